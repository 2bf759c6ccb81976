package dev.sdkgen.engine.build;

import dev.sdkgen.engine.ir.RequestBody;
import java.util.Locale;

/** Classifies media types the way the runtimes send and read them. */
final class MediaTypes {
    private MediaTypes() {
    }

    static String base(String mediaType) {
        int semi = mediaType.indexOf(';');
        return (semi < 0 ? mediaType : mediaType.substring(0, semi)).trim().toLowerCase(Locale.ROOT);
    }

    static boolean isJson(String mediaType) {
        String m = base(mediaType);
        return m.equals("application/json") || m.endsWith("+json")
                || (m.startsWith("application/") && m.contains("json"));
    }

    /** How a request body of this media type is encoded, or null when no runtime can send it. */
    static RequestBody.Encoding encoding(String mediaType) {
        String m = base(mediaType);
        if (isJson(m)) {
            return RequestBody.Encoding.JSON;
        }
        if (m.equals("application/x-www-form-urlencoded")) {
            return RequestBody.Encoding.FORM;
        }
        if (m.equals("multipart/form-data")) {
            return RequestBody.Encoding.MULTIPART;
        }
        if (m.startsWith("text/")) {
            return RequestBody.Encoding.TEXT;
        }
        if (m.equals("application/octet-stream") || m.startsWith("image/") || m.startsWith("audio/")
                || m.startsWith("video/") || m.equals("application/pdf") || m.equals("application/zip")
                || m.equals("*/*")) {
            return RequestBody.Encoding.BINARY;
        }
        return null;
    }

    /** Preference when an operation offers several: JSON, form, multipart, binary, text. */
    static int rank(RequestBody.Encoding e) {
        return switch (e) {
            case JSON -> 0;
            case FORM -> 1;
            case MULTIPART -> 2;
            case BINARY -> 3;
            case TEXT -> 4;
        };
    }
}
