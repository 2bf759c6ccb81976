package dev.sdkgen.engine.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.testing.Repo;
import dev.sdkgen.engine.yaml.Limits;
import dev.sdkgen.engine.yaml.SafeLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bundle keeps the root file's own nodes where nothing changed (issue 26) without ever changing a file's tree, and
 * still gives every place an inlined object stands at its own node.
 */
class SpecBundlerTest {
    private static final String ROOT = """
            openapi: 3.0.3
            info: {title: Pets, version: '1'}
            paths:
              /pets:
                get:
                  responses:
                    '200': {$ref: 'common.yaml#/responses/ok'}
                    default: {$ref: 'common.yaml#/responses/failed'}
              /pets/{id}:
                get:
                  parameters: [{name: id, in: path, required: true, schema: {type: string}}]
                  responses:
                    '200': {$ref: 'common.yaml#/responses/ok'}
                    '404': {description: missing, content: {application/json: {schema: {$ref: '#/components/schemas/Problem'}}}}
                    default: {$ref: 'common.yaml#/responses/failed'}
            components:
              schemas:
                Problem: {type: object, properties: {title: {type: string}}}
            """;
    private static final String COMMON = """
            responses:
              ok:
                description: a pet
                content: {application/json: {schema: {$ref: 'pet.yaml'}}}
              failed: {description: failed, headers: {X-Request-Id: {schema: {type: string}}}}
            """;
    private static final String FAILED = "{\"description\":\"failed\",\"headers\":{\"X-Request-Id\":{\"schema\":{\"type\":\"string\"}}}}";
    private static final String PET = "{type: object, properties: {name: {type: string}}}\n";

    @Test
    void sharesTheRootFilesUnchangedNodesAndCopiesWhatItChanges(@TempDir Path dir) throws Exception {
        Repo.in(dir).file("root.yaml", ROOT).file("common.yaml", COMMON).file("pet.yaml", PET);
        SpecBundler.Result result = SpecBundler.bundle(dir, "root.yaml");
        assertEquals("[]", result.diagnostics().toString());
        JsonNode bundled = result.bundled();
        assertEquals("{\"openapi\":\"3.0.3\",\"info\":{\"title\":\"Pets\",\"version\":\"1\"},\"paths\":{\"/pets\":{\"get\":{"
                + "\"responses\":{\"200\":{\"description\":\"a pet\",\"content\":{\"application/json\":{\"schema\":{\"$ref\":"
                + "\"#/components/schemas/pet\"}}}},\"default\":" + FAILED + "}}},\"/pets/{id}\":{\"get\":{\"parameters\":[{\"name\":\"id\",\"in\":\"path\","
                + "\"required\":true,\"schema\":{\"type\":\"string\"}}],\"responses\":{\"200\":{\"description\":\"a pet\",\"content\":"
                + "{\"application/json\":{\"schema\":{\"$ref\":\"#/components/schemas/pet\"}}}},\"404\":{\"description\":\"missing\","
                + "\"content\":{\"application/json\":{\"schema\":{\"$ref\":\"#/components/schemas/Problem\"}}}},\"default\":"
                + FAILED + "}}}},\"components\":"
                + "{\"schemas\":{\"Problem\":{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\"}}},\"pet\":{\"type\":"
                + "\"object\",\"properties\":{\"name\":{\"type\":\"string\"}}}}}}", bundled.toString());
        // No file's tree changed: not the root's components, where the hoisted schema was added in the bundle.
        for (SpecFile f : result.files()) {
            assertEquals(SafeLoader.load(Files.readString(dir.resolve(f.path())), Limits.SPEC_FILE), f.root(), f.path());
        }
        JsonNode root = result.root().root();
        assertSame(root.at("/info"), bundled.at("/info"));
        assertSame(root.at("/paths/~1pets~1{id}/get/parameters"), bundled.at("/paths/~1pets~1{id}/get/parameters"));
        assertSame(root.at("/components/schemas/Problem"), bundled.at("/components/schemas/Problem"));
        assertNotSame(root.at("/components/schemas"), bundled.at("/components/schemas"));
        assertNotSame(root.at("/paths"), bundled.at("/paths"));
        // One response object inlined at two places: two nodes (the model keys inline types by node).
        assertNotSame(bundled.at("/paths/~1pets/get/responses/200"), bundled.at("/paths/~1pets~1{id}/get/responses/200"));
        assertNotSame(bundled.at("/paths/~1pets/get/responses/default"), bundled.at("/paths/~1pets~1{id}/get/responses/default"));
        assertNotSame(bundled.at("/paths/~1pets/get/responses/default/headers"),
                bundled.at("/paths/~1pets~1{id}/get/responses/default/headers"));
    }
}
