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
 * Two groups take turns, each keyed by the commit: of the specs above {@value #LARGE} bytes (DigitalOcean, GitHub,
 * OpenAI, Stripe: most of the gate's CPU) and of the style probes ({@link #TURNS}), the {@code n}-th in name order where
 * {@code n} is {@code git rev-list --count HEAD} modulo the group's size, so that any run of consecutive commits as long
 * as a group checks each of its specs fully once. The others of both groups get the light gate
 * ({@code LanguageToolchain#lightGate}): generated, validated, TypeScript's tsc and Java's javac on the SDK, Python's
 * {@code compileall}, Go's {@code gofmt} and {@code go vet}; not pyright, staticcheck nor the spec's examples in any
 * language. Every other spec is checked fully in every run.
 *
 * <p>{@code -Dsdkgen.gate.full=true} checks every spec fully; {@code -Dsdkgen.gate.full=github,stripe} those as well as
 * this run's picks. A run on other specs ({@code -Dsdkgen.specs.dir}) or outside a Git work tree checks all fully.
 */
final class GateRotation {
    /** Specs above this many bytes take turns. */
    static final long LARGE = 1_000_000;
    /**
     * The style probes (corpus/SOURCES.md): specs of at most {@value #LARGE} bytes, each there for a style of API the
     * others do not have, which take turns at the full gate like the large ones (docs/benchmarks.md, "The corpus's
     * style probes").
     */
    static final List<String> TURNS = List.of("exoscale", "keycloak", "mistral", "temporal", "tinvest");

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
        List<String> probes = sizes.keySet().stream().map(f -> f.getFileName().toString())
                .filter(s -> TURNS.contains(s) && !large.contains(s)).sorted().toList();
        if (!corpus || property.equals("true") || commits < 0 || large.isEmpty() && probes.isEmpty()) {
            described = "every spec checked fully";
            return new GateRotation(Set.of(), true);
        }
        Set<String> named = new TreeSet<>(Arrays.asList(property.split(",")));
        named.remove("");
        Set<String> full = new TreeSet<>(named);
        String largePick = pick(large, commits, full);
        String probePick = pick(probes, commits, full);
        named.removeIf(s -> s.equals(largePick) || s.equals(probePick));
        described = (largePick == null ? "" : "of the large specs " + large + " this run (commit " + commits + ") checks "
                + largePick + " fully; ")
                + (probePick == null ? "" : "of the style probes " + probes + " it checks " + probePick + " fully; ")
                + (named.isEmpty() ? "" : "by -Dsdkgen.gate.full, " + named + " as well; ")
                + "-Dsdkgen.gate.full=true checks every spec fully";
        sizes.keySet().stream().map(f -> f.getFileName().toString())
                .filter(s -> !large.contains(s) && !probes.contains(s)).forEach(full::add);
        return new GateRotation(full, false);
    }

    /** The group's spec whose turn it is at this commit count, added to {@code full}; null for an empty group. */
    private static String pick(List<String> group, long commits, Set<String> full) {
        if (group.isEmpty()) {
            return null;
        }
        String pick = group.get((int) (commits % group.size()));
        full.add(pick);
        return pick;
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
