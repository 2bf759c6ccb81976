package dev.sdkgen.engine.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.sdkgen.engine.testing.EngineTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The IR's facts about security requirements: per operation, several schemes together, alternatives, none. */
class SecurityFactsTest extends EngineTest {
    private static final String SPEC = """
            openapi: 3.0.3
            info: {title: Sec, version: "1"}
            paths:
              /together:
                get:
                  security:
                    - {appKey: [], appSecret: [], tenant: []}
                  parameters:
                    - {name: X-App-Key, in: header, schema: {type: string}}
                    - {name: tenant_id, in: query, schema: {type: string}}
                    - {name: limit, in: query, schema: {type: integer}}
                  responses:
                    '204': {description: none}
              /either:
                get:
                  security:
                    - {session: []}
                    - {appKey: [], appSecret: []}
                    - {token: []}
                  responses:
                    '204': {description: none}
              /open:
                get:
                  security: []
                  responses:
                    '204': {description: none}
              /plain:
                get:
                  responses:
                    '204': {description: none}
              /primary:
                get:
                  security:
                    - {token: []}
                  responses:
                    '204': {description: none}
              /cookie-only:
                get:
                  security:
                    - {session: []}
                  responses:
                    '204': {description: none}
            components:
              securitySchemes:
                token: {type: http, scheme: bearer}
                session: {type: apiKey, in: cookie, name: sid}
                appKey: {type: apiKey, in: header, name: X-App-Key}
                appSecret: {type: apiKey, in: header, name: X-App-Secret}
                tenant: {type: apiKey, in: query, name: tenant_id}
                unused: {type: apiKey, in: header, name: X-Unused}
            """;

    private static final String CONFIG = """
            sdk:
              name: sec-api
              version: 1.0.0
            spec:
              path: openapi.yaml
            targets: [typescript]
            resources:
              calls:
                methods:
                  together: get /together
                  either: get /either
                  open: get /open
                  plain: get /plain
                  primary: get /primary
                  cookie_only: get /cookie-only
            """;



    private SdkModel model() {
        return model(SPEC, CONFIG);
    }

    @Test
    void eachOperationKeepsItsRequirements() {
        SdkModel model = model();
        assertEquals(List.of(List.of("appKey", "appSecret", "tenant")), method(model, "together").security());
        assertEquals(List.of(List.of("appKey", "appSecret"), List.of("token")), method(model, "either").security(),
                "the alternative needing a cookie API key is dropped");
        assertEquals(List.of(), method(model, "open").security(), "security: [] sends nothing");
        assertNull(method(model, "plain").security(), "no security anywhere: the primary scheme");
        assertNull(method(model, "primary").security(), "the primary scheme alone");
        assertNull(method(model, "cookie_only").security(), "no alternative left: the primary scheme");
    }

    @Test
    void theOtherSchemesGetTheirOwnVariables() {
        Client client = model().client();
        assertEquals(new Auth(Auth.Kind.BEARER, null, "token"), client.auth());
        assertEquals(List.of(new Auth(Auth.Kind.HEADER, "X-App-Key", "appKey", null, "SEC_API_APP_KEY"),
                new Auth(Auth.Kind.HEADER, "X-App-Secret", "appSecret", null, "SEC_API_APP_SECRET"),
                new Auth(Auth.Kind.QUERY, "tenant_id", "tenant", null, "SEC_API_TENANT")), client.schemes(),
                "only schemes some method names, in components order");
    }

    @Test
    void parametersASchemeSendsAreNotMethodParameters() {
        Method together = method(model(), "together");
        assertEquals(List.of("limit"), together.queryParams().stream().map(Parameter::name).toList());
        assertEquals(List.of(), together.headerParams());
    }
}
