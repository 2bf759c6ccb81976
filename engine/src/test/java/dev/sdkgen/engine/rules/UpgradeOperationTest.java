package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import java.util.List;
import org.junit.jupiter.api.Test;

class UpgradeOperationTest extends EngineTest {
    /** {@link #SPEC} plus a WebSocket endpoint (only 101 and an error) and an endpoint answering 101 or 200. */
    static final String UPGRADES = edit(SPEC, "components:\n", """
              /accounts/{account_id}/live:
                get:
                  operationId: liveAccount
                  parameters:
                    - name: account_id
                      in: path
                      required: true
                      schema:
                        type: string
                  responses:
                    '101':
                      description: Switching Protocols
                    '401':
                      description: unauthorised
              /accounts/{account_id}/events:
                get:
                  operationId: accountEvents
                  parameters:
                    - name: account_id
                      in: path
                      required: true
                      schema:
                        type: string
                  responses:
                    '101':
                      description: Switching Protocols
                    '200':
                      description: the events as JSON
                      content:
                        application/json:
                          schema:
                            $ref: '#/components/schemas/AccountList'
            components:
            """);

    @Test
    void aMappedUpgradeIsNotGeneratedAndSaysSo() {
        repo().file("openapi.yaml", UPGRADES).file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES + """
                    live: get /accounts/{account_id}/live
                    events: get /accounts/{account_id}/events
                """));
        var v = run();
        assertSingle(v.report().diagnostics(), DiagnosticCode.SDKGEN306,
                "Info: SDKGEN306 - Protocol upgrade not supported",
                "  Operation: get /accounts/{account_id}/live",
                "  Resource: accounts",
                "  Method: live",
                "  Reason: its only response is 101 Switching Protocols (a protocol upgrade such as a WebSocket); the SDKs "
                        + "make plain HTTP requests",
                "  File: sdkgen.yaml",
                "  Line: 13");
        assertTrue(v.ok());
        List<String> methods = v.model().root().subresources().get(0).methods().stream().map(m -> m.name()).toList();
        assertEquals(List.of("list", "create", "get", "events"), methods, "101 beside a 200 is an ordinary operation");
    }

    @Test
    void anUnmappedUpgradeIsNamedAtTheOperationAndNotListedAsUnmapped() {
        repo().file("openapi.yaml", UPGRADES).file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES));
        var v = run();
        assertSingle(v.report().diagnostics(), DiagnosticCode.SDKGEN306,
                "Info: SDKGEN306 - Protocol upgrade not supported",
                "  Operation: get /accounts/{account_id}/live",
                "  Reason: its only response is 101 Switching Protocols (a protocol upgrade such as a WebSocket); the SDKs "
                        + "make plain HTTP requests",
                "  File: openapi.yaml",
                "  Line: 45");
        assertSingle(v.report().diagnostics(), DiagnosticCode.SDKGEN303,
                "Info: SDKGEN303 - Operation not mapped",
                "  Operation: get /accounts/{account_id}/events",
                "  Operation ID: accountEvents",
                "  File: openapi.yaml",
                "  Line: 59");
    }

    @Test
    void specsWithoutUpgradesHaveNone() {
        validRepo();
        assertNone(diagnostics(), DiagnosticCode.SDKGEN306);
    }
}
