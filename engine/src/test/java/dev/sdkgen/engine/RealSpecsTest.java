package dev.sdkgen.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.diag.Severity;
import dev.sdkgen.engine.init.ConfigGuesser;
import dev.sdkgen.engine.ir.Resource;
import dev.sdkgen.engine.testing.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every real public spec of the corpus (corpus/) passes {@code init} then {@code validate} with no error
 * (the Swagger 2.0 one gives SDKGEN102), and the SDK model maps every operation.
 */
class RealSpecsTest {
    @TempDir
    Path repo;

    static Stream<Arguments> specs() {
        return Stream.of(
                Arguments.of("oai-petstore", "petstore.yaml", 3),
                Arguments.of("oai-petstore-expanded", "petstore-expanded.yaml", 4),
                Arguments.of("oai-callback-example", "callback-example.yaml", 1),
                Arguments.of("oai-link-example", "link-example.yaml", 6),
                Arguments.of("oai-uspto", "uspto.yaml", 3),
                Arguments.of("oai-webhook-example", "webhook-example.yaml", 0),
                Arguments.of("swagger-petstore", "openapi.yaml", 19),
                Arguments.of("openai", "openapi.yaml", 0),
                Arguments.of("stripe", "spec3.yaml", 0),
                Arguments.of("github", "api.github.com.json", 0),
                Arguments.of("digitalocean", "specification/DigitalOcean-public.v2.yaml", 0),
                Arguments.of("keycloak", "22.0.5.json", 315),
                Arguments.of("mistral", "openapi.yaml", 173),
                Arguments.of("temporal", "openapiv3.yaml", 226));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void initThenValidateHasNoError(String folder, String spec, int exactOperations) throws Exception {
        Fixtures.copyTree(Fixtures.realSpecs().resolve(folder), repo);
        ConfigGuesser.Init init = ConfigGuesser.init(repo, spec, null);
        assertNotNull(init.config(), init.problems().toText());
        Files.writeString(repo.resolve("sdkgen.yaml"), init.config());

        Engine.Validation v = Engine.validate(repo);
        assertEquals(0, v.report().count(Severity.ERROR), v.report().toText());
        assertEquals(0, v.report().diagnostics().stream().filter(d -> d.code() == DiagnosticCode.SDKGEN303).count(),
                "init maps every operation");
        assertNotNull(v.model());
        int methods = count(v.model().root());
        assertEquals(init.operations(), methods, "one SDK method per operation");
        assertEquals(init.methods(), methods, "init counts the methods it maps");
        if (exactOperations > 0) {
            assertEquals(exactOperations, methods);
        }
        assertTrue(v.log().stream().anyMatch(l -> l.startsWith("Spec: " + spec)), "the log names the spec");
        assertEquals(0, v.report().diagnostics().stream().filter(d -> d.code() == DiagnosticCode.SDKGEN301).count(),
                "every pagination scheme init writes fits the methods it names");
        assertEquals(init.pagination().paginated(), countPaginated(v.model().root()), "each named method paginates");
        if (folder.equals("github")) {
            assertEquals(java.util.Map.of("link", 196, "page", 29), init.pagination().byStyle(),
                    "the lists documenting a Link header follow it; the others page by page + total_count");
            assertEquals(446, init.pagination().listMethods());
        }
    }

    @Test
    void initPaginatesTheListsOfTheApisThatPageAlike() throws Exception {
        Fixtures.copyTree(Fixtures.realSpecs().resolve("stripe"), repo);
        ConfigGuesser.Pagination stripe = ConfigGuesser.init(repo, "spec3.yaml", null).pagination();
        assertEquals(java.util.Map.of("item_cursor", 100, "next_cursor", 7), stripe.byStyle(),
                "starting_after + has_more, and the search lists' page / next_page");
        assertEquals(146, stripe.listMethods());

        Path tinvest = repo.resolve("tinvest");
        Fixtures.copyTree(Fixtures.realSpecs().resolve("tinvest"), tinvest);
        ConfigGuesser.Init byCursor = ConfigGuesser.init(tinvest, "openapi.yaml", null);
        assertEquals(java.util.Map.of("body_cursor", 2), byCursor.pagination().byStyle(),
                "GetOperationsByCursor (and its sandbox twin): cursor in the POST body, nextCursor in the response");
        assertTrue(byCursor.config().contains("    cursor_body: \"cursor\"\n    methods:\n"), byCursor.config());
    }

    @Test
    void keycloaksArraysWithoutItemsAreWarningsAndTheSpecValidates() throws Exception {
        Fixtures.copyTree(Fixtures.realSpecs().resolve("keycloak"), repo);
        Files.writeString(repo.resolve("sdkgen.yaml"), ConfigGuesser.init(repo, "22.0.5.json", null).config());
        Engine.Validation v = Engine.validate(repo);
        assertTrue(v.ok(), v.report().toText());
        List<String> warnings = v.report().diagnostics().stream().filter(d -> d.code() == DiagnosticCode.SDKGEN307)
                .map(d -> d.render()).toList();
        assertEquals(18, warnings.size(), v.report().toText());
        assertTrue(warnings.stream().allMatch(w -> w.startsWith("Warning: SDKGEN307 - Schema value mismatch\n")
                && w.contains("  Problem: type: array without items: an array of values of unknown type\n")), warnings.get(0));
        assertTrue(warnings.stream().allMatch(w -> w.contains("  Location: #/components/schemas/")), warnings.get(0));
        assertTrue(warnings.stream().anyMatch(w -> w.contains("  Location: #/components/schemas/UserRepresentation/properties/attributes/additionalProperties\n")),
                String.join("\n", warnings));
    }

    @Test
    void initPaginatesTheListsOfAnLlmApiAndOfAProtobufGeneratedOne() throws Exception {
        Fixtures.copyTree(Fixtures.realSpecs().resolve("mistral"), repo.resolve("mistral"));
        ConfigGuesser.Pagination mistral = ConfigGuesser.init(repo.resolve("mistral"), "openapi.yaml", null).pagination();
        assertEquals(java.util.Map.of("next_cursor", 4, "offset", 1, "page", 3), mistral.byStyle(),
                "page_token / next_page_token (3), next_page_token sent back as itself (workflow runs), offset, page");
        assertEquals(34, mistral.listMethods());
        Fixtures.copyTree(Fixtures.realSpecs().resolve("temporal"), repo.resolve("temporal"));
        ConfigGuesser.Pagination temporal = ConfigGuesser.init(repo.resolve("temporal"), "openapiv3.yaml", null).pagination();
        assertEquals(java.util.Map.of("next_cursor", 24), temporal.byStyle(), "nextPageToken in the request and the response");
        assertEquals(54, temporal.listMethods());
    }

    @Test
    void swagger20IsRefused() throws Exception {
        Fixtures.copyTree(Fixtures.realSpecs().resolve("oai-petstore-swagger2"), repo);
        ConfigGuesser.Init init = ConfigGuesser.init(repo, "petstore.yaml", null);
        assertNull(init.config());
        assertEquals(DiagnosticCode.SDKGEN102, init.problems().diagnostics().get(0).code());
        assertEquals("  Found: 2.0", init.problems().diagnostics().get(0).render().lines().toList().get(1));
    }

    @Test
    void digitalOceanResolvesItsThousandsOfFiles() throws Exception {
        Fixtures.copyTree(Fixtures.realSpecs().resolve("digitalocean"), repo);
        ConfigGuesser.Init init = ConfigGuesser.init(repo, "specification/DigitalOcean-public.v2.yaml", "digitalocean");
        Files.writeString(repo.resolve("sdkgen.yaml"), init.config());
        Engine.Validation v = Engine.validate(repo);
        assertTrue(v.ok(), v.report().toText());
        assertTrue(v.spec().files().size() > 1000, "files resolved: " + v.spec().files().size());
        assertTrue(v.spec().schemaNames().contains("droplet"), "schemas of other files keep the names the root gives them");
    }

    private static int countPaginated(Resource r) {
        return (int) r.methods().stream().filter(m -> m.pagination() != null).map(dev.sdkgen.engine.ir.Method::operation)
                .distinct().count() + r.subresources().stream().mapToInt(RealSpecsTest::countPaginated).sum();
    }

    private static int count(Resource r) {
        // an operation offering a further request content type (a multipart upload beside JSON) has a method per
        // content type; each operation is counted once
        return (int) r.methods().stream().map(dev.sdkgen.engine.ir.Method::operation).distinct().count()
                + r.subresources().stream().mapToInt(RealSpecsTest::count).sum();
    }
}
