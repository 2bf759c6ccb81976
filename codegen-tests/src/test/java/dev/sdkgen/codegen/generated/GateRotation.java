package dev.sdkgen.codegen.generated;

import dev.sdkgen.codegen.testing.Processes;
import dev.sdkgen.codegen.testing.Toolchains;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which corpus specs a run of {@link CompileGateTest} checks fully (docs/codegen.md, "Which rows a run checks fully").
 * Every spec of at most {@value #LARGE} bytes, in every run. Of the larger ones (DigitalOcean, GitHub, OpenAI, Stripe:
 * most of the gate's CPU), one per run in turn, keyed by the commit: the {@code n}-th of them in name order where
 * {@code n} is {@code git rev-list --count HEAD} modulo their number, so that any run of consecutive commits as long as
 * their number checks each of them fully once. The others get the light gate ({@code LanguageToolchain#lightGate}):
 * generated, validated, TypeScript's tsc and Java's javac on the SDK, Python's {@code compileall}, Go's {@code gofmt}
 * and {@code go vet}; not pyright, staticcheck nor the spec's examples in any language.
 *
 * <p>{@code -Dsdkgen.gate.full=true} checks every spec fully; {@code -Dsdkgen.gate.full=github,stripe} those as well as
 * this run's pick. A run on other specs ({@code -Dsdkgen.specs.dir}) or outside a Git work tree checks all fully.
 */
final class GateRotation {
    /** Specs above this many bytes take turns. */
    static final long LARGE = 1_000_000;

    private static String described = "every spec checked fully";

    private final Set<String> full;
    private final boolean all;

    private GateRotation(Set<String> full, boolean all) {
        this.full = full;
        this.all = all;
    }

    /** The rotation over spec folders and their sizes in bytes; {@code corpus} false (a bench run on other specs) checks all. */
    static GateRotation of(Map<Path, Long> sizes, boolean corpus) {
        return of(sizes, corpus, commitCount(), System.getProperty("sdkgen.gate.full", ""));
    }

    /** The rotation at a commit count (-1: unknown) with {@code -Dsdkgen.gate.full}'s value. */
    static synchronized GateRotation of(Map<Path, Long> sizes, boolean corpus, long commits, String fullProperty) {
        String property = fullProperty.strip();
        List<String> large = sizes.entrySet().stream().filter(e -> e.getValue() > LARGE)
                .map(e -> e.getKey().getFileName().toString()).sorted().toList();
        if (!corpus || property.equals("true") || commits < 0 || large.isEmpty()) {
            described = "every spec checked fully";
            return new GateRotation(Set.of(), true);
        }
        Set<String> full = new TreeSet<>(Arrays.asList(property.split(",")));
        full.remove("");
        String pick = large.get((int) (commits % large.size()));
        full.add(pick);
        described = "of the large specs " + large + " this run (commit " + commits + ") checks " + pick + " fully"
                + (full.size() > 1 ? " and, by -Dsdkgen.gate.full, " + full.stream().filter(f -> !f.equals(pick)).toList() : "")
                + "; -Dsdkgen.gate.full=true checks every spec fully";
        Set<String> smallOrChosen = new TreeSet<>(full);
        sizes.forEach((folder, bytes) -> {
            if (bytes <= LARGE) {
                smallOrChosen.add(folder.getFileName().toString());
            }
        });
        return new GateRotation(smallOrChosen, false);
    }

    /** Whether the spec's rows run the full gate in this run. */
    boolean full(String spec) {
        return all || full.contains(spec);
    }

    /** What this run checks fully, for messages. */
    static synchronized String describe() {
        return described;
    }

    /** {@code git rev-list --count HEAD} in the repository, or -1 when Git cannot say. */
    static long commitCount() {
        try {
            Processes.Result result = Processes.run(Toolchains.repoRoot(), Duration.ofSeconds(30), "git", "rev-list", "--count", "HEAD");
            return result.ok() ? Long.parseLong(result.output().strip()) : -1;
        } catch (RuntimeException e) {
            return -1;
        }
    }
}
