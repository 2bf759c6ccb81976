package dev.sdkgen.artifacts;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sdkgen.events.ArtifactRef;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Blobs on disk, addressed by their SHA-256: {@code <dir>/<sha[0..2]>/<sha>} plus a small
 * {@code <sha>.json} with the media type and file name. Writing the same content twice stores it
 * once, so an upload retried by a worker is harmless.
 */
@ApplicationScoped
public class BlobStore {

    static final Pattern ID = Pattern.compile("[0-9a-f]{64}");

    private final Path root;
    private final long maxSize;
    private final ObjectMapper json;

    public BlobStore(ArtifactsConfig config, ObjectMapper json) throws IOException {
        this.root = Files.createDirectories(Path.of(config.dir()).toAbsolutePath());
        this.maxSize = config.maxSize();
        this.json = json;
    }

    public ArtifactRef put(InputStream body, String mediaType, String fileName) throws IOException {
        Path tmp = Files.createTempFile(root, "upload-", ".part");
        try {
            MessageDigest sha = sha256();
            long size;
            try (InputStream in = new DigestInputStream(body, sha); OutputStream out = Files.newOutputStream(tmp)) {
                size = in.transferTo(out);
            }
            if (size > maxSize) {
                throw new TooLargeException(size, maxSize);
            }
            String id = HexFormat.of().formatHex(sha.digest());
            ArtifactRef ref = new ArtifactRef(id, id, size, mediaType, fileName);
            Path blob = blob(id);
            synchronized (this) { // never between a deletion's age check and its delete
                Files.createDirectories(blob.getParent());
                Files.move(tmp, blob, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                json.writeValue(meta(id).toFile(), ref);
            }
            return ref;
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    public Optional<ArtifactRef> find(String id) throws IOException {
        if (!ID.matcher(id).matches() || !Files.isRegularFile(blob(id)) || !Files.isRegularFile(meta(id))) {
            return Optional.empty();
        }
        return Optional.of(json.readValue(meta(id).toFile(), ArtifactRef.class));
    }

    /**
     * Deletes a blob and its metadata unless it was written at or after {@code writtenBefore} (an upload
     * of the same content that its build has not reported yet): its size, or -1 when there is no such blob.
     */
    public synchronized long delete(String id, Instant writtenBefore) throws IOException {
        if (!ID.matcher(id).matches() || !Files.isRegularFile(blob(id))) {
            return -1;
        }
        Instant written = Files.getLastModifiedTime(blob(id)).toInstant();
        if (writtenBefore != null && !written.isBefore(writtenBefore)) {
            throw new RecentlyWrittenException(id, written);
        }
        long size = Files.size(blob(id));
        Files.deleteIfExists(meta(id));
        Files.delete(blob(id));
        return size;
    }

    /** Bytes and files under the store's directory (blobs, metadata, uploads in progress). */
    public long[] usage() throws IOException {
        long[] total = new long[2];
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(Files::isRegularFile).forEach(f -> {
                total[0] += f.toFile().length();
                total[1]++;
            });
        }
        return total;
    }

    public Path root() {
        return root;
    }

    public Path blob(String id) {
        return root.resolve(id.substring(0, 2)).resolve(id);
    }

    private Path meta(String id) {
        return root.resolve(id.substring(0, 2)).resolve(id + ".json");
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A deletion of a blob written within the caller's grace: it stays. */
    public static final class RecentlyWrittenException extends IOException {
        private static final long serialVersionUID = 1L;

        RecentlyWrittenException(String id, Instant written) {
            super("artifact " + id + " was written at " + written + ", after the given written-before; it is kept");
        }
    }

    /** The upload exceeded {@code max-size}. */
    public static final class TooLargeException extends IOException {
        private static final long serialVersionUID = 1L;

        TooLargeException(long size, long max) {
            super("blob of " + size + " bytes exceeds the limit of " + max + " bytes");
        }
    }
}
