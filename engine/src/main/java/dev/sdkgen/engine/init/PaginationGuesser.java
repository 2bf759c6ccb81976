package dev.sdkgen.engine.init;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.build.PaginationReader;
import dev.sdkgen.engine.build.SchemaProperties;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The {@code pagination} schemes {@code sdkgen init} writes. A list method is a GET whose 2xx JSON response is an
 * array or an object with an array property; for each one without {@code x-sdkgen-pagination}, the conventions below
 * are tried in order, and the first whose parameters the request has and whose fields the response has (checked by
 * {@link PaginationReader}, as SDKGEN301 would) is its scheme:
 * <ol>
 *   <li>the {@code Link} header, where the 2xx response documents one (GitHub): the items are the array response, or
 *       its array property;</li>
 *   <li>a next cursor in the response ({@code next_cursor}, {@code nextPageToken}, {@code next_page}…, at the top or
 *       one object down: {@code meta.next_cursor}) sent back in a cursor parameter ({@code cursor}, {@code page_token}…,
 *       or a {@code page} parameter of type string: Stripe's and OpenAI's {@code page} / {@code next_page});</li>
 *   <li>the last item's {@code id} sent in {@code starting_after} or {@code after}, with a has-more or total property;</li>
 *   <li>an {@code offset} parameter, with a has-more or total property;</li>
 *   <li>a {@code page} parameter that is no string, with a has-more or total property.</li>
 * </ol>
 * A POST whose JSON request body has a cursor property ({@code cursor}, {@code page_token}…) and whose response has
 * a next cursor and an array (a search API) gets the cursor in the body ({@code cursor_body}); other POSTs are no list
 * methods. Methods with equal settings share one scheme, which names them. The other list methods are left alone and
 * listed.
 */
final class PaginationGuesser {
    private static final List<String> ITEMS = List.of("data", "items", "results", "entries", "records", "values", "list");
    private static final List<String> LIMITS = List.of("limit", "page_size", "pageSize", "per_page", "perPage",
            "max_results", "maxResults", "size");
    private static final List<String> NEXT = List.of("next_cursor", "nextCursor", "next_page_token", "nextPageToken",
            "next_token", "nextToken", "next_page_cursor", "next_page", "cursor");
    /** Request names of a cursor; protobuf-generated APIs (Temporal's) reuse the response's {@code nextPageToken}. */
    private static final List<String> CURSOR_PARAMS = List.of("cursor", "page_token", "pageToken", "next_token",
            "nextToken", "continuation_token", "next_cursor", "next_page_token", "nextPageToken", "starting_after", "after");
    private static final List<String> HAS_MORE = List.of("has_more", "hasMore", "has_next", "hasNext", "has_next_page",
            "hasNextPage");
    private static final List<String> TOTALS = List.of("total", "total_count", "totalCount", "total_items", "totalItems");

    /** One scheme to write: its settings (keys of x-sdkgen-pagination) and the methods it names. */
    record Scheme(String name, String style, Map<String, String> settings, List<String> methods) {
    }

    /** The schemes, and the list methods left without pagination (dotted paths). */
    record Guess(List<Scheme> schemes, List<String> leftAlone) {
        /** Paginated list methods by style, for the report. */
        Map<String, Integer> byStyle() {
            Map<String, Integer> out = new TreeMap<>();
            schemes.forEach(s -> out.merge(s.style(), s.methods().size(), Integer::sum));
            return out;
        }
    }

    private final Spec spec;

    private PaginationGuesser(Spec spec) {
        this.spec = spec;
    }

    /**
     * Guesses the schemes of the mapped operations.
     *
     * @param methodPaths {@code "get /accounts"} → the method's dotted path in the config ({@code accounts.list})
     */
    static Guess guess(Spec spec, Map<String, String> methodPaths) {
        PaginationGuesser g = new PaginationGuesser(spec);
        Map<Map<String, String>, Scheme> schemes = new LinkedHashMap<>();
        List<String> leftAlone = new ArrayList<>();
        for (Spec.Operation op : spec.operations()) {
            String path = methodPaths.get(op.method() + " " + op.path());
            if (path == null || op.node().has(PaginationReader.EXTENSION) || !g.isList(op)) {
                continue;
            }
            if (op.method().equals("post")) {
                Map<String, String> body = g.bodyCursor(op);
                if (body != null) {
                    schemes.computeIfAbsent(body, s -> new Scheme(null, style(s), s, new ArrayList<>())).methods().add(path);
                }
                continue;
            }
            if (!op.method().equals("get")) {
                continue;
            }
            Map<String, String> settings = g.settings(op);
            if (settings == null) {
                leftAlone.add(path);
                continue;
            }
            schemes.computeIfAbsent(settings, s -> new Scheme(null, style(s), s, new ArrayList<>())).methods().add(path);
        }
        return new Guess(named(schemes.values()), leftAlone);
    }

    /** Each scheme named after its style, numbered from the second of a style on. */
    private static List<Scheme> named(java.util.Collection<Scheme> schemes) {
        Map<String, Integer> seen = new LinkedHashMap<>();
        List<Scheme> out = new ArrayList<>();
        for (Scheme s : schemes) {
            int n = seen.merge(s.style(), 1, Integer::sum);
            out.add(new Scheme(n == 1 ? s.style() : s.style() + "_" + n, s.style(), s.settings(), List.copyOf(s.methods())));
        }
        return out;
    }

    private static String style(Map<String, String> s) {
        if (s.containsKey("cursor_body")) {
            return "body_cursor";
        }
        if (s.containsKey("next_cursor")) {
            return "next_cursor";
        }
        return s.containsKey("cursor_field") ? "item_cursor" : s.get("type");
    }

    private boolean isList(Spec.Operation op) {
        JsonNode schema = PaginationReader.successSchema(spec, op);
        return !schema.isMissingNode() && (PaginationReader.isArray(spec, schema) || arrays(schema).size() > 0);
    }

    private List<String> arrays(JsonNode schema) {
        List<String> out = new ArrayList<>();
        SchemaProperties.of(spec, schema).forEach((name, prop) -> {
            if (PaginationReader.isArray(spec, prop)) {
                out.add(name);
            }
        });
        return out;
    }

    /** The response's array property holding the items: the only one, else the first of {@link #ITEMS}; or null. */
    private String itemsOf(JsonNode schema) {
        List<String> arrays = arrays(schema);
        return arrays.size() == 1 ? arrays.get(0) : ITEMS.stream().filter(arrays::contains).findFirst().orElse(null);
    }

    /** The Link-header scheme of a GET whose 2xx response documents a {@code Link} header, or null. */
    private Map<String, String> link(Spec.Operation op, JsonNode schema, Set<String> query) {
        if (!PaginationReader.documentsLinkHeader(spec, op)) {
            return null;
        }
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("type", "link");
        if (!PaginationReader.isArray(spec, schema)) {
            String items = itemsOf(schema);
            if (items == null) {
                return null;
            }
            settings.put("items", items);
        }
        first(LIMITS, query).ifPresent(l -> settings.put("limit_param", l));
        return PaginationReader.check(spec, op, settings).usable() ? ordered(settings) : null;
    }

    /** A POST list's cursor in the JSON request body, sent back from the response's next cursor; or null. */
    private Map<String, String> bodyCursor(Spec.Operation op) {
        JsonNode schema = PaginationReader.successSchema(spec, op);
        String items = itemsOf(schema);
        String next = nextCursor(SchemaProperties.of(spec, schema));
        java.util.Optional<String> cursor = first(CURSOR_PARAMS,
                SchemaProperties.of(spec, PaginationReader.requestSchema(spec, op)).keySet());
        if (items == null || next == null || cursor.isEmpty()) {
            return null;
        }
        Map<String, String> settings = new LinkedHashMap<>(Map.of("type", "cursor", "items", items,
                "cursor_body", cursor.get(), "next_cursor", next));
        first(LIMITS, PaginationReader.queryParams(spec, op)).ifPresent(l -> settings.put("limit_param", l));
        return PaginationReader.check(spec, op, settings).usable() ? ordered(settings) : null;
    }

    /** The first convention that fits the operation, or null. */
    private Map<String, String> settings(Spec.Operation op) {
        JsonNode schema = PaginationReader.successSchema(spec, op);
        Set<String> query = PaginationReader.queryParams(spec, op);
        Map<String, String> link = link(op, schema, query);
        if (link != null) {
            return link;
        }
        String items = itemsOf(schema);
        if (items == null) {
            return null;
        }
        Map<String, JsonNode> props = SchemaProperties.of(spec, schema);
        boolean pageIsToken = "string".equals(queryType(op, "page"));
        Map<String, String> base = new LinkedHashMap<>();
        base.put("items", items);
        first(LIMITS, query).ifPresent(l -> base.put("limit_param", l));
        String stop = first(HAS_MORE, props.keySet()).map(h -> "has_more=" + h)
                .or(() -> first(TOTALS, props.keySet()).map(t -> "total=" + t)).orElse(null);
        for (Map<String, String> candidate : candidates(query, props, stop, pageIsToken)) {
            Map<String, String> settings = new LinkedHashMap<>(candidate);
            settings.putAll(base);
            if (PaginationReader.check(spec, op, settings).usable()) {
                return ordered(settings);
            }
        }
        return null;
    }

    private List<Map<String, String>> candidates(Set<String> query, Map<String, JsonNode> props, String stop,
            boolean pageIsToken) {
        List<Map<String, String>> out = new ArrayList<>();
        String next = nextCursor(props);
        String cursorParam = first(CURSOR_PARAMS, query).orElse(pageIsToken && query.contains("page") ? "page" : null);
        if (next != null && cursorParam != null) {
            out.add(Map.of("type", "cursor", "cursor_param", cursorParam, "next_cursor", next));
        }
        if (stop == null) {
            return out;
        }
        String[] stopRule = stop.split("=", 2);
        for (String after : List.of("starting_after", "after")) {
            if (query.contains(after)) {
                out.add(Map.of("type", "cursor", "cursor_param", after, "cursor_field", "id", stopRule[0], stopRule[1]));
            }
        }
        if (query.contains("offset")) {
            out.add(Map.of("type", "offset", "offset_param", "offset", stopRule[0], stopRule[1]));
        }
        if (query.contains("page") && !pageIsToken) {
            out.add(Map.of("type", "page", "page_param", "page", stopRule[0], stopRule[1]));
        }
        return out;
    }

    /** The schema type of a query parameter of the operation ({@code string}, {@code integer}), or null. */
    private String queryType(Spec.Operation op, String name) {
        for (JsonNode params : new JsonNode[] {op.pathItem().get("parameters"), op.node().get("parameters")}) {
            for (JsonNode p : params == null ? List.<JsonNode>of() : params) {
                JsonNode r = spec.resolve(p);
                if ("query".equals(r.path("in").asText()) && name.equals(r.path("name").asText())) {
                    return spec.resolve(r.path("schema")).path("type").asText(null);
                }
            }
        }
        return null;
    }

    /** A next-cursor property at the top of the response or one object down ({@code meta.next_cursor}). */
    private String nextCursor(Map<String, JsonNode> props) {
        java.util.Optional<String> top = first(NEXT, props.keySet());
        if (top.isPresent()) {
            return top.get();
        }
        for (Map.Entry<String, JsonNode> e : props.entrySet()) {
            java.util.Optional<String> inner = first(NEXT, SchemaProperties.of(spec, e.getValue()).keySet());
            if (inner.isPresent() && !e.getKey().contains(".")) {
                return e.getKey() + "." + inner.get();
            }
        }
        return null;
    }

    private static java.util.Optional<String> first(List<String> names, java.util.Collection<String> present) {
        return names.stream().filter(present::contains).findFirst();
    }

    /** The settings in the order of {@code x-sdkgen-pagination}'s keys, as the config lists them. */
    private static Map<String, String> ordered(Map<String, String> settings) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String key : dev.sdkgen.engine.config.SdkgenConfig.PAGINATION_KEYS) {
            if (settings.containsKey(key)) {
                out.put(key, settings.get(key));
            }
        }
        return out;
    }
}
