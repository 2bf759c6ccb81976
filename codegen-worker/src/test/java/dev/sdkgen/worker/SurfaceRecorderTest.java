package dev.sdkgen.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sdkgen.codegen.plan.Planner;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.surface.Change;
import dev.sdkgen.codegen.surface.SurfaceDiff;
import dev.sdkgen.engine.Engine;
import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildSource;
import dev.sdkgen.testsupport.ConfigRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worker's surface step without a platform: a fake artifact-store and orchestrator answer, real plans of
 * {@code examples/acme} and of the same config with {@code accounts.cards.freeze} removed from spec and config.
 */
class SurfaceRecorderTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final BuildSource SOURCE = new BuildSource("prj_1", "typescript", "typescript", "/tmp/r", "main", "c1");

    /** The artifact-store and the orchestrator, in memory. */
    private static class Fake implements SurfaceRecorder.Services {
        final Map<String, String> stored = new HashMap<>();
        final Map<String, String> names = new HashMap<>();
        OrchestratorClient.SurfaceOf previous;
        boolean storeFails;
        int reads;

        @Override
        public ArtifactRef store(String fileName, byte[] bytes) {
            String json = new String(bytes, StandardCharsets.UTF_8);
            if (storeFails) {
                throw new dev.sdkgen.service.InfrastructureUnavailableException("the artifact-store (http://x) is unavailable", false, null);
            }
            String sha = Archives.sha256(json.getBytes(StandardCharsets.UTF_8));
            stored.put(sha, json);
            names.put(fileName, sha);
            return new ArtifactRef(sha, sha, json.length(), "application/json", fileName);
        }

        @Override
        public String read(String id, String sha256) {
            reads++;
            return stored.get(id);
        }

        @Override
        public Optional<OrchestratorClient.SurfaceOf> previous(BuildSource source, String buildId) {
            return Optional.ofNullable(previous);
        }

        @Override
        public Optional<OrchestratorClient.SurfaceRecord> recorded(BuildSource source, String buildId) {
            return Optional.empty();
        }

        JsonNode document(String fileName) throws IOException {
            return JSON.readTree(stored.get(names.get(fileName)));
        }
    }

    /** examples/acme at {@code version}; without freeze: its operation and its mapping removed. */
    static SdkPlan acme(Path dir, String version, boolean freeze) throws IOException {
        copy(ConfigRepository.example("acme"), dir);
        Path config = dir.resolve("sdkgen.yaml");
        String yaml = Files.readString(config).replace("version: 1.4.0", "version: " + version);
        Path spec = dir.resolve("openapi/acme.yaml");
        String openapi = Files.readString(spec);
        if (!freeze) {
            yaml = yaml.replace("          freeze: post /accounts/{account_id}/cards/{card_id}/freeze\n", "");
            openapi = openapi.substring(0, openapi.indexOf("  /accounts/{account_id}/cards/{card_id}/freeze:"))
                    + openapi.substring(openapi.indexOf("components:\n"));
        }
        Files.writeString(config, yaml);
        Files.writeString(spec, openapi);
        Engine.Validation v = Engine.validate(dir);
        assertTrue(v.ok(), () -> String.join("\n", v.log()));
        return Planner.plan(v.model());
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    @Test
    void theFirstBuildIsInitialAndARemovedMethodWithoutAMajorVersionIsMajorWithSdkgen309(@TempDir Path dir)
            throws IOException {
        Fake fake = new Fake();
        SurfaceRecorder recorder = new SurfaceRecorder(fake, 8);
        SurfaceRecorder.Recorded first = recorder.record("bld_1", SOURCE, acme(dir.resolve("a"), "1.4.0", true),
                "acme-typescript-1.4.0");
        assertEquals("initial", first.report().verdict());
        assertNull(first.report().againstBuildId());
        assertEquals(0, first.report().changes());
        assertNull(first.diff(), "never a fake comparison");
        assertTrue(first.lines().contains("Surface verdict: initial (the first succeeded build of the typescript target:"
                + " nothing to compare with)"), first.lines().toString());
        JsonNode initial = fake.document("acme-typescript-1.4.0.surface-diff.json");
        assertTrue(initial.get("against_build_id").isNull(), initial.toString());
        assertEquals("initial", initial.at("/targets/0/verdict").asText());
        assertEquals("1.4.0", initial.at("/targets/0/newVersion").asText());
        assertEquals(0, initial.at("/targets/0/changes").size());
        JsonNode surface = fake.document("acme-typescript-1.4.0.surface.json");
        assertEquals(first.report().surface().id(), fake.names.get("acme-typescript-1.4.0.surface.json"));
        assertTrue(surface.at("/methods").has("accounts.cards.freeze"), surface.toString());

        fake.previous = new OrchestratorClient.SurfaceOf("bld_1", first.report().surface().id(),
                first.report().surface().sha256());
        SurfaceRecorder.Recorded second = recorder.record("bld_2", SOURCE, acme(dir.resolve("b"), "1.5.0", false),
                "acme-typescript-1.5.0");
        assertEquals("major", second.report().verdict());
        assertEquals("bld_1", second.report().againstBuildId());
        assertEquals(1, second.report().warnings());
        Change removed = second.diff().changes().get(0);
        assertEquals(Change.Level.MAJOR, removed.level());
        assertEquals("method", removed.what());
        assertEquals("accounts.cards.freeze", removed.name());
        assertEquals(Change.Kind.REMOVED, removed.kind());
        assertEquals(second.diff().changes().size(), second.report().changes());
        assertTrue(second.lines().stream().anyMatch(l -> l.startsWith("Surface verdict: major against build bld_1 "
                + "(typescript: major (1.4.0 -> 1.5.0, ")), second.lines().toString());
        assertTrue(second.lines().stream().anyMatch(l -> l.contains("method accounts.cards.freeze removed")),
                second.lines().toString());
        assertTrue(second.lines().contains("Warning: SDKGEN309 - Breaking change without a major version"),
                second.lines().toString());
        assertTrue(second.lines().contains("  Target: typescript"), second.lines().toString());
        JsonNode diff = fake.document("acme-typescript-1.5.0.surface-diff.json");
        assertEquals("bld_1", diff.get("against_build_id").asText());
        assertEquals("typescript", diff.at("/targets/0/language").asText());
        assertEquals("1.4.0", diff.at("/targets/0/oldVersion").asText());
        assertEquals("major", diff.at("/targets/0/verdict").asText());
        assertEquals("accounts.cards.freeze", diff.at("/targets/0/changes/0/name").asText());
        assertEquals("MAJOR", diff.at("/targets/0/changes/0/level").asText());
        assertEquals("SDKGEN309", diff.at("/diagnostics/0/code").asText());
        assertEquals("warning", diff.at("/diagnostics/0/severity").asText());
    }

    @Test
    void theSurfaceThisInstanceStoredIsComparedWithoutReadingItAgainAndGivesTheSameDiff(@TempDir Path dir) throws IOException {
        SdkPlan before = acme(dir.resolve("a"), "1.4.0", true);
        SdkPlan after = acme(dir.resolve("b"), "1.5.0", false);
        Fake fake = new Fake();
        SurfaceRecorder keeping = new SurfaceRecorder(fake, 8);
        SurfaceRecorder.Recorded first = keeping.record("bld_1", SOURCE, before, "acme-typescript-1.4.0");
        fake.previous = new OrchestratorClient.SurfaceOf("bld_1", first.report().surface().id(),
                first.report().surface().sha256());

        // the second path: an instance that keeps nothing (or was restarted) reads the previous surface from the store
        SurfaceRecorder.Recorded read = new SurfaceRecorder(fake, 0).record("bld_2", SOURCE, after, "acme-typescript-1.5.0");
        assertEquals(1, fake.reads);
        String readDiff = fake.stored.get(read.report().diff().id());

        SurfaceRecorder.Recorded kept = keeping.record("bld_2", SOURCE, after, "acme-typescript-1.5.0");
        assertEquals(1, fake.reads, "the kept surface is not read again");
        assertEquals("major", kept.report().verdict());
        assertEquals(read.report().changes(), kept.report().changes());
        assertEquals(read.diff(), kept.diff());
        assertEquals(read.lines(), kept.lines());
        assertEquals(readDiff, fake.stored.get(kept.report().diff().id()), "the same diff document");

        // a previous surface this instance did not store (another instance's) is read
        fake.previous = new OrchestratorClient.SurfaceOf("bld_x", "0other", "0other");
        fake.stored.put("0other", fake.stored.get(first.report().surface().id()));
        SurfaceRecorder.Recorded other = keeping.record("bld_3", SOURCE, after, "acme-typescript-1.5.1");
        assertEquals(2, fake.reads);
        assertEquals(read.diff().changes(), other.diff().changes());
    }

    @Test
    void aSurfaceIsStoredOnlyWhenStoreIsCalledAndAFailedPreparationStoresNothing(@TempDir Path dir) throws IOException {
        Fake fake = new Fake();
        SurfaceRecorder recorder = new SurfaceRecorder(fake, 8);
        SurfaceRecorder.Prepared prepared = recorder.prepare("bld_1", SOURCE, acme(dir, "1.4.0", true));
        assertTrue(fake.stored.isEmpty(), "nothing stored before the archive");
        SurfaceRecorder.Recorded recorded = recorder.store("bld_1", prepared, "acme-typescript-1.4.0");
        assertEquals(2, fake.stored.size(), "the surface and its diff document");
        assertEquals("initial", recorded.report().verdict());

        Fake away = new Fake() {
            @Override
            public Optional<OrchestratorClient.SurfaceOf> previous(BuildSource source, String buildId) {
                throw new dev.sdkgen.service.InfrastructureUnavailableException("the build-orchestrator (http://o) is unavailable",
                        false, null);
            }
        };
        SurfaceRecorder.Prepared failed = new SurfaceRecorder(away, 8).prepare("bld_2", SOURCE, acme(dir.resolve("b"), "1.4.0", true));
        SurfaceRecorder.Recorded none = new SurfaceRecorder(away, 8).store("bld_2", failed, "acme-typescript-1.4.0");
        assertTrue(away.stored.isEmpty(), "no blob for a surface that was not compared");
        assertNull(none.report());
        assertEquals(List.of("The public surface was not recorded: the build-orchestrator (http://o) is unavailable"),
                none.lines());
    }

    @Test
    void anUnreadablePreviousSurfaceComparesNothingAndAStoreThatStaysAwayRecordsNothing(@TempDir Path dir)
            throws IOException {
        Fake fake = new Fake();
        SdkPlan plan = acme(dir, "1.4.0", true);
        String surface = fake.stored.get(new SurfaceRecorder(fake, 8).record("bld_0", SOURCE, plan, "a").report().surface().id());
        assertTrue(surface.contains("\"surfaceVersion\" : 1,"), surface);
        fake.stored.put("0bad", surface.replace("\"surfaceVersion\" : 1,", "\"surfaceVersion\" : 99,"));
        fake.previous = new OrchestratorClient.SurfaceOf("bld_0", "0bad", "0bad");
        SurfaceRecorder.Recorded recorded = new SurfaceRecorder(fake, 8).record("bld_1", SOURCE, plan, "acme-typescript-1.4.0");
        assertEquals("initial", recorded.report().verdict());
        assertNull(recorded.report().againstBuildId());
        assertTrue(recorded.lines().stream().anyMatch(l -> l.startsWith("Surface verdict: initial (the surface of build"
                + " bld_0 cannot be read: surface version 99")), recorded.lines().toString());

        fake.storeFails = true;
        SurfaceRecorder.Recorded none = new SurfaceRecorder(fake, 8).record("bld_2", SOURCE, plan, "acme-typescript-1.4.0");
        assertNull(none.report());
        assertNull(none.diff());
        assertEquals(List.of("The public surface was not recorded: the artifact-store (http://x) is unavailable"),
                none.lines());
    }

    @Test
    void theLogHasAtMost40ChangeLinesOfAtMost400Characters() {
        List<Change> changes = new java.util.ArrayList<>();
        for (int i = 0; i < 45; i++) {
            changes.add(new Change(Change.Level.MINOR, "type", "T" + (100 + i), Change.Kind.ADDED,
                    "a new type " + "x".repeat(i == 0 ? 1000 : 10), null, null, null));
        }
        List<String> lines = new java.util.ArrayList<>();
        SurfaceRecorder.log(new SurfaceDiff("go", "1.0.0", "1.1.0", changes), "bld_1", List.of(), lines);
        assertEquals("Surface verdict: minor against build bld_1 (go: minor (1.0.0 -> 1.1.0, 45 changes))", lines.get(0));
        assertEquals(1 + 40 + 1, lines.size(), lines.toString());
        assertEquals(400, lines.get(1).length());
        assertTrue(lines.get(1).endsWith("…"), lines.get(1));
        assertEquals("  … and 5 more (GET …/sdk-builds/{id}/surface-diff)", lines.get(41));
    }

    @Test
    void theChangelogCarriesTheBranchsHistoryForward(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("CHANGELOG.md"), "# Changelog\n\n## 1.5.0\n\n- The SDK generated by sdkgen.\n");
        String history = "# Changelog\n\n## 1.4.0\n\n- The SDK generated by sdkgen.\n";
        Change removed = new Change(Change.Level.MAJOR, "method", "accounts.cards.freeze", Change.Kind.REMOVED,
                "calls of it break", "client.accounts.cards.freeze", null, null);
        SurfaceDiff major = new SurfaceDiff("typescript", "1.4.0", "1.5.0", List.of(removed));
        UnaryOperator<String> withDiff = Deliveries.changelog(major, "1.5.0", dir);
        String once = withDiff.apply(history);
        assertEquals("# Changelog\n\n## 1.5.0\n\n### Breaking changes\n\n- `accounts.cards.freeze`: method removed"
                + " — calls of it break\n\n## 1.4.0\n\n- The SDK generated by sdkgen.\n", once);
        assertEquals(once, withDiff.apply(once), "delivered again: the same file");

        // no diff (a first build, or one that cannot be read): the generated section, never over one of this version
        UnaryOperator<String> noDiff = Deliveries.changelog(null, "1.5.0", dir);
        assertEquals("# Changelog\n\n## 1.5.0\n\n- The SDK generated by sdkgen.\n\n## 1.4.0\n\n- The SDK generated by"
                + " sdkgen.\n", noDiff.apply(history));
        assertEquals(once, noDiff.apply(once));
        // a diff without changes keeps a section of its version too
        assertEquals(once, Deliveries.changelog(new SurfaceDiff("typescript", "1.5.0", "1.5.0", List.of()), "1.5.0", dir)
                .apply(once));
    }
}
