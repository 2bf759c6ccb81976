package dev.sdkgen.engine.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/** The repository's shared fixtures ({@code fixtures/}, {@code examples/}) and the real specs ({@code ../shared/specs}). */
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

    /** The real public specs: {@code -Dsdkgen.specs=DIR}, else {@code ../shared/specs} next to the repository. */
    public static Path realSpecs() {
        String override = System.getProperty("sdkgen.specs");
        Path dir = override != null ? Path.of(override) : repoRoot().resolveSibling("shared").resolve("specs");
        if (!Files.isDirectory(dir)) {
            throw new IllegalStateException("the real specs are not at " + dir + "; pass -Dsdkgen.specs=DIR");
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
