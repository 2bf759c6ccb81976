package dev.sdkgen.engine.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.testing.EngineTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The IR's facts about how requests reach the server: servers per operation, cookies, allowReserved, the auth prefix. */
class WireFactsTest extends EngineTest {
    private static final String WIRE_SPEC = """
            openapi: 3.0.3
            info: {title: Wire, version: "1"}
            servers:
              - url: https://api.example.test/v1
            security:
              - token: []
            paths:
              /files/{id}#shared:
                get:
                  parameters:
                    - {name: id, in: path, required: true, schema: {type: string}}
                    - {name: session, in: cookie, schema: {type: string}}
                  responses:
                    '204': {description: none}
              /uploads:
                servers:
                  - url: 'https://{host}.example.test/'
                    variables:
                      host: {default: upload}
                post:
                  responses:
                    '204': {description: none}
                get:
                  servers:
                    - url: https://api.example.test/v1
                  responses:
                    '204': {description: none}
              /relative:
                get:
                  servers:
                    - url: /v2
                  responses:
                    '204': {description: none}
              /proxy/{path}:
                get:
                  parameters:
                    - {name: path, in: path, required: true, allowReserved: true, schema: {type: string}}
                  responses:
                    '204': {description: none}
            components:
              securitySchemes:
                token: {type: apiKey, in: header, name: authorization}
            """;

    private static final String CONFIG = """
            sdk:
              name: wire
              version: 1.0.0
            spec:
              path: openapi.yaml
            targets: [typescript]
            client:
              auth_prefix: Bot
            resources:
              files:
                methods:
                  shared: get /files/{id}#shared
                  upload: post /uploads
                  uploads: get /uploads
                  relative: get /relative
                  proxy: get /proxy/{path}
            """;



    @Test
    void anOperationOrPathItemServerIsTheMethodsOwnBaseUrl() {
        SdkModel model = model(WIRE_SPEC, CONFIG);
        assertEquals("https://api.example.test/v1", model.client().baseUrl());
        assertEquals("https://upload.example.test", method(model, "upload").serverUrl(), "path-level, variables at their defaults");
        assertNull(method(model, "uploads").serverUrl(), "the operation's server is the top-level one");
        assertNull(method(model, "relative").serverUrl(), "a relative server URL is ignored");
        assertNull(method(model, "shared").serverUrl());
    }

    @Test
    void cookieParametersAndAllowReservedAreKept() {
        SdkModel model = model(WIRE_SPEC, CONFIG);
        Method shared = method(model, "shared");
        assertEquals("/files/{id}#shared", shared.path(), "the IR keeps the spec's path key");
        assertEquals(List.of("session"), shared.cookieParams().stream().map(Parameter::name).toList());
        assertEquals(Parameter.Location.COOKIE, shared.cookieParams().get(0).in());
        assertFalse(shared.pathParams().get(0).allowReserved());
        assertTrue(method(model, "proxy").pathParams().get(0).allowReserved());
    }

    @Test
    void theRequestIdHeaderReachesTheIrOnlyWhenSet() {
        assertNull(model(WIRE_SPEC, CONFIG).client().requestIdHeader());
        String traced = CONFIG.replace("  auth_prefix: Bot\n", "  auth_prefix: Bot\n  request_id_header: X-Trace-Id\n");
        assertEquals("X-Trace-Id", model(WIRE_SPEC, traced).client().requestIdHeader());
    }

    @Test
    void theAuthPrefixAppliesToAnApiKeyInTheAuthorizationHeaderOnly() {
        assertEquals(new Auth(Auth.Kind.HEADER, "authorization", "token", "Bot"), model(WIRE_SPEC, CONFIG).client().auth());
        String bearer = WIRE_SPEC.replace("token: {type: apiKey, in: header, name: authorization}", "token: {type: http, scheme: bearer}");
        assertEquals(new Auth(Auth.Kind.BEARER, null, "token"), model(bearer, CONFIG).client().auth());
    }
}
