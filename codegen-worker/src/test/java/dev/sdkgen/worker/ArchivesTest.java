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

        Path back = dir.resolve("back");
        Archives.unzip(fromMemory, back);
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            assertArrayEquals(f.getValue(), Files.readAllBytes(back.resolve(f.getKey())), f.getKey());
        }
        try (Stream<Path> walk = Files.walk(back)) {
            assertEquals(files.size(), walk.filter(Files::isRegularFile).count());
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
