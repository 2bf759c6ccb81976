package dev.sdkgen.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.testing.EngineTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every problem is reported in one run, ordered by file (config first) and line. */
class AllProblemsTest extends EngineTest {
    @Test
    void problemsOfConfigAndSpecFilesTogetherInOrder() {
        repo().file("sdkgen.yaml", """
                sdk:
                  name: acme
                  version: 1.0.0
                spec:
                  path: openapi.yaml
                targets: [typescript, cobol]
                retries:
                  max_retry: 1
                resources:
                  accounts:
                    models: [Acount]
                    methods:
                      list: get /accounts
                      nope: get /nothing
                      bad: list accounts
                """)
                .file("schemas/account.yaml", "type: object\nproperties:\n  owner:\n    $ref: '#/nope'\n")
                .file("openapi.yaml", edit(edit(SPEC, """
                    Account:
                      type: object
                      required: [id]
                      properties:
                        id:
                          type: string
                """, "    Account:\n      $ref: 'schemas/account.yaml'\n"),
                        "'#/components/schemas/AccountList'", "'#/components/schemas/AccountLists'"));
        List<Diagnostic> d = diagnostics();
        List<String> summary = d.stream().map(x -> x.code() + "@" + x.location().file() + ":" + x.location().line()).toList();
        assertEquals(List.of(
                "SDKGEN004@sdkgen.yaml:6",
                "SDKGEN002@sdkgen.yaml:8",
                "SDKGEN202@sdkgen.yaml:11",
                "SDKGEN201@sdkgen.yaml:14",
                "SDKGEN204@sdkgen.yaml:15",
                "SDKGEN104@openapi.yaml:17",
                "SDKGEN303@openapi.yaml:18",
                "SDKGEN303@openapi.yaml:29",
                "SDKGEN104@schemas/account.yaml:4"), summary);
        assertEquals(7, run().report().count(dev.sdkgen.engine.diag.Severity.ERROR));
    }
}
