package dev.sdkgen.worker;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executor;
import java.util.zip.CRC32;
import java.util.List;
import java.util.SortedMap;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import java.io.ByteArrayInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Deterministic zip archives: entries sorted by path, fixed timestamps and a fixed deflate level, so equal trees give
 * equal bytes. The level is zlib's fastest (1): on GitHub's Java SDK (43 MB of text) it halves the deflate's CPU
 * (475 → 240 ms) for an archive 17 % larger (5.7 → 6.7 MB; docs/benchmarks.md, "The service path").
 */
final class Archives {

    private static final FileTime EPOCH = FileTime.fromMillis(315532800000L); // 1980-01-01, zip's first date

    private Archives() {
    }

    /**
     * Writes an archive made by {@link #zip} into {@code target}, without its top directory; an
     * entry that would land outside {@code target} is refused.
     */
    static void unzip(byte[] archive, Path target) throws IOException {
        Path root = target.toAbsolutePath().normalize();
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(archive))) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                String name = entry.getName();
                int slash = name.indexOf('/');
                if (entry.isDirectory() || slash < 0) {
                    continue;
                }
                Path file = root.resolve(name.substring(slash + 1)).normalize();
                if (!file.startsWith(root) || file.equals(root)) {
                    throw new IOException("archive entry outside the SDK: " + name);
                }
                Files.createDirectories(file.getParent());
                Files.copy(zip, file);
            }
        }
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The archive of an SDK's files (SDK path → bytes) under the top directory {@code prefix}. The entries are in
     * the order of their paths as {@link Path}s compare them: the order the archive had when it was made from the
     * files written to disk, so the bytes did not change when it stopped being.
     */
    static byte[] zip(SortedMap<String, byte[]> files, String prefix) throws IOException {
        return sequential(files, prefix);
    }

    /**
     * The archive of an SDK's files as {@link #zip}, its entries deflated side by side: offered to {@code pool} ({@link Offered}) (issue 26: GitHub's
     * Java SDK is 43 MB of text, a quarter of a second of deflate on one core) and then written one after another,
     * each with its sizes in its local header. Deterministic as {@link #zip}: the same files give the same bytes
     * whatever the pool's size (each entry is deflated on its own, at the same level); the bytes are not
     * {@link #zip}'s, which writes the sizes after each entry's data and a timestamp field. More entries than a zip
     * without its 64-bit extension holds (65,535) go to {@link #zip}.
     */
    static byte[] zip(SortedMap<String, byte[]> files, String prefix, Executor pool) throws IOException {
        List<String> paths = files.keySet().stream().sorted(Comparator.comparing(Path::of)).toList();
        // sizes and offsets fit in 32 bits (an archive in memory is below 2 GiB); the count of entries may not
        if (paths.size() > 0xFFFF) {
            return sequential(files, prefix);
        }
        long total = 0;
        for (byte[] content : files.values()) {
            total += content.length;
        }
        // tasks of about a quarter of a megabyte of files each, offered to the pool and written in path order below:
        // a free pool thread deflates ahead, the calling thread does whatever no pool thread has started
        List<Offered<List<Deflated>>> tasks = new ArrayList<>();
        int from = 0;
        long size = 0;
        for (int i = 0; i < paths.size(); i++) {
            size += files.get(paths.get(i)).length;
            if (size >= 256 * 1024 || i == paths.size() - 1) {
                List<byte[]> chunk = paths.subList(from, i + 1).stream().map(files::get).toList();
                tasks.add(Offered.to(pool, () -> chunk.stream().map(Archives::deflate).toList()));
                from = i + 1;
                size = 0;
            }
        }
        List<Deflated> deflated = new ArrayList<>(paths.size());
        for (Offered<List<Deflated>> task : tasks) {
            deflated.addAll(task.get());
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream((int) Math.min(Integer.MAX_VALUE - 16, total / 4 + 1024));
        ByteArrayOutputStream central = new ByteArrayOutputStream(paths.size() * 96);
        for (int i = 0; i < paths.size(); i++) {
            byte[] name = (prefix + "/" + paths.get(i)).getBytes(StandardCharsets.UTF_8);
            Deflated d = deflated.get(i);
            int offset = out.size();
            int32(out, 0x04034b50); // local file header
            header(out, d, name);
            out.write(name);
            out.write(d.data());
            int32(central, 0x02014b50); // its central directory record
            int16(central, 20); // made by: zip 2.0
            header(central, d, name);
            int16(central, 0); // comment length
            int16(central, 0); // disk
            int16(central, 0); // internal attributes
            int32(central, 0); // external attributes
            int32(central, offset);
            central.write(name);
        }
        int centralAt = out.size();
        central.writeTo(out);
        int32(out, 0x06054b50); // end of central directory
        int16(out, 0);
        int16(out, 0);
        int16(out, paths.size());
        int16(out, paths.size());
        int32(out, central.size());
        int32(out, centralAt);
        int16(out, 0); // comment length
        return out.toByteArray();
    }

    /** One entry's deflated data, its CRC-32 and its size. */
    private record Deflated(byte[] data, int crc, int size) {
    }

    private static Deflated deflate(byte[] content) {
        Deflater deflater = new Deflater(Deflater.BEST_SPEED, true);
        try {
            deflater.setInput(content);
            deflater.finish();
            ByteArrayOutputStream data = new ByteArrayOutputStream(content.length / 3 + 64);
            byte[] buffer = new byte[Math.max(512, Math.min(64 * 1024, content.length / 2 + 64))];
            while (!deflater.finished()) {
                data.write(buffer, 0, deflater.deflate(buffer));
            }
            CRC32 crc = new CRC32();
            crc.update(content);
            return new Deflated(data.toByteArray(), (int) crc.getValue(), content.length);
        } finally {
            deflater.end();
        }
    }

    /** The fields a local header and a central record share, from "version needed" to "extra field length". */
    private static void header(ByteArrayOutputStream out, Deflated d, byte[] name) {
        int16(out, 20); // version needed: deflate
        int16(out, 0x0800); // the name is UTF-8
        int16(out, Deflater.DEFLATED);
        int16(out, 0); // time 00:00:00
        int16(out, (0 << 9) | (1 << 5) | 1); // date 1980-01-01, zip's first
        int32(out, d.crc());
        int32(out, d.data().length);
        int32(out, d.size());
        int16(out, name.length);
        int16(out, 0); // no extra fields
    }

    private static void int16(ByteArrayOutputStream out, int v) {
        out.write(v & 0xFF);
        out.write((v >>> 8) & 0xFF);
    }

    private static void int32(ByteArrayOutputStream out, int v) {
        int16(out, v & 0xFFFF);
        int16(out, (v >>> 16) & 0xFFFF);
    }

    /** {@link #zip}: ZipOutputStream, one entry after another (with its 64-bit extension when needed). */
    private static byte[] sequential(SortedMap<String, byte[]> files, String prefix) throws IOException {
        List<String> paths = files.keySet().stream().sorted(Comparator.comparing(Path::of)).toList();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.setLevel(Deflater.BEST_SPEED);
            for (String path : paths) {
                ZipEntry entry = new ZipEntry(prefix + "/" + path);
                entry.setLastModifiedTime(EPOCH);
                zip.putNextEntry(entry);
                zip.write(files.get(path));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }
}
