package dev.sdkgen.worker;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/** Deterministic zip archives: entries sorted by path, fixed timestamps, so equal trees give equal bytes. */
final class Archives {

    private static final FileTime EPOCH = FileTime.fromMillis(315532800000L); // 1980-01-01, zip's first date

    private Archives() {
    }

    static byte[] zip(Path root, String prefix) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (Path file : files) {
                ZipEntry entry = new ZipEntry(prefix + "/" + root.relativize(file).toString().replace('\\', '/'));
                entry.setLastModifiedTime(EPOCH);
                zip.putNextEntry(entry);
                Files.copy(file, zip);
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }
}
