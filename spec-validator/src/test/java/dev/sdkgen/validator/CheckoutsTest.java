package dev.sdkgen.validator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.testsupport.ConfigRepository;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JGit checkout at an exact commit, on real repositories (no Quarkus needed). */
class CheckoutsTest {

    private static ValidatorConfig config(Path work) {
        return new ValidatorConfig() {
            @Override
            public String workDir() {
                return work.toString();
            }

            @Override
            public Duration gitTimeout() {
                return Duration.ofSeconds(30);
            }

            @Override
            public Duration publishTimeout() {
                return Duration.ofSeconds(5);
            }

            @Override
            public int linesPerEvent() {
                return 10;
            }

            @Override
            public Retry retry() {
                throw new UnsupportedOperationException();
            }
        };
    }

    @Test
    void checksOutAnOlderCommitNotTheHead(@TempDir Path dir) throws Exception {
        ConfigRepository repo = ConfigRepository.create(dir.resolve("repo"), ConfigRepository.example("acme"), "main");
        String older = repo.commit(Map.of("NOTES.md", "old\n"), "older");
        repo.commit(Map.of("NOTES.md", "new\n"), "newer");
        ValidatorConfig config = config(dir.resolve("work"));
        Checkouts checkouts = new Checkouts(config, new WorkDirectory(config));
        Path out = checkouts.checkout(repo.url(), older, "bld_t");
        try {
            assertEquals("old\n", Files.readString(out.resolve("NOTES.md")));
            assertTrue(Files.isRegularFile(out.resolve("sdkgen.yaml")));
        } finally {
            checkouts.delete(out);
        }
        assertThrows(Checkouts.CheckoutException.class,
                () -> checkouts.checkout(repo.url(), "0123456789abcdef0123456789abcdef01234567", "bld_u"));
    }
}
