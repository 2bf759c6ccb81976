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
        return config(work, 2, 0);
    }

    private static ValidatorConfig config(Path work, int maxEntries, long maxBytes) {
        return new ValidatorConfig() {
            @Override
            public Duration workSweepInterval() {
                return Duration.ZERO;
            }

            @Override
            public Cache cache() {
                return new Cache() {
                    @Override
                    public int maxEntries() {
                        return maxEntries;
                    }

                    @Override
                    public long maxBytes() {
                        return maxBytes;
                    }
                };
            }

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
            public Duration reuseIrUpload() {
                return Duration.ofMinutes(1);
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

    /** The clone cache keeps its most recently used entries within both bounds; an evicted repository is fetched anew. */
    @Test
    void theCloneCacheKeepsTheMostRecentlyUsedEntriesWithinItsBounds(@TempDir Path dir) throws Exception {
        List<ConfigRepository> repos = new java.util.ArrayList<>();
        List<String> heads = new java.util.ArrayList<>();
        for (String name : List.of("a", "b", "c")) {
            ConfigRepository repo = ConfigRepository.create(dir.resolve(name), ConfigRepository.example("acme"), "main");
            heads.add(repo.commit(Map.of("NOTES.md", name + "\n"), name));
            repos.add(repo);
        }
        ValidatorConfig config = config(dir.resolve("work"), 2, 0);
        Checkouts checkouts = new Checkouts(config, git(true, dir), SupportBeans.workDirectory(config), "http://o", p -> null);
        java.util.function.BiFunction<Integer, String, String> checkout = (i, build) -> {
            try {
                Checkouts.Checkout c = checkouts.checkout(source(repos.get(i).url(), heads.get(i)), build);
                checkouts.delete(c.directory());
                return c.note();
            } catch (Checkouts.CheckoutException e) {
                throw new AssertionError(e.getMessage());
            }
        };
        checkout.apply(0, "bld_a");
        checkout.apply(1, "bld_b");
        assertEquals(2, cacheEntries(dir));
        checkout.apply(2, "bld_c"); // a, the least recently used, goes
        assertEquals(2, cacheEntries(dir));
        assertTrue(checkout.apply(2, "bld_c2").startsWith("Fetched into the existing local copy"));
        assertTrue(checkout.apply(1, "bld_b2").startsWith("Fetched into the existing local copy"));
        assertTrue(checkout.apply(0, "bld_a2").startsWith("Fetched into a new local copy"), "a was evicted");
        // now c is the least recently used
        assertTrue(checkout.apply(1, "bld_b3").startsWith("Fetched into the existing local copy"));
        assertTrue(checkout.apply(2, "bld_c3").startsWith("Fetched into a new local copy"), "c was evicted");

        // a byte bound below any entry's size keeps only the entry just used
        ValidatorConfig tiny = config(dir.resolve("work"), 0, 1);
        Checkouts small = new Checkouts(tiny, git(true, dir), SupportBeans.workDirectory(tiny), "http://o", p -> null);
        Checkouts.Checkout c = small.checkout(source(repos.get(0).url(), heads.get(0)), "bld_t");
        small.delete(c.directory());
        assertEquals(1, cacheEntries(dir));
        dev.sdkgen.git.GitClient.CacheUse use = small.trimCache();
        assertEquals(1, use.entries());
        assertTrue(use.bytes() > 0, "bytes of the kept entry: " + use);
    }

    private static long cacheEntries(Path dir) throws java.io.IOException {
        try (var entries = Files.list(dir.resolve("work").resolve(Checkouts.CACHE))) {
            return entries.filter(p -> p.getFileName().toString().endsWith(".git")).count();
        }
    }
}
