package dev.sdkgen.validator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.BuildSource;
import dev.sdkgen.service.WorkDirectory;
import dev.sdkgen.testsupport.ConfigRepository;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Checkouts at an exact commit through the clone cache, on real repositories (no Quarkus needed). */
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
            public Duration heartbeatInterval() {
                return Duration.ofSeconds(5);
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
            public int reuseCommits() {
                return 2;
            }

            @Override
            public Retry retry() {
                return new Retry() {
                    @Override
                    public int attempts() {
                        return 2;
                    }

                    @Override
                    public Duration initialBackoff() {
                        return Duration.ofMillis(100);
                    }

                    @Override
                    public Duration maxBackoff() {
                        return Duration.ofMillis(100);
                    }
                };
            }
        };
    }

    private static GitConfig git(boolean localEnabled, Path root) {
        return new GitConfig() {
            @Override
            public boolean allowHttp() {
                return false;
            }

            @Override
            public Local local() {
                return new Local() {
                    @Override
                    public boolean enabled() {
                        return localEnabled;
                    }

                    @Override
                    public Optional<List<String>> roots() {
                        return Optional.of(List.of(root.toString()));
                    }
                };
            }

            @Override
            public Optional<String> secretsKey() {
                return Optional.empty();
            }

            @Override
            public Optional<String> knownHostsFile() {
                return Optional.empty();
            }
        };
    }

    private static BuildSource source(String url, String commit) {
        return new BuildSource("prj_t", "go", "go", url, "main", commit);
    }

    @Test
    void checksOutAnOlderCommitThroughTheCache(@TempDir Path dir) throws Exception {
        ConfigRepository repo = ConfigRepository.create(dir.resolve("repo"), ConfigRepository.example("acme"), "main");
        String older = repo.commit(Map.of("NOTES.md", "old\n"), "older");
        repo.commit(Map.of("NOTES.md", "new\n"), "newer");
        ValidatorConfig config = config(dir.resolve("work"));
        WorkDirectory work = SupportBeans.workDirectory(config);
        Checkouts checkouts = new Checkouts(config, git(true, dir), work, "http://orchestrator", p -> null);
        Checkouts.Checkout out = checkouts.checkout(source(repo.url(), older), "bld_t");
        try {
            assertEquals("old\n", Files.readString(out.directory().resolve("NOTES.md")));
            assertTrue(Files.isRegularFile(out.directory().resolve("sdkgen.yaml")));
            assertTrue(out.note().startsWith("Fetched into a new local copy"), out.note());
        } finally {
            checkouts.delete(out.directory());
        }
        Checkouts.Checkout again = checkouts.checkout(source(repo.url(), older), "bld_u");
        assertTrue(again.note().startsWith("Fetched into the existing local copy"), again.note());
        checkouts.delete(again.directory());
        Checkouts.CheckoutException missing = assertThrows(Checkouts.CheckoutException.class,
                () -> checkouts.checkout(source(repo.url(), "0123456789abcdef0123456789abcdef01234567"), "bld_v"));
        assertTrue(missing.getMessage().contains("is not in"), missing.getMessage());
        // the cache survives a restart's clean-up of the work directory
        work.release();
        SupportBeans.workDirectory(config).claim();
        assertTrue(Files.isDirectory(dir.resolve("work").resolve(Checkouts.CACHE)));
    }

    @Test
    void localPathsAreRefusedWhenDisabledOrOutsideTheRoots(@TempDir Path dir) throws Exception {
        ConfigRepository repo = ConfigRepository.create(dir.resolve("repo"), ConfigRepository.example("acme"), "main");
        String head = repo.commit(Map.of("NOTES.md", "x\n"), "x");
        ValidatorConfig config = config(dir.resolve("work"));
        Checkouts disabled = new Checkouts(config, git(false, dir), SupportBeans.workDirectory(config), "http://o", p -> null);
        Checkouts.CheckoutException e = assertThrows(Checkouts.CheckoutException.class,
                () -> disabled.checkout(source(repo.url(), head), "bld_w"));
        assertTrue(e.getMessage().contains("local repository paths are disabled"), e.getMessage());
        Checkouts elsewhere = new Checkouts(config, git(true, dir.resolve("somewhere-else")), SupportBeans.workDirectory(config),
                "http://o", p -> null);
        e = assertThrows(Checkouts.CheckoutException.class, () -> elsewhere.checkout(source(repo.url(), head), "bld_x"));
        assertTrue(e.getMessage().contains("only allowed under the configured roots"), e.getMessage());
        assertFalse(e.getMessage().contains(repo.url()), e.getMessage());
    }
}
