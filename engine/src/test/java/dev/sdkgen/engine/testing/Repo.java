package dev.sdkgen.engine.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** A Config Repository checkout on disk for a test: files written into a temporary directory. */
public final class Repo {
    private final Path dir;

    private Repo(Path dir) {
        this.dir = dir;
    }

    public static Repo in(Path tempDir) {
        return new Repo(tempDir);
    }

    public Repo file(String relative, String content) {
        return bytes(relative, content.getBytes(StandardCharsets.UTF_8));
    }

    public Repo bytes(String relative, byte[] content) {
        try {
            Path p = dir.resolve(relative);
            Files.createDirectories(p.getParent());
            Files.write(p, content);
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Copies a file from src/test/resources/fixtures. */
    public Repo fixture(String relative, String resource) {
        try (var in = Repo.class.getResourceAsStream("/fixtures/" + resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + resource);
            }
            return bytes(relative, in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Path dir() {
        return dir;
    }

    /** A config with every required field, the given spec path, and the given resources block. */
    public static String config(String specPath, String resourcesYaml) {
        return """
                sdk:
                  name: acme
                  version: 1.0.0
                spec:
                  path: %s
                targets: [typescript, python]
                resources:
                %s""".formatted(specPath, resourcesYaml.indent(2));
    }
}
