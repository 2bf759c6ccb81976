package dev.sdkgen.codegen.surface;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** {@code surface.json}: a {@link Surface} as JSON with sorted keys, two-space indented, one final newline. */
public final class SurfaceJson {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private SurfaceJson() {
    }

    /** Two-space indents and "\n" on every platform. */
    private static final ObjectWriter WRITER = MAPPER.writer(new DefaultPrettyPrinter()
            .withObjectIndenter(new DefaultIndenter("  ", "\n")));

    /** The document. Deterministic: an equal surface gives the same text. */
    public static String write(Surface surface) {
        return new String(bytes(surface), StandardCharsets.UTF_8);
    }

    /** {@link #write}'s document in UTF-8, written as bytes (what the codegen-worker stores). */
    public static byte[] bytes(Surface surface) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1024);
        try {
            WRITER.writeValue(out, surface);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write the surface", e);
        }
        out.write('\n');
        return out.toByteArray();
    }

    /**
     * Reads a document written by {@link #write}.
     *
     * @throws IllegalArgumentException when it is no surface, or one of another {@link Surface#VERSION}
     */
    public static Surface read(String json) {
        Surface s;
        try {
            s = MAPPER.readValue(json, Surface.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a surface document: " + e.getOriginalMessage(), e);
        }
        if (s.surfaceVersion() != Surface.VERSION) {
            throw new IllegalArgumentException("surface version " + s.surfaceVersion() + ", this sdkgen reads "
                    + Surface.VERSION);
        }
        return s;
    }
}
