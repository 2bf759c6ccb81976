package dev.sdkgen.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.config.ConfigLoader;
import dev.sdkgen.engine.config.SdkgenConfig;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.spec.Spec;
import dev.sdkgen.engine.spec.SpecBundler;
import dev.sdkgen.engine.testing.Fixtures;
import dev.sdkgen.engine.yaml.Limits;
import dev.sdkgen.engine.yaml.SafeLoader;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * swagger-parser reads the bundled tree itself, beside the model build, with no copy (issue 26): the check must leave
 * every node as it found it. Specs with schema and media-type examples (objects, dates), callbacks, links, webhooks and
 * extensions — what swagger-parser converts — are checked against a copy taken before.
 */
class SpecStructureRuleTest {
    @ParameterizedTest
    @CsvSource({
        "fixtures/kitchen-sink, spec/openapi.yaml",
        "corpus/xero-assets, xero_assets.yaml",
        "corpus/redocly-museum, openapi.yaml",
        "corpus/oai-link-example, link-example.yaml",
        "corpus/oai-callback-example, callback-example.yaml",
        "corpus/oai-webhook-example, webhook-example.yaml",
    })
    void theCheckLeavesTheTreeItReadsUnchanged(String folder, String specPath) {
        Path repo = folder.startsWith("corpus/")
                ? Fixtures.realSpecs().resolve(folder.substring("corpus/".length()))
                : Fixtures.repoRoot().resolve(folder);
        SpecBundler.Result bundle = SpecBundler.bundle(repo, specPath);
        assertNotNull(bundle.bundled(), folder);
        Spec spec = new Spec(bundle.bundled(), bundle.origins(), bundle.files(), bundle.openapiVersion());
        JsonNode before = spec.root().deepCopy();
        assertNotSame(before, spec.root());
        SdkgenConfig config = ConfigLoader.load(Fixtures.kitchenSink()).config();
        List<Diagnostic> found = new ArrayList<>();

        new SpecStructureRule().check(new RuleContext(config, spec), found);

        assertTrue(before.equals(spec.root()), folder + ": swagger-parser changed the tree it was given");
        assertFalse(spec.root().isEmpty(), folder);
    }

    /**
     * The check asks swagger-parser's deserializer directly, skipping the copy of the spec as maps that its
     * {@code deserialize} makes first: the messages are those of {@code parseJsonNode}, on specs with and without problems
     * (a missing and a wrong-typed field, unexpected and reserved attributes, a repeated operationId, 3.1), and the same
     * failure for a root that is not an object.
     */
    @ParameterizedTest
    @CsvSource({
        "fixtures/kitchen-sink, spec/openapi.yaml",
        "corpus/github, api.github.com.json",
        "corpus/redocly-museum, openapi.yaml",
        "corpus/oai-webhook-example, webhook-example.yaml",
        "corpus/xero-assets, xero_assets.yaml",
    })
    void theMessagesAreThoseOfParseJsonNode(String folder, String specPath) throws Exception {
        Path repo = folder.startsWith("corpus/")
                ? Fixtures.realSpecs().resolve(folder.substring("corpus/".length()))
                : Fixtures.repoRoot().resolve(folder);
        assertSameMessages(SpecBundler.bundle(repo, specPath).bundled());
        for (String broken : List.of(
                "{openapi: 3.0.3, info: {version: 1}, paths: {/a: {get: {operationId: x, responses: {}}},"
                        + " /b: {get: {operationId: x, responses: {'200': {content: 5}}}}}, x-ok: 1, color: red}",
                "{openapi: 3.1.0, info: {title: t, version: '1'}, webhooks: {w: {post: {requestBody: 3}}},"
                        + " components: {schemas: {A: {type: [string, 'null'], $defs: 4, properties: []}}}}",
                "{openapi: 3.0.3, info: [], paths: {/a: {parameters: [{name: p}], x-y: {}, get: {}}}, tags: [{}, {name: t}, {name: t}]}",
                "[1, 2]")) {
            assertSameMessages(SafeLoader.load(broken, Limits.SPEC_FILE));
        }
    }

    private static void assertSameMessages(JsonNode root) {
        ParseOptions options = new ParseOptions();
        options.setResolve(false);
        String expected;
        try {
            expected = String.valueOf(new OpenAPIV3Parser().parseJsonNode(null, root, options).getMessages());
        } catch (RuntimeException e) {
            expected = e.toString();
        }
        String actual;
        try {
            actual = String.valueOf(SpecStructureRule.messages(root));
        } catch (RuntimeException e) {
            actual = e.toString();
        }
        assertEquals(expected, actual);
    }
}
