package dev.sdkgen.engine.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/** The repository's shared fixtures ({@code fixtures/}, {@code examples/}) and the real-spec corpus ({@code corpus/}). */
public final class Fixtures {
    private Fixtures() {
    }

    /** The repository root (the parent of the module directory tests run in). */
    public static Path repoRoot() {
        Path here = Path.of("").toAbsolutePath();
        return Files.exists(here.resolve("fixtures")) ? here : here.getParent();
    }

    public static Path kitchenSink() {
        return repoRoot().resolve("fixtures/kitchen-sink");
    }

    public static Path acme() {
        return repoRoot().resolve("examples/acme");
    }

    /** The real public specs: {@code -Dsdkgen.specs.dir=DIR}, else the repository's {@code corpus/} (corpus/SOURCES.md). */
    public static Path realSpecs() {
        String override = System.getProperty("sdkgen.specs.dir");
        Path dir = override != null && !override.isBlank() ? Path.of(override) : repoRoot().resolve("corpus");
        if (!Files.isDirectory(dir)) {
            throw new IllegalStateException("the real specs are not at " + dir + "; pass -Dsdkgen.specs.dir=DIR");
        }
        return dir;
    }

    /** Copies a directory tree. */
    public static void copyTree(Path from, Path to) {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
