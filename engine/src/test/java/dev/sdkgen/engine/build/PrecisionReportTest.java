package dev.sdkgen.engine.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.testing.Fixtures;
import dev.sdkgen.engine.testing.Repo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The precision report (issue 10): no open fallback type where the spec's schema is precise — on a small
 * spec that shows what counts, and on every spec of the corpus, where each remaining one is named here
 * with its reason.
 */
class PrecisionReportTest {
    /** Spec folders whose root document is not at the top (corpus/SOURCES.md, "Entry points"). */
    private static final Map<String, String> ENTRY_POINTS = Map.of("digitalocean", "specification/DigitalOcean-public.v2.yaml");

    /**
     * The fallbacks left on the corpus, each with the spec's own reason. DigitalOcean declares two response
     * properties {@code type: object} with {@code items: {$ref: …}} — {@code items} applies to arrays only, so
     * the schema is an object of any keys, while its example shows the referenced object.
     */
    private static final Map<String, List<String>> EXPECTED = Map.of("digitalocean", List.of(
            "/paths/~1v2~1partner_network_connect~1attachments~1{pa_id}~1service_key/get/responses/200/content/"
                    + "application~1json/schema/allOf/0/properties/service_key",
            "/paths/~1v2~1partner_network_connect~1attachments~1{pa_id}~1bgp_auth_key/get/responses/200/content/"
                    + "application~1json/schema/allOf/0/properties/bgp_auth_key"));

    private static final String SPEC = """
            openapi: 3.1.0
            info: {title: T, version: "1"}
            paths:
              /things:
                get:
                  parameters:
                    - {name: q, in: query, schema: {type: string}}
                    - {name: filter, in: query, schema: {}}
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema: {$ref: '#/components/schemas/Thing'}
            components:
              schemas:
                Thing:
                  type: object
                  properties:
                    name: {type: string}
                    extra: {}
                    bag: {type: object}
                    label:
                      allOf:
                        - {type: string}
                        - {nullable: false}
                    odd:
                      type: object
                      items: {type: string}
            """;

    @Test
    void countsPlacesAndTellsOpenSchemasFromFallbacks(@TempDir Path dir) {
        Repo repo = Repo.in(dir).file("openapi.yaml", SPEC)
                .file("sdkgen.yaml", Repo.config("openapi.yaml", "things:\n  methods:\n    list: get /things\n"));
        Engine.Validation v = Engine.validate(repo.dir());
        assertTrue(v.ok(), v.report().toText());
        PrecisionReport.Result r = PrecisionReport.of(v.spec(), v.model());
        assertEquals(5, r.places().get(PrecisionReport.Kind.PROPERTY));
        assertEquals(2, r.places().get(PrecisionReport.Kind.PARAMETER));
        assertEquals(1, r.places().get(PrecisionReport.Kind.RESPONSE));
        assertEquals(List.of("get /things parameter filter", "Thing.extra", "Thing.bag"),
                r.open().stream().map(PrecisionReport.Fallback::where).toList(), "{} and type: object say no more");
        assertEquals(List.of(new PrecisionReport.Fallback(PrecisionReport.Kind.PROPERTY, "Thing.odd",
                "/components/schemas/Thing/properties/odd")), r.fallbacks(), "an object with items reads as open");
    }

    @Test
    void theCorpusHasNoFallbackButTheNamedOnes() throws IOException {
        Map<String, List<String>> found = new TreeMap<>();
        StringBuilder table = new StringBuilder();
        try (Stream<Path> folders = Files.list(Fixtures.realSpecs())) {
            for (Path folder : folders.filter(Files::isDirectory).sorted().toList()) {
                String name = folder.getFileName().toString();
                PrecisionReport.Result r = PrecisionMain.report(folder, ENTRY_POINTS.get(name));
                if (name.endsWith("swagger2")) {
                    assertNull(r, "Swagger 2.0 is refused");
                    continue;
                }
                assertNotNull(r, name);
                table.append(name).append(": ").append(r.total()).append(" places, ").append(r.openInSpec())
                        .append(" open in the spec, ").append(r.fallbacks().size()).append(" fallbacks\n");
                List<String> pointers = r.fallbacks().stream().map(PrecisionReport.Fallback::pointer).toList();
                if (!pointers.isEmpty()) {
                    found.put(name, pointers);
                }
            }
        }
        assertEquals(new TreeMap<>(EXPECTED), found, table::toString);
    }
}
