package dev.sdkgen.codegen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.LanguageToolchain;
import dev.sdkgen.codegen.testing.Toolchains;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generated SDKs of the fixtures are committed under {@code codegen/src/test/golden/<fixture>/<language>/};
 * this test regenerates them and fails on any byte difference. The runtime core is left out of the
 * golden copies (it is the runtime's own files, checked byte for byte against them here instead — for Java
 * after the documented rewrite of the package prefix), so a runtime change does not churn the goldens.
 *
 * <p>After an intended change of the generated code, refresh the goldens and review the diff:
 * {@code ./mvnw -B -q -pl codegen -am verify -Dtest=GoldenTest -Dsurefire.failIfNoSpecifiedTests=false -Dsdkgen.golden.update=true}.
 */
class GoldenTest {
    static final Path GOLDEN = Toolchains.codegenDir().resolve("src/test/golden");
    private static final boolean UPDATE = Boolean.getBoolean("sdkgen.golden.update");

    /** The fixtures with golden copies, in every language the generator supports. */
    static final List<String> FIXTURES = List.of("acme", "kitchen-sink", "hostile", "no-retries", "bodies", "type-fidelity",
            "wire", "no-servers", "names", "extra-properties", "security", "streaming", "retries");

    static Stream<Arguments> fixtures() {
        List<Arguments> out = new ArrayList<>();
        for (Target target : Fixtures.targets()) {
            for (String fixture : FIXTURES) {
                out.add(Arguments.of(fixture, Fixtures.byName(fixture), target));
            }
        }
        return out.stream();
    }

    /** Runs {@code work} in a fork-join pool of four threads, more than the files of a small SDK need to split. */
    static <T> T inForkJoinPool(java.util.concurrent.Callable<T> work) {
        java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(4);
        try {
            return pool.submit(work).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("fixtures")
    void generatedSdkMatchesTheGoldenCopy(String fixture, Path repo, Target target) {
        SdkModel model = Fixtures.model(repo);
        GeneratedSdk sdk = Generator.generate(model, target);
        // The second run renders its files side by side (ParallelFiles, as bin/sdkgen does): the same bytes.
        GeneratedSdk again = inForkJoinPool(() -> Generator.generate(Fixtures.model(repo), target));
        assertEquals(sdk.files().keySet(), again.files().keySet(), "two runs wrote different files");
        sdk.files().forEach((path, bytes) -> assertArrayEquals(bytes, again.files().get(path),
                path + " differs between a run one file after another and one with files side by side"));

        SortedMap<String, byte[]> generated = new TreeMap<>();
        sdk.files().forEach((path, bytes) -> {
            if (!sdk.core().containsKey(path)) {
                generated.put(path, bytes);
            }
        });
        Path golden = GOLDEN.resolve(fixture).resolve(target.id());
        if (UPDATE) {
            write(golden, generated);
            return;
        }
        SortedMap<String, byte[]> expected = read(golden);
        List<String> problems = new ArrayList<>();
        for (String path : new TreeSet<>(union(expected.keySet(), generated.keySet()))) {
            byte[] want = expected.get(path);
            byte[] got = generated.get(path);
            if (want == null) {
                problems.add("new file " + path);
            } else if (got == null) {
                problems.add("missing file " + path);
            } else if (!java.util.Arrays.equals(want, got)) {
                problems.add("changed " + path + ": " + firstDifference(want, got));
            }
        }
        if (!problems.isEmpty()) {
            fail("the " + target.id() + " SDK of " + fixture + " differs from " + Toolchains.repoRoot().relativize(golden)
                    + " (" + problems.size() + " files):\n  " + String.join("\n  ", problems)
                    + "\nIf the change is intended, refresh with -Dsdkgen.golden.update=true (see GoldenTest) and review the diff.");
        }
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("fixtures")
    void runtimeCoreIsCopiedVerbatim(String fixture, Path repo, Target target) throws IOException {
        SdkModel model = Fixtures.model(repo);
        GeneratedSdk sdk = Generator.generate(model, target);
        String language = target.id();
        Path runtime = Toolchains.runtimeDir(language);
        int copied = 0;
        LanguageToolchain toolchain = LanguageToolchain.of(target);
        for (Map.Entry<String, String> e : sdk.core().entrySet()) {
            String expected = Files.readString(runtime.resolve(e.getValue()));
            String inSdk = new String(sdk.files().get(e.getKey()), StandardCharsets.UTF_8);
            assertEquals(expected, toolchain.runtimeSource(inSdk), e.getKey() + " is not the runtime's " + e.getValue());
            copied++;
        }
        try (Stream<Path> files = Files.walk(runtime)) {
            assertEquals(files.filter(Files::isRegularFile).count(), copied, "every runtime file of " + language + " is in the SDK");
        }
        assertTrue(copied > 0);
    }

    private static TreeSet<String> union(java.util.Set<String> a, java.util.Set<String> b) {
        TreeSet<String> s = new TreeSet<>(a);
        s.addAll(b);
        return s;
    }

    private static String firstDifference(byte[] want, byte[] got) {
        String[] a = new String(want, StandardCharsets.UTF_8).split("\n", -1);
        String[] b = new String(got, StandardCharsets.UTF_8).split("\n", -1);
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            String x = i < a.length ? a[i] : "<end of file>";
            String y = i < b.length ? b[i] : "<end of file>";
            if (!x.equals(y)) {
                return "line " + (i + 1) + "\n      golden:    " + x + "\n      generated: " + y;
            }
        }
        return "bytes differ";
    }

    static SortedMap<String, byte[]> read(Path dir) {
        SortedMap<String, byte[]> files = new TreeMap<>();
        if (!Files.isDirectory(dir)) {
            return files;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(dir.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    private static void write(Path dir, SortedMap<String, byte[]> files) {
        try {
            if (Files.exists(dir)) {
                try (Stream<Path> walk = Files.walk(dir)) {
                    for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(p);
                    }
                }
            }
            for (Map.Entry<String, byte[]> e : files.entrySet()) {
                Path file = dir.resolve(e.getKey());
                Files.createDirectories(file.getParent());
                Files.write(file, e.getValue());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
