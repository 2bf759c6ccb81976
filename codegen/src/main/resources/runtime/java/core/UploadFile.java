// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * File content for an upload, with an optional filename and content type: a file field of a multipart
 * body ({@code format: binary} in a {@code multipart/form-data} schema), or the whole body of an
 * operation that sends raw bytes.
 *
 * <pre>{@code
 * UploadFile.of(Path.of("report.pdf"))                           // filename "report.pdf"
 * UploadFile.of(bytes).withFilename("data.bin").withContentType("application/x-custom")
 * UploadFile.of(inputStream)                                     // read once, when the request is built
 * }</pre>
 *
 * <p>The content is read into memory once, when the first request that sends it is built, and reused by
 * retries and later calls. In a multipart part the filename defaults to the file's own name (a
 * {@code Path}'s), else the field name; the content type to the given one, else
 * {@code application/octet-stream}. Immutable apart from that one read; safe to share between threads.
 */
@JsonSerialize(using = UploadFile.Serializer.class)
public final class UploadFile {

    private final Source source;
    private final String filename;
    private final String contentType;

    private UploadFile(Source source, String filename, String contentType) {
        this.source = source;
        this.filename = filename;
        this.contentType = contentType;
    }

    /**
     * Bytes (copied).
     *
     * @param bytes the content
     * @return a file without a name
     */
    public static UploadFile of(byte[] bytes) {
        return new UploadFile(new Source(bytes.clone(), null, null), null, null);
    }

    /**
     * A file on disk, read when the request is built; its name is the filename.
     *
     * @param path the file
     * @return a file named after {@code path}
     */
    public static UploadFile of(Path path) {
        Path name = path.getFileName();
        return new UploadFile(new Source(null, path, null), name == null ? null : name.toString(), null);
    }

    /**
     * A stream, read to its end (not closed) when the first request that sends it is built.
     *
     * @param stream the content
     * @return a file without a name
     */
    public static UploadFile of(InputStream stream) {
        return new UploadFile(new Source(null, null, Objects.requireNonNull(stream, "stream")), null, null);
    }

    /**
     * Text, UTF-8 encoded.
     *
     * @param text the content
     * @return a file without a name
     */
    public static UploadFile ofText(String text) {
        return new UploadFile(new Source(text.getBytes(StandardCharsets.UTF_8), null, null), null, null);
    }

    /**
     * This content under another filename.
     *
     * @param name the filename sent in the multipart part, or null for the default
     * @return a new {@code UploadFile} sharing the content
     */
    public UploadFile withFilename(String name) {
        return new UploadFile(source, name, contentType);
    }

    /**
     * This content with a content type.
     *
     * @param type the part's Content-Type, or null for {@code application/octet-stream}
     * @return a new {@code UploadFile} sharing the content
     */
    public UploadFile withContentType(String type) {
        return new UploadFile(source, filename, type);
    }

    /**
     * The filename.
     *
     * @return the given name, or a {@code Path}'s name, if any
     */
    public Optional<String> filename() {
        return Optional.ofNullable(filename);
    }

    /**
     * The content type.
     *
     * @return the given content type, if any
     */
    public Optional<String> contentType() {
        return Optional.ofNullable(contentType);
    }

    /**
     * The content, read on first use (a stream or file is read once and kept).
     *
     * @return a copy of the bytes
     * @throws UncheckedIOException when the file or stream cannot be read
     */
    public byte[] bytes() {
        return source.bytes().clone();
    }

    /** The bytes shared by retries, without a copy (for the core). */
    byte[] content() {
        return source.bytes();
    }

    @Override
    public String toString() {
        return "UploadFile[" + (filename == null ? "unnamed" : filename) + (contentType == null ? "" : ", " + contentType)
                + "]";
    }

    /** Where the bytes come from; read at most once. */
    private static final class Source {
        private byte[] bytes;
        private final Path path;
        private final InputStream stream;

        Source(byte[] bytes, Path path, InputStream stream) {
            this.bytes = bytes;
            this.path = path;
            this.stream = stream;
        }

        synchronized byte[] bytes() {
            if (bytes == null) {
                try {
                    bytes = path != null ? Files.readAllBytes(path) : stream.readAllBytes();
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot read the upload " + (path != null ? path : "stream"), e);
                }
            }
            return bytes;
        }
    }

    /**
     * Keeps an {@code UploadFile} as an embedded object when a body is turned into a tree for a multipart
     * request; anywhere else (a JSON body) it is an error, since JSON cannot carry a file.
     */
    public static final class Serializer extends StdSerializer<UploadFile> {

        private static final long serialVersionUID = 1L;

        /** Created by Jackson. */
        public Serializer() {
            super(UploadFile.class);
        }

        @Override
        public void serialize(UploadFile value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            if (generator instanceof TokenBuffer) {
                generator.writeEmbeddedObject(value);
                return;
            }
            throw InvalidDefinitionException.from(generator,
                    "An UploadFile can only be sent in a multipart or binary request body, not as JSON",
                    provider.constructType(UploadFile.class));
        }
    }
}
