package dev.sdkgen.artifacts;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * The files inside a stored SDK archive (a zip): the one place that reads archives for the file tree
 * and the per-file diff (docs/services.md, "Files of a build's SDK"). Paths are given relative to the
 * archive's single top-level folder ({@code <name>-<language>-<version>/}), so that two builds with
 * different versions compare file by file.
 */
final class ArchiveFiles {

    /** Largest file served or checked for text, in bytes; larger files are listed as binary and not served. */
    static final int MAX_FILE = 8 * 1024 * 1024;

    /** One file of the archive. */
    record Entry(String path, long size, String sha256, boolean text) {
    }

    /** Every file of an archive, sorted by path, with the folder they all sit in ({@code ""} when none). */
    record Listing(String root, List<Entry> files) {
    }

    /** One file's bytes and whether they are UTF-8 text. */
    record Content(byte[] bytes, String sha256, boolean text) {
    }

    /** The archive is not a zip file. */
    static final class NotAnArchiveException extends IOException {
        private static final long serialVersionUID = 1L;

        NotAnArchiveException(String message) {
            super(message);
        }
    }

    /** The file is larger than {@link #MAX_FILE}. */
    static final class TooLargeException extends IOException {
        private static final long serialVersionUID = 1L;

        TooLargeException(String path, long size) {
            super(path + " is " + size + " bytes; files larger than " + MAX_FILE + " bytes are not served");
        }
    }

    private ArchiveFiles() {
    }

    static Listing list(Path blob) throws IOException {
        try (ZipFile zip = open(blob)) {
            String root = root(zip);
            List<Entry> files = new ArrayList<>();
            for (ZipEntry e : Collections.list(zip.entries())) {
                if (e.isDirectory()) {
                    continue;
                }
                try (InputStream in = zip.getInputStream(e)) {
                    files.add(entry(e.getName().substring(root.length()), in));
                }
            }
            files.sort(Comparator.comparing(Entry::path));
            return new Listing(root, files);
        }
    }

    /** The file at {@code path} (relative to the root folder), if the archive has it. */
    static Optional<Content> read(Path blob, String path) throws IOException {
        try (ZipFile zip = open(blob)) {
            ZipEntry e = zip.getEntry(root(zip) + path);
            if (e == null || e.isDirectory()) {
                return Optional.empty();
            }
            if (e.getSize() > MAX_FILE) {
                throw new TooLargeException(path, e.getSize());
            }
            try (InputStream in = zip.getInputStream(e)) {
                byte[] bytes = in.readNBytes(MAX_FILE + 1);
                if (bytes.length > MAX_FILE) {
                    throw new TooLargeException(path, bytes.length);
                }
                return Optional.of(new Content(bytes, hex(sha256().digest(bytes)), isText(bytes)));
            }
        }
    }

    /**
     * Whether a path names a file inside the archive and nothing else: relative, {@code /}-separated,
     * no empty, {@code .} or {@code ..} segment, no backslash or control character.
     */
    static boolean safePath(String path) {
        if (path == null || path.isEmpty() || path.length() > 1000 || path.startsWith("/")) {
            return false;
        }
        for (String segment : path.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
                return false;
            }
        }
        return path.chars().noneMatch(c -> c == '\\' || c < 0x20 || c == 0x7f);
    }

    /** UTF-8 without NUL bytes. */
    static boolean isText(byte[] bytes) {
        for (byte b : bytes) {
            if (b == 0) {
                return false;
            }
        }
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    private static Entry entry(String path, InputStream in) throws IOException {
        MessageDigest sha = sha256();
        byte[] head = in.readNBytes(MAX_FILE + 1);
        sha.update(head);
        long size = head.length;
        byte[] buffer = new byte[65536];
        for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
            sha.update(buffer, 0, n);
            size += n;
        }
        return new Entry(path, size, hex(sha.digest()), head.length <= MAX_FILE && isText(head));
    }

    /** The folder every file of the archive is in ({@code "acme-go-1.4.0/"}), or {@code ""}. */
    private static String root(ZipFile zip) {
        String root = null;
        for (ZipEntry e : Collections.list(zip.entries())) {
            if (e.isDirectory()) {
                continue;
            }
            int slash = e.getName().indexOf('/');
            String first = slash < 0 ? "" : e.getName().substring(0, slash + 1);
            if (root == null) {
                root = first;
            } else if (!root.equals(first)) {
                return "";
            }
        }
        return root == null ? "" : root;
    }

    private static ZipFile open(Path blob) throws IOException {
        try {
            return new ZipFile(blob.toFile());
        } catch (ZipException e) {
            throw new NotAnArchiveException("the artifact is not a zip archive");
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String hex(byte[] digest) {
        return java.util.HexFormat.of().formatHex(digest);
    }
}
