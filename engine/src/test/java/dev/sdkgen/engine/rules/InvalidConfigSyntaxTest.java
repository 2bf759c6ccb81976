package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertContains;
import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class InvalidConfigSyntaxTest extends EngineTest {
    @Test
    void validConfigHasNoSyntaxProblem() {
        validRepo();
        assertNone(diagnostics(), DiagnosticCode.SDKGEN002);
    }

    @Test
    void yamlSyntaxErrorGivesItsLine() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", """
                sdk:
                  name: acme
                  version: [1.0.0
                spec:
                  path: openapi.yaml
                """);
        var d = diagnostics();
        assertEquals(1, d.size(), d.toString());
        assertEquals("Error: SDKGEN002 - Invalid config syntax", d.get(0).headline());
        assertEquals("  Line: 4", d.get(0).render().lines().toList().get(1));
        assertEquals("  Key: (none: the file is not valid YAML)", d.get(0).render().lines().toList().get(2));
    }

    @Test
    void unknownTopLevelKey() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES) + "extras: true\n");
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN002,
                "Error: SDKGEN002 - Invalid config syntax",
                "  Line: 13",
                "  Key: extras",
                "  Reason: unknown key; expected one of sdk, spec, targets, packages, client, type_names, retries, resources, event_schemas, pagination",
                "  File: sdkgen.yaml");
    }

    @Test
    void authPrefixMustBeOneSchemeWord() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)
                + "client:\n  auth_prefix: \"Bot x\"\n");
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN002,
                "Error: SDKGEN002 - Invalid config syntax",
                "  Line: 14",
                "  Key: client.auth_prefix",
                "  Reason: 'Bot x' is not a scheme word such as Bot or Token (letters, digits, '-', '_', '.')",
                "  File: sdkgen.yaml");
    }

    @Test
    void typeNamesMustBeAMappingOfValidTypeNames() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)
                + "type_names:\n  Account: account_model\n  AccountList: [x]\n");
        var d = dev.sdkgen.engine.testing.Blocks.of(diagnostics(), DiagnosticCode.SDKGEN002);
        assertEquals(2, d.size(), d.toString());
        assertEquals("""
                Error: SDKGEN002 - Invalid config syntax
                  Line: 14
                  Key: type_names.Account
                  Reason: 'account_model' is not a valid type name: it must start with an upper-case letter (A-Z) and \
                have only letters, digits and '_', so that it is a public type name in every language
                  File: sdkgen.yaml""", d.get(0).render());
        assertEquals("  Key: type_names.AccountList", d.get(1).render().lines().toList().get(2));

        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES) + "type_names: [Account]\n");
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN002,
                "Error: SDKGEN002 - Invalid config syntax",
                "  Line: 13",
                "  Key: type_names",
                "  Reason: expected a mapping of schema names (components/schemas) to type names",
                "  File: sdkgen.yaml");
    }

    @Test
    void authPrefixMustBeAString() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)
                + "client:\n  auth_prefix: [Bot]\n");
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN002,
                "Error: SDKGEN002 - Invalid config syntax",
                "  Line: 14",
                "  Key: client.auth_prefix",
                "  Reason: expected a string",
                "  File: sdkgen.yaml");
    }

    @Test
    void requestIdHeaderMustBeAHeaderName() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)
                + "client:\n  request_id_header: \"X Trace\"\n");
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN002,
                "Error: SDKGEN002 - Invalid config syntax",
                "  Line: 14",
                "  Key: client.request_id_header",
                "  Reason: 'X Trace' is not an HTTP header name",
                "  File: sdkgen.yaml");
    }

    @Test
    void aValidRequestIdHeaderIsAccepted() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)
                + "client:\n  request_id_header: X-Trace-Id\n");
        assertNone(diagnostics(), DiagnosticCode.SDKGEN002);
    }

    @Test
    void aValidAuthPrefixIsAccepted() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)
                + "client:\n  auth_prefix: Bot\n");
        assertNone(diagnostics(), DiagnosticCode.SDKGEN002);
    }

    @Test
    void idempotencyHeaderMustBeAHeaderName() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)
                + "client:\n  idempotency_header: \"Idempotency Key\"\n");
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN002,
                "Error: SDKGEN002 - Invalid config syntax",
                "  Line: 14",
                "  Key: client.idempotency_header",
                "  Reason: 'Idempotency Key' is not an HTTP header name such as Idempotency-Key (letters, digits and !#$%&'*+-.^_`|~)",
                "  File: sdkgen.yaml");
    }

    @Test
    void anIdempotencyHeaderIsReadIntoTheModelsClient() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)
                + "client:\n  idempotency_header: Idempotency-Key\n");
        assertNone(diagnostics(), DiagnosticCode.SDKGEN002);
        assertEquals("Idempotency-Key", run().model().client().idempotencyHeader());
    }

    @Test
    void validTypeNamesAreNoSyntaxProblem() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)
                + "type_names:\n  Account: AccountModel\n  AccountList: Account_List2\n");
        assertNone(diagnostics(), DiagnosticCode.SDKGEN002);
    }

    @Test
    void unknownKeysAtEveryLevelAreAllReported() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", """
                sdk:
                  name: acme
                  version: 1.0.0
                  nmae: typo
                spec:
                  path: openapi.yaml
                targets: [typescript]
                retries:
                  max_retry: 3
                resources:
                  accounts:
                    method:
                      list: get /accounts
                    methods:
                      list: get /accounts
                """);
        var d = diagnostics();
        assertContains(d, DiagnosticCode.SDKGEN002,
                "Error: SDKGEN002 - Invalid config syntax",
                "  Line: 4",
                "  Key: sdk.nmae",
                "  Reason: unknown key; expected one of name, version, description, license, author, repository, tests",
                "  File: sdkgen.yaml");
        assertContains(d, DiagnosticCode.SDKGEN002,
                "Error: SDKGEN002 - Invalid config syntax",
                "  Line: 9",
                "  Key: retries.max_retry",
                "  Reason: unknown key; expected one of max_retries, retry_on, initial_delay_ms, max_delay_ms, connection_errors",
                "  File: sdkgen.yaml");
        assertContains(d, DiagnosticCode.SDKGEN002,
                "Error: SDKGEN002 - Invalid config syntax",
                "  Line: 12",
                "  Key: resources.accounts.method",
                "  Reason: unknown key; expected one of models, methods, subresources",
                "  File: sdkgen.yaml");
    }

    @Test
    void duplicateKeyIsASyntaxError() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", """
                sdk:
                  name: acme
                  name: other
                """);
        var d = diagnostics();
        assertEquals(1, d.size());
        assertEquals("""
                Error: SDKGEN002 - Invalid config syntax
                  Line: 3
                  Key: (none: the file is not valid YAML)
                  Reason: duplicate key 'name'
                  File: sdkgen.yaml""", d.get(0).render());
    }

    @Test
    void valueOfTheWrongShape() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", edit(Repo.config("openapi.yaml", RESOURCES), "version: 1.0.0", "version: one"));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN002,
                "Error: SDKGEN002 - Invalid config syntax",
                "  Line: 3",
                "  Key: sdk.version",
                "  Reason: 'one' is not a semantic version such as 1.4.0",
                "  File: sdkgen.yaml");
    }

    @Test
    void billionLaughsIsRejectedQuickly() {
        StringBuilder yaml = new StringBuilder("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
        for (char c = 'b'; c <= 'j'; c++) {
            char p = (char) (c - 1);
            yaml.append(c).append(": &").append(c).append(" [");
            for (int i = 0; i < 9; i++) {
                yaml.append(i == 0 ? "" : ",").append('*').append(p);
            }
            yaml.append("]\n");
        }
        repo().file("sdkgen.yaml", yaml.toString());
        var d = assertTimeoutPreemptively(Duration.ofSeconds(30), this::diagnostics);
        assertEquals(1, d.size(), d.toString());
        assertEquals(DiagnosticCode.SDKGEN002, d.get(0).code());
    }

    @Test
    void aliasesMultiplyingBelowTheAliasCountAreStillBounded() {
        StringBuilder yaml = new StringBuilder("a0: &a0 [x, x]\n");
        for (int i = 1; i <= 40; i++) {
            yaml.append("a").append(i).append(": &a").append(i).append(" [*a").append(i - 1).append(", *a").append(i - 1).append("]\n");
        }
        repo().file("sdkgen.yaml", yaml.toString());
        var d = assertTimeoutPreemptively(Duration.ofSeconds(30), this::diagnostics);
        assertEquals(DiagnosticCode.SDKGEN002, d.get(0).code());
    }

    @Test
    void typeTagsAreNeverConstructed() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", edit(Repo.config("openapi.yaml", RESOURCES), "name: acme", "name: !!javax.script.ScriptEngineManager [!!java.net.URLClassLoader [[!!java.net.URL [\"http://127.0.0.1:1/\"]]]]"));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN002,
                "Error: SDKGEN002 - Invalid config syntax",
                "  Line: 2",
                "  Key: (none: the file is not valid YAML)",
                "  Reason: Global tag is not allowed: tag:yaml.org,2002:javax.script.ScriptEngineManager",
                "  File: sdkgen.yaml");
    }

    @Test
    void localTagsAreIgnoredNotConstructed() {
        repo().file("openapi.yaml", SPEC).file("sdkgen.yaml", edit(Repo.config("openapi.yaml", RESOURCES), "name: acme", "name: !custom acme"));
        assertNone(diagnostics(), DiagnosticCode.SDKGEN002);
    }
}
