package dev.sdkgen.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.Generator;
import dev.sdkgen.engine.config.Target;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sdkgen generate}: exit codes, output layout, skipped targets, regeneration. */
class GenerateCommandTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        return new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private static Path example() {
        Path here = Path.of("").toAbsolutePath();
        return (Files.exists(here.resolve("examples")) ? here : here.getParent()).resolve("examples/acme");
    }

    private static Map<String, byte[]> tree(Path root) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(p).toString(), Files.readAllBytes(p));
            }
        }
        return files;
    }

    @Test
    void writesOneSdkPerTargetAndSkipsLanguagesWithoutAnEmitter() {
        Path outDir = dir.resolve("out");
        assertEquals(0, run("generate", example().toString(), "--out", outDir.toString()));
        assertTrue(Files.isRegularFile(outDir.resolve("typescript/package.json")));
        assertTrue(Files.isRegularFile(outDir.resolve("typescript/src/index.ts")));
        assertTrue(Files.isRegularFile(outDir.resolve("python/pyproject.toml")));
        assertTrue(Files.isRegularFile(outDir.resolve("python/src/acme/py.typed")));
        for (Target target : Target.values()) {
            assertEquals(Generator.supports(target), Files.isDirectory(outDir.resolve(target.id())), target.id());
            assertEquals(!Generator.supports(target), err().contains("skipping " + target.id()), err());
        }
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("0 errors, 0 warnings, 0 info messages"));
    }

    @Test
    void targetOptionSelectsLanguages() {
        Path outDir = dir.resolve("out");
        assertEquals(0, run("generate", example().toString(), "--out", outDir.toString(), "--target", "python"));
        assertTrue(Files.isDirectory(outDir.resolve("python")));
        assertFalse(Files.exists(outDir.resolve("typescript")));
        assertEquals("", err());
    }

    @Test
    void outputIsByteForByteDeterministicAndStaleFilesGo() throws IOException {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        assertEquals(0, run("generate", example().toString(), "--out", a.toString(), "--target", "typescript", "--target", "python"));
        assertEquals(0, run("generate", example().toString(), "--out", b.toString(), "--target", "typescript", "--target", "python"));
        Map<String, byte[]> first = tree(a);
        Map<String, byte[]> second = tree(b);
        assertEquals(first.keySet(), second.keySet());
        first.forEach((path, bytes) -> assertArrayEquals(bytes, second.get(path), path));

        Path stale = a.resolve("typescript/src/resources/old.ts");
        Files.writeString(stale, "// a resource removed from the config\n");
        Files.createDirectories(a.resolve("typescript/node_modules/x"));
        assertEquals(0, run("generate", example().toString(), "--out", a.toString(), "--target", "typescript"));
        assertFalse(Files.exists(stale), "files of a previous generation are removed");
        assertTrue(Files.isDirectory(a.resolve("typescript/node_modules/x")), "node_modules is kept");
    }

    /**
     * A regeneration in place leaves unchanged files alone (their modification time too), rewrites changed ones,
     * removes what the SDK no longer has — files, directories, a directory where a file now is — and keeps
     * node_modules; the result is the tree a run into an empty directory writes.
     */
    @Test
    void regeneratingInPlaceTouchesOnlyWhatChanged() throws IOException {
        Path fresh = dir.resolve("fresh");
        Path again = dir.resolve("again");
        assertEquals(0, run("generate", example().toString(), "--out", fresh.toString(), "--target", "typescript", "--target", "go"));
        assertEquals(0, run("generate", example().toString(), "--out", again.toString(), "--target", "typescript", "--target", "go"));
        Path ts = again.resolve("typescript");
        java.nio.file.attribute.FileTime old = java.nio.file.attribute.FileTime.fromMillis(1_000_000_000_000L);
        Path untouched = ts.resolve("package.json");
        Files.setLastModifiedTime(untouched, old);
        Path edited = ts.resolve("src/index.ts");
        Files.writeString(edited, "// edited by hand\n");
        Files.setLastModifiedTime(edited, old);
        Files.writeString(ts.resolve("src/resources/old.ts"), "// a resource removed from the config\n");
        Files.createDirectories(ts.resolve("src/gone/deeper"));
        Files.writeString(ts.resolve("src/gone/deeper/x.ts"), "//\n");
        Files.delete(ts.resolve("tsconfig.json"));
        Files.createDirectories(ts.resolve("tsconfig.json/inside"));
        Files.createDirectories(ts.resolve("node_modules/x"));
        Files.writeString(ts.resolve("node_modules/x/index.js"), "//\n");
        Path go = again.resolve("go");
        Files.createDirectories(go.resolve(".git/refs/heads")); // the SDK's directory kept as a Git checkout
        Files.writeString(go.resolve(".git/HEAD"), "ref: refs/heads/main\n");
        Files.writeString(go.resolve(".git/refs/heads/main"), "0123456789012345678901234567890123456789\n");

        assertEquals(0, run("generate", example().toString(), "--out", again.toString(), "--target", "typescript", "--target", "go"));
        Map<String, byte[]> expected = tree(fresh);
        Map<String, byte[]> actual = tree(again);
        actual.remove("typescript/node_modules/x/index.js".replace("/", dir.getFileSystem().getSeparator()));
        actual.remove("go/.git/HEAD".replace("/", dir.getFileSystem().getSeparator()));
        actual.remove("go/.git/refs/heads/main".replace("/", dir.getFileSystem().getSeparator()));
        assertEquals(expected.keySet(), actual.keySet());
        expected.forEach((path, bytes) -> assertArrayEquals(bytes, actual.get(path), path));
        assertEquals(old, Files.getLastModifiedTime(untouched), "an unchanged file is not rewritten");
        assertFalse(old.equals(Files.getLastModifiedTime(edited)), "a changed file is rewritten");
        assertFalse(Files.exists(ts.resolve("src/gone")), "a directory the SDK no longer has is removed");
        assertTrue(Files.isRegularFile(ts.resolve("node_modules/x/index.js")), "node_modules is kept");
        assertEquals("ref: refs/heads/main\n", Files.readString(go.resolve(".git/HEAD")), ".git is kept");
        assertTrue(Files.isRegularFile(go.resolve(".git/refs/heads/main")), ".git is kept, all of it");
        String wrote = out.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("Wrote ") && l.contains("typescript"))
                .findFirst().orElseThrow();
        int files = expected.keySet().stream().filter(p -> p.startsWith("typescript")).mapToInt(p -> 1).sum();
        assertTrue(wrote.endsWith("(" + files + " files: 2 written, " + (files - 2) + " unchanged, 2 removed)"), wrote);
        assertTrue(out.toString(StandardCharsets.UTF_8).lines().anyMatch(l -> l.startsWith("Wrote ") && l.contains("go (")
                && l.contains(" files: 0 written, ") && l.endsWith(" 0 removed)")), out.toString(StandardCharsets.UTF_8));
    }

    /** The languages of one run are emitted side by side (issue 26); each SDK is the one a run of it alone writes. */
    @Test
    void allLanguagesAtOnceWriteWhatEachLanguageAloneWrites() throws IOException {
        Path together = dir.resolve("together");
        assertEquals(0, run("generate", example().toString(), "--out", together.toString()));
        assertEquals(List.of("typescript", "python", "go", "java"), out.toString(StandardCharsets.UTF_8).lines()
                .filter(l -> l.startsWith("Wrote ")).map(l -> Path.of(l.substring(6, l.indexOf(" (", 6))).getFileName().toString())
                .toList(), "reported in the config's order");
        for (Target target : Target.values()) {
            Path alone = dir.resolve("alone-" + target.id());
            assertEquals(0, run("generate", example().toString(), "--out", alone.toString(), "--target", target.id()));
            Map<String, byte[]> expected = tree(alone.resolve(target.id()));
            Map<String, byte[]> actual = tree(together.resolve(target.id()));
            assertEquals(expected.keySet(), actual.keySet(), target.id());
            expected.forEach((path, bytes) -> assertArrayEquals(bytes, actual.get(path), path));
        }
    }

    @Test
    void aDirectoryItMayNotEmptyStopsTheRunBeforeAnySdkIsWritten() throws IOException {
        Path outDir = dir.resolve("out");
        Files.createDirectories(outDir.resolve("java"));
        Files.writeString(outDir.resolve("java/notes.txt"), "mine\n");
        assertEquals(2, run("generate", example().toString(), "--out", outDir.toString(), "--target", "typescript",
                "--target", "java"));
        assertFalse(Files.exists(outDir.resolve("typescript")), "nothing is written when a later target's directory is refused");
    }

    @Test
    void refusesToEmptyADirectoryItDidNotWrite() throws IOException {
        Path outDir = dir.resolve("out");
        Files.createDirectories(outDir.resolve("typescript"));
        Files.writeString(outDir.resolve("typescript/notes.txt"), "mine\n");
        assertEquals(2, run("generate", example().toString(), "--out", outDir.toString(), "--target", "typescript"));
        assertTrue(err().contains("was not written by sdkgen"), err());
        assertTrue(Files.exists(outDir.resolve("typescript/notes.txt")));
    }

    @Test
    void badUsageExitsTwo() {
        assertEquals(2, run("generate", example().toString()));
        assertTrue(err().contains("--out"), err());
        assertEquals(2, run("generate", example().toString(), "--out", dir.toString(), "--target", "rust"));
        assertTrue(err().contains("valid targets: typescript, python, go, java"), err());
        assertEquals(2, run("generate", dir.resolve("missing").toString(), "--out", dir.toString()));
    }

    @Test
    void configErrorsExitOneAndWriteNothing() throws IOException {
        Path repo = dir.resolve("repo");
        Files.createDirectories(repo);
        Files.writeString(repo.resolve("sdkgen.yaml"),
                "sdk:\n  name: acme\n  version: 1.0.0\nspec:\n  path: missing.yaml\ntargets: [typescript]\nresources: {}\n");
        Path outDir = dir.resolve("out");
        assertEquals(1, run("generate", repo.toString(), "--out", outDir.toString()));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("Error: SDKGEN101 - Spec file not found"));
        assertFalse(Files.exists(outDir));
    }
}
