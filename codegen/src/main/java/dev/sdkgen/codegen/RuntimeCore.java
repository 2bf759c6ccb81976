package dev.sdkgen.codegen;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The hand-written runtime core of a language, read from the classpath as listed in
 * {@code /runtime/MANIFEST.txt}; emitters copy it into every SDK byte for byte (docs/runtime.md).
 */
public final class RuntimeCore {
    private RuntimeCore() {
    }

    /** Each language's files, read once per JVM: an emitter asks for them more than once (Go three times). */
    private static final Map<String, Map<String, byte[]>> READ = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * File name (relative to the language's core directory) → bytes, in manifest order. The arrays are shared by every
     * caller and must not be changed.
     */
    public static Map<String, byte[]> files(String language) {
        return READ.computeIfAbsent(language, RuntimeCore::load);
    }

    private static Map<String, byte[]> load(String language) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (String line : manifest()) {
            if (line.startsWith(language + "/")) {
                files.put(line.substring(language.length() + 1), read("/runtime/" + line));
            }
        }
        if (files.isEmpty()) {
            throw new IllegalStateException("the runtime manifest lists no files for " + language);
        }
        return java.util.Collections.unmodifiableMap(files);
    }

    private static List<String> manifest() {
        String text = new String(read("/runtime/MANIFEST.txt"), StandardCharsets.UTF_8);
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (!l.isEmpty() && !l.startsWith("#")) {
                lines.add(l);
            }
        }
        return lines;
    }

    private static byte[] read(String path) {
        try (InputStream in = RuntimeCore.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is missing from the classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
    }
}
