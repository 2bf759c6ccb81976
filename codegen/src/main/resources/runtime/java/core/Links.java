// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** The {@code Link} response header (RFC 8288), as GitHub sends it: {@code <url>; rel="next", <url>; rel="last"}. */
public final class Links {
    /**
     * One link: its target as written and its parameters, names lower-cased.
     *
     * @param url    the target
     * @param params the parameters ({@code rel}, {@code title}...)
     */
    public record Link(String url, Map<String, String> params) {
        /**
         * Keeps an unmodifiable copy of the parameters.
         *
         * @param url    the target
         * @param params the parameters
         */
        public Link {
            params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
        }
    }

    private Links() {
    }

    /**
     * Parses a {@code Link} header. Commas and semicolons inside {@code <...>} and in quoted values do not split; a
     * parameter's value is a token or a quoted string (backslash escapes); a repeated parameter keeps its first value;
     * a part without {@code <...>} is skipped.
     *
     * @param header the header's value
     * @return the links in order
     */
    public static List<Link> parse(String header) {
        List<Link> links = new ArrayList<>();
        int i = 0;
        while (i < header.length()) {
            int start = header.indexOf('<', i);
            int end = start < 0 ? -1 : header.indexOf('>', start + 1);
            if (end < 0) {
                break;
            }
            Map<String, String> params = new LinkedHashMap<>();
            i = space(header, end + 1);
            while (i < header.length() && header.charAt(i) == ';') {
                i = space(header, i + 1);
                String name = token(header, i);
                i = space(header, i + name.length());
                String value = "";
                if (i < header.length() && header.charAt(i) == '=') {
                    i = space(header, i + 1);
                    if (i < header.length() && header.charAt(i) == '"') {
                        StringBuilder quoted = new StringBuilder();
                        i = quoted(header, i, quoted);
                        value = quoted.toString();
                    } else {
                        value = token(header, i);
                        i += value.length();
                    }
                }
                if (!name.isEmpty()) {
                    params.putIfAbsent(name.toLowerCase(Locale.ROOT), value);
                }
                i = space(header, i);
            }
            links.add(new Link(header.substring(start + 1, end).trim(), params));
            while (i < header.length() && header.charAt(i) != ',') {
                i = header.charAt(i) == '"' ? quoted(header, i, new StringBuilder()) : i + 1;
            }
            i++;
        }
        return links;
    }

    /**
     * The target of the header's first link whose {@code rel} has the relation type {@code rel} (case-insensitive).
     *
     * @param header the header's value, or null
     * @param rel    the relation type, such as {@code next}
     * @return the target, or empty
     */
    public static Optional<String> withRel(String header, String rel) {
        if (header == null) {
            return Optional.empty();
        }
        for (Link link : parse(header)) {
            for (String type : link.params().getOrDefault("rel", "").trim().split("\\s+")) {
                if (type.equalsIgnoreCase(rel) && !link.url().isEmpty()) {
                    return Optional.of(link.url());
                }
            }
        }
        return Optional.empty();
    }

    private static int space(String text, int from) {
        int i = from;
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    private static String token(String text, int from) {
        int end = from;
        while (end < text.length() && " \t;,=\"".indexOf(text.charAt(end)) < 0) {
            end++;
        }
        return text.substring(from, end);
    }

    /** Reads the quoted string at {@code from} (its opening quote) into {@code out}; returns the index after it. */
    private static int quoted(String text, int from, StringBuilder out) {
        int i = from + 1;
        while (i < text.length() && text.charAt(i) != '"') {
            if (text.charAt(i) == '\\' && i + 1 < text.length()) {
                i++;
            }
            out.append(text.charAt(i));
            i++;
        }
        return i + 1;
    }
}
