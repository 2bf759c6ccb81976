// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Building request URLs: path templates, query strings, base URL joining. Internal to the core. */
final class Urls {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[^{}/]*\\}");
    private static final Pattern CLIENT_PLACEHOLDER = Pattern.compile("\\{@([^{}/]*)\\}");
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private Urls() {
    }

    /**
     * Fills the {@code {@name}} placeholders of a path template (path parameters the generated client takes as
     * options) from {@code values}, by the parameter's name in the spec, each percent-encoded as one segment; a
     * missing or empty value is an IllegalArgumentException.
     */
    static String fillClientPath(String template, Map<String, String> values) {
        Matcher matcher = CLIENT_PLACEHOLDER.matcher(template);
        StringBuilder path = new StringBuilder();
        while (matcher.find()) {
            String value = values.getOrDefault(matcher.group(1), "");
            if (value.isEmpty()) {
                throw new IllegalArgumentException("The client option for path parameter " + matcher.group()
                        + " of " + template + " must be a non-empty value");
            }
            matcher.appendReplacement(path, Matcher.quoteReplacement(encodePathSegment(value)));
        }
        matcher.appendTail(path);
        return path.toString();
    }

    /**
     * Fills the {@code {name}} placeholders of an OpenAPI path template, in order, each value
     * percent-encoded as one path segment: {@code ("/accounts/{id}/cards", ["a/1"])} gives
     * {@code /accounts/a%2F1/cards}. A {@code {+name}} placeholder (RFC 6570 reserved expansion, for a parameter
     * with {@code allowReserved: true}) keeps {@code /} and the other reserved characters. A null or empty value
     * (which would address another endpoint) or a wrong number of values is an IllegalArgumentException.
     */
    static String buildPath(String template, List<?> params) {
        Matcher matcher = PLACEHOLDER.matcher(template);
        StringBuilder path = new StringBuilder();
        int used = 0;
        int last = 0;
        while (matcher.find()) {
            String placeholder = matcher.group();
            if (used >= params.size()) {
                throw new IllegalArgumentException("Missing a value for path parameter " + placeholder + " of " + template);
            }
            JsonNode value = toTree(params.get(used++));
            String text = value == null || value.isNull() || value.isMissingNode() ? "" : scalarText(value);
            if (text.isEmpty()) {
                throw new IllegalArgumentException(
                        "Path parameter " + placeholder + " of " + template + " must be a non-empty value");
            }
            path.append(encodeLiteral(template.substring(last, matcher.start())))
                    .append(placeholder.startsWith("{+") ? encodeReserved(text) : encodePathSegment(text));
            last = matcher.end();
        }
        path.append(encodeLiteral(template.substring(last)));
        if (used != params.size()) {
            throw new IllegalArgumentException(
                    "Expected " + used + " path parameter(s) for " + template + " but got " + params.size());
        }
        return path.toString();
    }

    /**
     * The template's own text between placeholders, as a URI path: characters RFC 3986 allows in a path (unreserved,
     * sub-delims, {@code :}, {@code @}, {@code /}, and {@code %} starting an escape) stay, anything else
     * ({@code "}, a backtick, a space, non-ASCII) is percent-encoded as UTF-8, as fetch and urllib do.
     */
    static String encodeLiteral(String text) {
        StringBuilder out = new StringBuilder(text.length());
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < bytes.length; i++) {
            int c = bytes[i] & 0xFF;
            boolean escape = c == '%' && i + 2 < bytes.length && isHex(bytes[i + 1]) && isHex(bytes[i + 2]);
            if (escape || c < 0x80 && (Character.isLetterOrDigit(c) || "-._~!$&'()*+,;=:@/".indexOf(c) >= 0)) {
                out.append((char) c);
            } else {
                out.append('%').append(HEX[c >> 4]).append(HEX[c & 0xF]);
            }
        }
        return out.toString();
    }

    private static boolean isHex(byte b) {
        return b >= '0' && b <= '9' || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F';
    }

    /**
     * Percent-encodes a value that may hold reserved characters ({@code /}, {@code :}, {@code @}…), which stay as
     * they are; only {@code ?} and {@code #}, which would end the path, are encoded with the rest ({@code %} too).
     */
    static String encodeReserved(String value) {
        return encodeLiteral(value.replace("%", "%25"));
    }

    /** Percent-encodes one path segment; {@code .} and {@code ..} are encoded too, so they are never collapsed. */
    static String encodePathSegment(String value) {
        String encoded = percentEncode(value, false);
        return encoded.equals(".") || encoded.equals("..") ? encoded.replace(".", "%2E") : encoded;
    }

    /**
     * Serialises query parameters, in order, without the leading {@code ?}: null, {@link Opt#absent()} and
     * {@link Opt#ofNull()} are left out; lists and arrays repeat the key ({@code tag=a&tag=b}); booleans
     * are {@code true}/{@code false}; dates ISO 8601; enums their JSON value; objects and maps use
     * brackets ({@code filter[status]=open}); an object inside a list gets its index
     * ({@code items[0][id]=x}). Names and values are percent-encoded. {@code styles} names array parameters
     * sent otherwise: {@code comma} ({@code tag=a,b}), {@code space} ({@code tag=a%20b}), {@code pipe}
     * ({@code tag=a|b}) or {@code brackets} ({@code tag[]=a&tag[]=b}).
     */
    static String encodeQuery(Map<String, ?> query, Map<String, String> styles) {
        List<String> pairs = new ArrayList<>();
        for (Map.Entry<String, ?> entry : query.entrySet()) {
            JsonNode value = toTree(entry.getValue());
            String style = styles.get(entry.getKey());
            if (style != null && value != null && value.isArray()) {
                appendStyled(pairs, entry.getKey(), value, style);
            } else {
                appendQuery(pairs, entry.getKey(), value);
            }
        }
        return String.join("&", pairs);
    }

    /** {@link #encodeQuery(Map, Map)} without styles. */
    static String encodeQuery(Map<String, ?> query) {
        return encodeQuery(query, Map.of());
    }

    private static void appendStyled(List<String> pairs, String key, JsonNode values, String style) {
        if (style.equals("brackets")) {
            for (JsonNode item : values) {
                appendQuery(pairs, key + "[]", item);
            }
            return;
        }
        String delimiter = style.equals("space") ? " " : style.equals("pipe") ? "|" : ",";
        List<String> texts = new ArrayList<>();
        for (JsonNode item : values) {
            if (item != null && !item.isNull()) {
                texts.add(scalarText(item));
            }
        }
        if (!texts.isEmpty()) {
            pairs.add(percentEncode(key, false) + "=" + percentEncode(String.join(delimiter, texts), false));
        }
    }

    private static void appendQuery(List<String> pairs, String key, JsonNode value) {
        if (value == null || value.isNull() || value.isMissingNode()) {
            return;
        }
        if (value.isArray()) {
            int index = 0;
            for (JsonNode item : value) {
                appendQuery(pairs, item.isObject() ? key + "[" + index + "]" : key, item);
                index++;
            }
            return;
        }
        if (value.isObject()) {
            for (Map.Entry<String, JsonNode> field : value.properties()) {
                appendQuery(pairs, key + "[" + field.getKey() + "]", field.getValue());
            }
            return;
        }
        pairs.add(percentEncode(key, false) + "=" + percentEncode(scalarText(value), false));
    }

    /**
     * Joins a base URL (which may carry a path prefix such as {@code /v1}) and an encoded path, then
     * appends the encoded query. Exactly one slash separates them.
     */
    static String joinUrl(String baseUrl, String path, String query) {
        String base = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        String suffix = path.isEmpty() || path.startsWith("/") ? path : "/" + path;
        if (query.isEmpty()) {
            return base + suffix;
        }
        return base + suffix + (suffix.contains("?") || base.contains("?") ? "&" : "?") + query;
    }

    /**
     * Percent-encodes UTF-8 text, keeping only RFC 3986's unreserved characters
     * ({@code A-Z a-z 0-9 - . _ ~}); with {@code spaceAsPlus} a space becomes {@code +} (form encoding).
     */
    static String percentEncode(String text, boolean spaceAsPlus) {
        StringBuilder out = new StringBuilder(text.length());
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.'
                    || c == '_' || c == '~') {
                out.append((char) c);
            } else if (c == ' ' && spaceAsPlus) {
                out.append('+');
            } else {
                out.append('%').append(HEX[c >> 4]).append(HEX[c & 0xF]);
            }
        }
        return out.toString();
    }

    /** Any value as a JSON tree through the shared mapper (so enums, dates and {@link Opt} follow Jackson); null stays null. */
    static JsonNode toTree(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof JsonNode) {
            return (JsonNode) value;
        }
        return Json.mapper().valueToTree(value);
    }

    /** A scalar as query, path or form text: strings as they are, booleans {@code true}/{@code false}, numbers plain. */
    static String scalarText(JsonNode value) {
        if (value.isTextual()) {
            return value.textValue();
        }
        if (value.isBigDecimal()) {
            return value.decimalValue().toPlainString();
        }
        return value.asText();
    }
}
