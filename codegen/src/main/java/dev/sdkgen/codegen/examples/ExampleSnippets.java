package dev.sdkgen.codegen.examples;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The spec's examples as typed snippets of one language: source files meant for a directory next to the SDK
 * ({@code OUT/<language>-examples}, importing the SDK from {@code OUT/<language>}; never part of the SDK),
 * and where each example stands in them, so a checker's messages can be traced back to the example.
 *
 * @param files       path (relative to the snippets directory) → text
 * @param placements  one per written example, in the order of the examples
 * @param unsupported examples the language cannot write as a typed value, by index, with the reason
 */
public record ExampleSnippets(SortedMap<String, String> files, List<Placement> placements, Map<Integer, String> unsupported) {
    public ExampleSnippets {
        files = Collections.unmodifiableSortedMap(new TreeMap<>(files));
        placements = List.copyOf(placements);
        unsupported = Map.copyOf(unsupported);
    }

    /**
     * Where an example was written.
     *
     * @param example   its index in the list of examples
     * @param file      the snippet file
     * @param firstLine 1-based, inclusive
     * @param lastLine  1-based, inclusive
     */
    public record Placement(int example, String file, int firstLine, int lastLine) {
    }

    /** The example whose snippet holds a line of a file, or -1. */
    public int exampleAt(String file, int line) {
        for (Placement p : placements) {
            if (p.file().equals(file) && line >= p.firstLine() && line <= p.lastLine()) {
                return p.example();
            }
        }
        return -1;
    }

    /** Writes the files under {@code dir}. */
    public void writeTo(Path dir) {
        try {
            for (Map.Entry<String, String> e : files.entrySet()) {
                Path target = dir.resolve(e.getKey());
                Files.createDirectories(target.getParent());
                Files.write(target, e.getValue().getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
