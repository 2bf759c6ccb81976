// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.POJONode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Request body encodings: JSON, form (Stripe's style), multipart, binary and text. Internal to the core. */
final class Bodies {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Bodies() {
    }

    /** A body ready to send, with the Content-Type to send it with. */
    record EncodedBody(byte[] bytes, String contentType) {
    }

    /**
     * A JSON body with one property set (a pager's body cursor), the others kept; no body is {@code {}}.
     *
     * @throws IllegalStateException when the body is not a JSON object
     */
    static EncodedBody withProperty(EncodedBody body, String name, String value) {
        try {
            com.fasterxml.jackson.databind.JsonNode tree = body == null ? Json.mapper().createObjectNode()
                    : Json.mapper().readTree(body.bytes());
            if (!(tree instanceof com.fasterxml.jackson.databind.node.ObjectNode object)) {
                throw new IllegalStateException("The cursor goes in the request body's '" + name
                        + "', and the body is no JSON object");
            }
            object.put(name, value);
            return new EncodedBody(Json.mapper().writeValueAsBytes(object),
                    body == null ? BodyEncoding.JSON.defaultContentType() : body.contentType());
        } catch (java.io.IOException e) {
            throw new IllegalStateException("The request body is no JSON object: " + e.getMessage(), e);
        }
    }

    /**
     * Encodes a request body once per call (retries resend the same bytes). {@code contentType} (may be
     * null) replaces the encoding's default; a multipart body always gets its own boundary.
     */
    static EncodedBody encode(Object body, BodyEncoding encoding, String contentType) {
        String type = contentType != null ? contentType : encoding.defaultContentType();
        switch (encoding) {
            case JSON:
                try {
                    return new EncodedBody(Json.mapper().writeValueAsBytes(body), type);
                } catch (JsonProcessingException e) {
                    throw new IllegalArgumentException("The request body cannot be written as JSON: " + e.getOriginalMessage(), e);
                }
            case FORM:
                return new EncodedBody(encodeForm(body).getBytes(StandardCharsets.US_ASCII), type);
            case MULTIPART: {
                String boundary = multipartBoundary();
                String media = type.split(";", 2)[0].trim();
                String subtype = media.toLowerCase(Locale.ROOT).startsWith("multipart/") ? media : "multipart/form-data";
                return new EncodedBody(encodeMultipart(body, boundary), subtype + "; boundary=" + boundary);
            }
            case BINARY:
                if (contentType == null && body instanceof UploadFile && ((UploadFile) body).contentType().isPresent()) {
                    type = ((UploadFile) body).contentType().get();
                }
                return new EncodedBody(binary(body), type);
            case TEXT:
                if (!(body instanceof CharSequence)) {
                    throw new IllegalArgumentException("A text request body must be a String, got " + describe(body));
                }
                return new EncodedBody(body.toString().getBytes(StandardCharsets.UTF_8), type);
            default:
                throw new IllegalArgumentException("Unknown body encoding " + encoding);
        }
    }

    /**
     * {@code application/x-www-form-urlencoded} in Stripe's style: the body (a model or a map) as JSON
     * properties in order; nested objects as {@code a[b]=v}, arrays with indices ({@code a[0]=x},
     * {@code items[0][price]=p}); null and absent left out, and so are empty arrays and objects; booleans
     * {@code true}/{@code false}; dates ISO 8601. Names and values are percent-encoded (space as {@code +}),
     * the structural brackets stay literal.
     */
    static String encodeForm(Object body) {
        JsonNode tree = Urls.toTree(body);
        if (tree == null || !tree.isObject()) {
            throw new IllegalArgumentException("A form-encoded request body must be an object, got " + describe(body));
        }
        List<String> pairs = new ArrayList<>();
        for (Map.Entry<String, JsonNode> field : tree.properties()) {
            appendForm(pairs, formEscape(field.getKey()), field.getValue());
        }
        return String.join("&", pairs);
    }

    private static void appendForm(List<String> pairs, String key, JsonNode value) {
        if (value == null || value.isNull() || value.isMissingNode()) {
            return;
        }
        if (value.isArray()) {
            int index = 0;
            for (JsonNode item : value) {
                appendForm(pairs, key + "[" + index++ + "]", item);
            }
            return;
        }
        if (value.isObject()) {
            for (Map.Entry<String, JsonNode> field : value.properties()) {
                appendForm(pairs, key + "[" + formEscape(field.getKey()) + "]", field.getValue());
            }
            return;
        }
        if (value.isPojo()) {
            throw new IllegalArgumentException("A form-encoded request body cannot carry " + describe(((POJONode) value).getPojo()));
        }
        pairs.add(key + "=" + formEscape(Urls.scalarText(value)));
    }

    private static String formEscape(String text) {
        return Urls.percentEncode(text, true);
    }

    /** A fresh multipart boundary: {@code sdkgen-} and 32 random hex digits. */
    static String multipartBoundary() {
        byte[] random = new byte[16];
        RANDOM.nextBytes(random);
        StringBuilder boundary = new StringBuilder("sdkgen-");
        for (byte b : random) {
            boundary.append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
        }
        return boundary.toString();
    }

    /**
     * {@code multipart/form-data}: one part per property of the body (a model or a map), in order; a list
     * repeats the field. {@link UploadFile} and {@code byte[]} values are files (with a filename and a
     * Content-Type); objects (and lists inside lists) are JSON parts ({@code Content-Type:
     * application/json}); scalars plain text parts; null and absent fields are left out.
     */
    static byte[] encodeMultipart(Object body, String boundary) {
        JsonNode tree = Urls.toTree(body);
        if (tree == null || !tree.isObject()) {
            throw new IllegalArgumentException("A multipart request body must be an object of fields, got " + describe(body));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Map.Entry<String, JsonNode> field : tree.properties()) {
            appendPart(out, boundary, field.getKey(), field.getValue(), true);
        }
        write(out, "--" + boundary + "--\r\n");
        return out.toByteArray();
    }

    private static void appendPart(ByteArrayOutputStream out, String boundary, String name, JsonNode value, boolean top) {
        if (value == null || value.isNull() || value.isMissingNode()) {
            return;
        }
        String disposition = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + headerEscape(name) + "\"";
        if (value.isBinary() || (value.isPojo() && ((POJONode) value).getPojo() instanceof UploadFile)) {
            String filename = name;
            String type = "application/octet-stream";
            byte[] content;
            if (value.isPojo()) {
                UploadFile file = (UploadFile) ((POJONode) value).getPojo();
                filename = file.filename().orElse(name);
                type = file.contentType().orElse(type);
                content = file.content();
            } else {
                try {
                    content = value.binaryValue();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            write(out, disposition + "; filename=\"" + headerEscape(filename) + "\"\r\nContent-Type: " + type + "\r\n\r\n");
            out.writeBytes(content);
            write(out, "\r\n");
            return;
        }
        if (top && value.isArray()) {
            for (JsonNode item : value) {
                appendPart(out, boundary, name, item, false);
            }
            return;
        }
        if (value.isContainerNode()) {
            String json;
            try {
                json = Json.mapper().writeValueAsString(value);
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException("A multipart field cannot be written as JSON: " + e.getOriginalMessage(), e);
            }
            write(out, disposition + "\r\nContent-Type: application/json\r\n\r\n" + json + "\r\n");
            return;
        }
        if (value.isPojo()) {
            throw new IllegalArgumentException("A multipart field cannot carry " + describe(((POJONode) value).getPojo()));
        }
        write(out, disposition + "\r\n\r\n" + Urls.scalarText(value) + "\r\n");
    }

    /** The HTML form rule for names and filenames in Content-Disposition. */
    private static String headerEscape(String text) {
        return text.replace("\"", "%22").replace("\r", "%0D").replace("\n", "%0A");
    }

    private static byte[] binary(Object body) {
        if (body instanceof byte[]) {
            return (byte[]) body;
        }
        if (body instanceof UploadFile) {
            return ((UploadFile) body).content();
        }
        if (body instanceof CharSequence) {
            return body.toString().getBytes(StandardCharsets.UTF_8);
        }
        try {
            if (body instanceof InputStream) {
                return ((InputStream) body).readAllBytes();
            }
            if (body instanceof Path) {
                return Files.readAllBytes((Path) body);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the request body", e);
        }
        throw new IllegalArgumentException(
                "A binary request body must be an UploadFile, byte[], InputStream, Path or String, got " + describe(body));
    }

    private static void write(ByteArrayOutputStream out, String text) {
        out.writeBytes(text.getBytes(StandardCharsets.UTF_8));
    }

    /** How a body of the wrong kind is named in messages. */
    static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof Collection || value.getClass().isArray()) {
            return "an array";
        }
        return value.getClass().getSimpleName();
    }
}
