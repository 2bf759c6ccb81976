package dev.sdkgen.worker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SDK archive made from memory is the archive the worker made from the files written to disk. */
class ArchivesTest {

    @Test
    void theArchiveFromMemoryIsByteForByteTheOneFromTheFilesOnDisk(@TempDir Path dir) throws Exception {
        SortedMap<String, byte[]> files = new TreeMap<>();
        // names whose order could differ between strings and paths: a separator against '-' and '.', non-ASCII
        for (String path : List.of("a/b.txt", "a-b/x.txt", "a.txt", "a/b/c.txt", "scripts/test", "é/ü.md", "README.md")) {
            files.put(path, ("content of " + path + "\n").repeat(50).getBytes(StandardCharsets.UTF_8));
        }
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Files.createDirectories(dir.resolve(f.getKey()).getParent());
            Files.write(dir.resolve(f.getKey()), f.getValue());
        }
        byte[] fromMemory = Archives.zip(files, "acme-go-1.0.0");
        assertArrayEquals(fromDisk(dir, "acme-go-1.0.0"), fromMemory);
        assertArrayEquals(fromMemory, Archives.zip(new TreeMap<>(files), "acme-go-1.0.0"), "deterministic");

        assertUnzipsTo(files, fromMemory, dir.resolve("back"));
    }

    /** {@link Archives#unzip} of {@code archive} gives exactly {@code files}. */
    private static void assertUnzipsTo(Map<String, byte[]> files, byte[] archive, Path back) throws Exception {
        Archives.unzip(archive, back);
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            assertArrayEquals(f.getValue(), Files.readAllBytes(back.resolve(f.getKey())), f.getKey());
        }
        try (Stream<Path> walk = Files.walk(back)) {
            assertEquals(files.size(), walk.filter(Files::isRegularFile).count());
        }
    }

    @Test
    void theArchiveDeflatedSideBySideHoldsTheSameFilesAndDoesNotDependOnThePool(@TempDir Path dir) throws Exception {
        SortedMap<String, byte[]> files = new TreeMap<>();
        java.util.Random random = new java.util.Random(26);
        for (String path : List.of("a/b.txt", "a-b/x.txt", "a.txt", "a/b/c.txt", "scripts/test", "é/ü.md", "README.md",
                "empty.txt", "big/one.java", "random.bin")) {
            byte[] content;
            if (path.equals("empty.txt")) {
                content = new byte[0];
            } else if (path.equals("random.bin")) { // larger deflated than stored
                content = new byte[5000];
                random.nextBytes(content);
            } else if (path.startsWith("big/")) { // more than one task's share alone
                content = ("class One { int line" + path + "; }\n").repeat(40_000).getBytes(StandardCharsets.UTF_8);
            } else {
                content = ("content of " + path + "\n").repeat(50).getBytes(StandardCharsets.UTF_8);
            }
            files.put(path, content);
        }
        for (int i = 0; i < 300; i++) { // many small files: several tasks
            files.put("src/many/F" + i + ".java", ("class F" + i + " {}\n").repeat(i % 7 + 1).getBytes(StandardCharsets.UTF_8));
        }
        byte[] archive;
        byte[] onOneThread;
        java.util.concurrent.ForkJoinPool two = new java.util.concurrent.ForkJoinPool(2);
        java.util.concurrent.ForkJoinPool one = new java.util.concurrent.ForkJoinPool(1);
        try {
            archive = Archives.zip(files, "acme-java-1.0.0", two);
            onOneThread = Archives.zip(new TreeMap<>(files), "acme-java-1.0.0", one);
        } finally {
            two.shutdownNow();
            one.shutdownNow();
        }
        assertArrayEquals(archive, onOneThread, "deterministic, whatever the pool");
        // a pool that never gets to the work (busy with other languages): the calling thread deflates it all
        assertArrayEquals(archive, Archives.zip(files, "acme-java-1.0.0", task -> { }), "the caller did the work");

        // read through the central directory (ZipFile) and through the local headers (ZipInputStream, unzip)
        Path zip = dir.resolve("a.zip");
        Files.write(zip, archive);
        List<String> sequentialOrder = new java.util.ArrayList<>();
        try (java.util.zip.ZipInputStream in = new java.util.zip.ZipInputStream(new java.io.ByteArrayInputStream(
                Archives.zip(files, "acme-java-1.0.0")))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                sequentialOrder.add(e.getName());
            }
        }
        try (java.util.zip.ZipFile read = new java.util.zip.ZipFile(zip.toFile())) {
            assertEquals(sequentialOrder, read.stream().map(ZipEntry::getName).toList(), "the same entries in the same order");
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                ZipEntry entry = read.getEntry("acme-java-1.0.0/" + f.getKey());
                assertArrayEquals(f.getValue(), read.getInputStream(entry).readAllBytes(), f.getKey());
                assertEquals(ZipEntry.DEFLATED, entry.getMethod());
                assertEquals(f.getValue().length, entry.getSize());
            }
        }
        assertUnzipsTo(files, archive, dir.resolve("back"));
        // and by another program's reader, where one is installed (Python's zipfile checks every CRC)
        if (new ProcessBuilder("sh", "-c", "command -v python3").start().waitFor() == 0) {
            Process check = new ProcessBuilder("python3", "-c", "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); "
                    + "bad = z.testzip(); print(len(z.namelist()), bad); sys.exit(bad is not None)", zip.toString())
                    .redirectErrorStream(true).start();
            String said = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            assertEquals(0, check.waitFor(), said);
            assertEquals(files.size() + " None", said);
        }
    }

    @Test
    void moreEntriesThanAZipWithoutItsExtensionHoldsGoToTheSequentialArchive() throws Exception {
        SortedMap<String, byte[]> files = new TreeMap<>();
        for (int i = 0; i < 65_536; i++) {
            files.put("f/" + i, new byte[] {(byte) i});
        }
        java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(2);
        try {
            assertArrayEquals(Archives.zip(files, "many"), Archives.zip(files, "many", pool));
        } finally {
            pool.shutdownNow();
        }
    }

    /** How the worker made an archive until it zipped from memory: the files on disk, sorted as paths. */
    private static byte[] fromDisk(Path root, String prefix) throws Exception {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.setLevel(Deflater.BEST_SPEED);
            for (Path file : files) {
                ZipEntry entry = new ZipEntry(prefix + "/" + root.relativize(file).toString().replace('\\', '/'));
                entry.setLastModifiedTime(FileTime.fromMillis(315532800000L));
                zip.putNextEntry(entry);
                Files.copy(file, zip);
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }
}
