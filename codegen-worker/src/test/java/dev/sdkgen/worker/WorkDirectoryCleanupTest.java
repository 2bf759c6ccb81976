package dev.sdkgen.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A worker killed in the middle of a build leaves its generated tree behind (the directory the
 * previous version used, and the instance directory of this one whose lock died with it): the next
 * start removes both and works in a directory of its own.
 */
@QuarkusTest
@TestProfile(WorkDirectoryCleanupTest.Leftovers.class)
@WithTestResource(ArtifactStoreTestResource.class)
class WorkDirectoryCleanupTest {

    /**
     * Made once per JVM (a system property, not a static field: the profile and the test class are
     * loaded by different class loaders, so each would run a static initialiser of its own).
     */
    static final Path WORK = leftovers();

    private static synchronized Path leftovers() {
        String made = System.getProperty("sdkgen.test.codegen-work");
        if (made != null) {
            return Path.of(made);
        }
        try {
            Path work = Files.createTempDirectory("sdkgen-codegen-work-");
            Files.createDirectories(work.resolve("bld_killed00000000000000-typescript-123/src"));
            Files.writeString(work.resolve("bld_killed00000000000000-typescript-123/src/index.ts"), "export {};\n");
            Files.createDirectories(work.resolve("instance-dead/bld_killed11111111111111-python-456"));
            Files.writeString(work.resolve("instance-dead/.lock"), "");
            System.setProperty("sdkgen.test.codegen-work", work.toString());
            return work;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static class Leftovers implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("sdkgen.codegen.work-dir", WORK.toString(), "sdkgen.codegen.work-sweep-interval", "PT1S");
        }
    }

    @Test
    void whatAKilledWorkerLeftIsGoneAndThisInstanceWorksInItsOwnDirectory() throws IOException {
        List<String> left;
        try (Stream<Path> entries = Files.list(WORK)) {
            left = entries.map(p -> p.getFileName().toString()).toList();
        }
        assertFalse(left.contains("bld_killed00000000000000-typescript-123"), left.toString());
        assertFalse(left.contains("instance-dead"), left.toString());
        assertEquals(1, left.size(), left.toString());
        assertTrue(left.get(0).startsWith("instance-"), left.toString());

        // an instance that dies while this one runs: its directory is swept within the interval, this one's stays
        Path dead = Files.createDirectories(WORK.resolve("instance-died-meanwhile/bld_x-go-1"));
        Files.writeString(WORK.resolve("instance-died-meanwhile/.lock"), "");
        Files.writeString(dead.resolve("main.go"), "package acme\n");
        // what this instance holds counts as work (the dead one's may be swept before the request)
        Files.writeString(WORK.resolve(left.get(0)).resolve("probe.txt"), "thirteen bytes");
        io.restassured.RestAssured.given().get("/internal/v1/disk").then().statusCode(200)
                .body("items[0].name", org.hamcrest.Matchers.equalTo("work"))
                .body("items[0].bytes", org.hamcrest.Matchers.greaterThanOrEqualTo(13));
        org.awaitility.Awaitility.await().atMost(java.time.Duration.ofSeconds(10))
                .until(() -> !Files.exists(WORK.resolve("instance-died-meanwhile")));
        assertTrue(Files.isDirectory(WORK.resolve(left.get(0))), "this instance's own directory stays");
    }
}
