package dev.sdkgen.codegen;

import dev.sdkgen.engine.config.Target;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The files of one generated SDK: relative path ({@code /}-separated) → bytes, sorted by path.
 */
public record GeneratedSdk(Target target, SortedMap<String, byte[]> files) {
    public GeneratedSdk {
        files = Collections.unmodifiableSortedMap(new TreeMap<>(files));
    }

    /** Builder used by emitters; refuses a path written twice (two emitters' decisions colliding). */
    public static final class Builder {
        private final Target target;
        private final TreeMap<String, byte[]> files = new TreeMap<>();

        public Builder(Target target) {
            this.target = target;
        }

        public Builder add(String path, String text) {
            return add(path, text.getBytes(StandardCharsets.UTF_8));
        }

        public Builder add(String path, byte[] bytes) {
            if (path.startsWith("/") || path.contains("..") || path.contains("\\")) {
                throw new IllegalArgumentException("not a relative SDK path: " + path);
            }
            if (files.putIfAbsent(path, bytes) != null) {
                throw new IllegalStateException("two files of the " + target.id() + " SDK have the path " + path);
            }
            return this;
        }

        public GeneratedSdk build() {
            return new GeneratedSdk(target, files);
        }
    }

    /** The text of one file (UTF-8), or null. */
    public String text(String path) {
        byte[] bytes = files.get(path);
        return bytes == null ? null : new String(bytes, StandardCharsets.UTF_8);
    }

    /** Writes every file under {@code dir} (created as needed); existing files are overwritten. */
    public void writeTo(Path dir) {
        try {
            for (var e : files.entrySet()) {
                Path file = dir.resolve(e.getKey());
                Files.createDirectories(file.getParent());
                Files.write(file, e.getValue());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the " + target.id() + " SDK to " + dir, e);
        }
    }
}
