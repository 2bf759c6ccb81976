package dev.sdkgen.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 11: an extraction of the PostgreSQL binaries that died half-way broke every later start
 * ({@code FileAlreadyExistsException .../libicui18n.so.60}), the tests' included. The half-extracted
 * directory is made the way deploy/run made it: an embedded PostgreSQL started in a 64 MB heap runs
 * out of memory while extracting. A normal start with the same temporary directory must then work.
 */
class PostgresInterruptedExtractionTest {

    @Test
    void startsAfterAnExtractionThatRanOutOfMemory(@TempDir Path tmp) throws Exception {
        Run interrupted = probe(tmp, "-Xmx64m");
        assertNotEquals(0, interrupted.exit(), interrupted.output());
        assertTrue(interrupted.output().contains("OutOfMemoryError"), interrupted.output());
        assertTrue(hasDanglingSymbolicLink(tmp),
                "the interrupted extraction should have left a half-filled binaries directory in " + tmp);

        Run next = probe(tmp, "-Xmx256m");
        assertEquals(0, next.exit(), next.output());
        assertTrue(next.output().contains("answer: 42"), next.output());
    }

    private record Run(int exit, String output) {
    }

    /** Runs {@link PostgresProbe} in its own JVM whose temporary directory is {@code tmp}. */
    private static Run probe(Path tmp, String heap) throws IOException, InterruptedException {
        Path log = Files.createTempFile("postgres-probe", ".log");
        ProcessBuilder builder = new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), heap,
                "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"),
                PostgresProbe.class.getName())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().remove("DB_URL"); // the embedded server, never an external one
        Process process = builder.start();
        try {
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                throw new AssertionError("the PostgreSQL probe did not finish in 120 s: "
                        + Files.readString(log, StandardCharsets.UTF_8));
            }
            return new Run(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
        } finally {
            process.destroy();
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
            Files.deleteIfExists(log);
        }
    }

    private static boolean hasDanglingSymbolicLink(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            List<Path> dangling = walk.filter(p -> Files.isSymbolicLink(p) && !Files.exists(p)).toList();
            return !dangling.isEmpty();
        }
    }
}
