package dev.sdkgen.engine.rules;

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
}
