package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static dev.sdkgen.engine.testing.Blocks.assertSingle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.Blocks;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UnresolvedReferenceTest extends EngineTest {
    private static final String ACCOUNT_SCHEMA = """
                Account:
                  type: object
                  required: [id]
                  properties:
                    id:
                      type: string
            """;

    @Test
    void resolvedReferencesAcrossFiles() {
        repo().file("sdkgen.yaml", Repo.config("openapi/acme.yaml", RESOURCES))
                .file("openapi/schemas/account.yaml", "type: object\nproperties:\n  id:\n    type: string\n")
                .file("openapi/acme.yaml", edit(SPEC, ACCOUNT_SCHEMA, "    Account:\n      $ref: 'schemas/account.yaml'\n"));
        var v = run();
        assertNone(v.report().diagnostics(), DiagnosticCode.SDKGEN104);
        assertTrue(v.ok(), v.report().toText());
    }

    @Test
    void missingSchemaIsCaseSensitive() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES))
                .file("openapi.yaml", edit(SPEC, "$ref: '#/components/schemas/AccountList'", "$ref: '#/components/schemas/accountList'"));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN104,
                "Error: SDKGEN104 - Unresolved reference",
                "  Reference: #/components/schemas/accountList",
                "  Location: #/paths/~1accounts/get/responses/200/content/application~1json/schema",
                "  Reason: no schema 'accountList' in components/schemas of openapi.yaml (names are case-sensitive; did you mean 'AccountList'?)",
                "  File: openapi.yaml",
                "  Line: 17");
    }

    @Test
    void everyBrokenReferenceIsReported() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES))
                .file("openapi.yaml", edit(SPEC, "'#/components/schemas/Account'", "'#/components/schemas/Acount'"));
        assertEquals(3, Blocks.of(diagnostics(), DiagnosticCode.SDKGEN104).size());
    }

    @Test
    void missingFile() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES))
                .file("openapi.yaml", edit(SPEC, ACCOUNT_SCHEMA, "    Account:\n      $ref: 'schemas/account.yaml'\n"));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN104,
                "Error: SDKGEN104 - Unresolved reference",
                "  Reference: schemas/account.yaml",
                "  Location: #/components/schemas/Account",
                "  Reason: no such file in the repository",
                "  File: openapi.yaml",
                "  Line: 47");
    }

    @Test
    void referenceLeavingTheRepositoryIsRefused() throws Exception {
        Files.writeString(dir.getParent().resolve("account.yaml"), "type: object\n");
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES))
                .file("openapi.yaml", edit(SPEC, ACCOUNT_SCHEMA, "    Account:\n      $ref: '../account.yaml'\n"));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN104,
                "Error: SDKGEN104 - Unresolved reference",
                "  Reference: ../account.yaml",
                "  Location: #/components/schemas/Account",
                "  Reason: the file is outside the repository; references must stay inside it",
                "  File: openapi.yaml",
                "  Line: 47");
    }

    @Test
    void remoteReferencesAreNeverFetched() throws Exception {
        AtomicInteger hits = new AtomicInteger();
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            hits.incrementAndGet();
            byte[] body = "type: object\n".getBytes();
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        try {
            String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/account.yaml";
            repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES))
                    .file("openapi.yaml", edit(SPEC, ACCOUNT_SCHEMA, "    Account:\n      $ref: '" + url + "'\n"
                            + "    Other:\n      $ref: 'file:///etc/passwd'\n"));
            var d = Blocks.of(diagnostics(), DiagnosticCode.SDKGEN104);
            assertEquals(2, d.size(), Blocks.render(d));
            assertEquals("""
                    Error: SDKGEN104 - Unresolved reference
                      Reference: %s
                      Location: #/components/schemas/Account
                      Reason: remote references are not fetched; copy the file into the repository and refer to it by a relative path
                      File: openapi.yaml
                      Line: 47""".formatted(url), d.get(0).render());
            assertEquals("  Reference: file:///etc/passwd", d.get(1).render().lines().toList().get(1));
            assertEquals(0, hits.get(), "the engine made a network call");
        } finally {
            server.stop(0);
        }
    }

    @Test
    void brokenReferenceInsideAnotherFileNamesThatFile() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES))
                .file("schemas/account.yaml", "type: object\nproperties:\n  owner:\n    $ref: '#/definitions/Owner'\n")
                .file("openapi.yaml", edit(SPEC, ACCOUNT_SCHEMA, "    Account:\n      $ref: 'schemas/account.yaml'\n"));
        assertSingle(diagnostics(), DiagnosticCode.SDKGEN104,
                "Error: SDKGEN104 - Unresolved reference",
                "  Reference: #/definitions/Owner",
                "  Location: #/properties/owner",
                "  Reason: nothing at #/definitions/Owner in schemas/account.yaml",
                "  File: schemas/account.yaml",
                "  Line: 4");
    }

    @Test
    void referencesInsideExamplesAreData() {
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES))
                .file("openapi.yaml", edit(SPEC, """
                        id:
                          type: string
                """, """
                        id:
                          type: string
                          example:
                            $ref: '#/not/a/reference'
                """));
        assertNone(diagnostics(), DiagnosticCode.SDKGEN104);
    }
}
