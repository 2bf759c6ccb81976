package dev.sdkgen.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12: the artifact-store's container image (profile {@code images}, no registry, no Docker)
 * runs: {@code deploy/images/run-check} unpacks it, starts its entrypoint chroot-ed on a read-only
 * root as uid 1000, and sees {@code /q/health/live} UP; the same image with an entrypoint that
 * exits at once fails the check, and so does one with a later layer whose whiteout deletes the
 * runner jar (the layers are applied in order, whiteouts honoured). Not part of the default test run: it needs the image tar
 * ({@code ./mvnw -Pimages -DskipTests -pl artifact-store -am verify} first), root, and
 * {@code -Dsdkgen.images.check=true}. About 10 s per check on an idle machine.
 */
@EnabledIfSystemProperty(named = "sdkgen.images.check", matches = "true")
class ServiceImageTest {

    private static final Path ROOT = ServiceProcess.repositoryRoot();
    private static final Path IMAGE = ROOT.resolve("artifact-store/target/jib-image.tar");

    @Test
    void theArtifactStoreImageRunsAndIsLive() throws Exception {
        assertTrue(Files.isRegularFile(IMAGE), IMAGE + " is missing: build it with -Pimages");
        Result result = runCheck(IMAGE);
        assertEquals(0, result.exit(), result.output());
        assertTrue(result.output().contains("/q/health/live UP after"), result.output());
        assertTrue(result.output().contains(", uid 1000, root "), result.output());
        assertTrue(result.output().contains("artifact-store 0.1.0-SNAPSHOT on JVM"), result.output());
    }

    @Test
    void anImageWhoseServiceDoesNotStartFailsTheCheck(@TempDir Path dir) throws Exception {
        // the same image with `java -version` as its entrypoint: it exits and never answers
        Path unpacked = unpack(dir);
        Path config = unpacked.resolve("config.json");
        String json = Files.readString(config);
        String broken = json.replace("\"-jar\",\"/deployments/quarkus-run.jar\"", "\"-version\"");
        assertNotEquals(json, broken, "the entrypoint in config.json has changed its form: " + json);
        Files.writeString(config, broken);

        Result result = runCheck(pack(unpacked, dir));
        assertNotEquals(0, result.exit(), result.output());
        assertTrue(result.output().contains("run-check: FAILED: the service exited (status 0)"), result.output());
    }

    @Test
    void aWhiteoutInALaterLayerDeletesTheFileBelow(@TempDir Path dir) throws Exception {
        // a fourth layer that holds only the whiteout of /deployments/quarkus-run.jar: java cannot find it
        Path unpacked = unpack(dir);
        Path layer = Files.createDirectories(dir.resolve("layer/deployments"));
        Files.createFile(layer.resolve(".wh.quarkus-run.jar"));
        run(List.of("tar", "-cf", unpacked.resolve("whiteout.tar").toString(), "-C", dir.resolve("layer").toString(),
                "deployments"));
        Path manifest = unpacked.resolve("manifest.json");
        String json = Files.readString(manifest);
        String withLayer = json.replace("\"]}]", "\",\"whiteout.tar\"]}]");
        assertNotEquals(json, withLayer, "manifest.json has changed its form: " + json);
        Files.writeString(manifest, withLayer);

        Result result = runCheck(pack(unpacked, dir));
        assertNotEquals(0, result.exit(), result.output());
        assertTrue(result.output().contains("whiteout.tar"), result.output());
        assertTrue(result.output().contains("run-check: FAILED: the service exited (status 1)"), result.output());
        assertTrue(result.output().contains("Unable to access jarfile /deployments/quarkus-run.jar"), result.output());
    }

    private static Path unpack(Path dir) throws IOException, InterruptedException {
        assertTrue(Files.isRegularFile(IMAGE), IMAGE + " is missing: build it with -Pimages");
        Path unpacked = Files.createDirectories(dir.resolve("image"));
        run(List.of("tar", "-xf", IMAGE.toString(), "-C", unpacked.toString()));
        return unpacked;
    }

    private static Path pack(Path unpacked, Path dir) throws IOException, InterruptedException {
        Path image = dir.resolve("changed.tar");
        run(List.of("bash", "-c", "cd '" + unpacked + "' && tar -cf '" + image + "' *"));
        return image;
    }

    private record Result(int exit, String output) {
    }

    private static Result runCheck(Path image) throws IOException, InterruptedException {
        int port = Ports.free();
        List<String> command = new ArrayList<>(List.of(ROOT.resolve("deploy/images/run-check").toString(),
                image.toString(), String.valueOf(port), "ARTIFACT_STORE_PORT=" + port, "ARTIFACTS_DIR=/tmp/artifacts"));
        return run(command);
    }

    private static Result run(List<String> command) throws IOException, InterruptedException {
        Path output = Files.createTempFile("run-check", ".log");
        try {
            Process process = new ProcessBuilder(command).directory(ROOT.toFile()).redirectErrorStream(true)
                    .redirectOutput(output.toFile()).start();
            if (!process.waitFor(3, TimeUnit.MINUTES)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                throw new AssertionError(String.join(" ", command) + " did not finish in 3 minutes");
            }
            Result result = new Result(process.exitValue(), Files.readString(output, StandardCharsets.UTF_8));
            if (!command.get(0).endsWith("run-check")) {
                assertEquals(0, result.exit(), result.output());
            }
            return result;
        } finally {
            Files.deleteIfExists(output);
        }
    }
}
