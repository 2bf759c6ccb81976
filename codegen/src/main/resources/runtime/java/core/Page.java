// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.runtime.errors.InvalidResponseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * One page of a paginated list: its items, the whole response body, and the way to the next page.
 * Obtained from {@link PagedIterable#firstPage()} or {@link PagedIterable#pages()}; immutable.
 *
 * <pre>{@code
 * Page<Account> page = client.accounts().list().firstPage();
 * while (true) {
 *     page.items().forEach(a -> System.out.println(a.id()));
 *     if (!page.hasNextPage()) break;
 *     page = page.nextPage();
 * }
 * }</pre>
 *
 * @param <T> the item type
 */
public final class Page<T> {

    /** Fetches one page: the list request with the given query. */
    @FunctionalInterface
    interface Fetcher {
        Response fetch(Map<String, Object> query);
    }

    /** One fetched page response; {@code validate}: the client checks responses strictly ({@code responseValidation}). */
    record Response(int status, Map<String, String> headers, JsonNode body, boolean validate) {
    }

    private final PaginationSpec spec;
    private final Map<String, Object> query;
    private final Response response;
    private final Fetcher fetcher;
    private final JavaType itemType;
    private final List<JsonNode> rawItems;
    private final List<T> items;
    /** Items before this page fetched since the iteration started (type cursor). */
    private final long seenBefore;
    /** Page size for type page: the limit parameter, else the first page's length; null when unknown. */
    private final Long pageSize;

    private Page(PaginationSpec spec, Map<String, Object> query, Response response, Fetcher fetcher, JavaType itemType,
            long seenBefore, Long pageSize) {
        this.spec = spec;
        this.query = Collections.unmodifiableMap(new LinkedHashMap<>(query));
        this.response = response;
        this.fetcher = fetcher;
        this.itemType = itemType;
        this.seenBefore = seenBefore;
        JsonNode array = response.body().isObject() ? response.body().path(spec.items()) : null;
        List<JsonNode> raw = new ArrayList<>();
        if (array != null && array.isArray()) {
            array.forEach(raw::add);
        }
        this.rawItems = Collections.unmodifiableList(raw);
        List<T> converted = new ArrayList<>(raw.size());
        for (JsonNode item : raw) {
            T value = convert(item, itemType, "an item of the page");
            if (response.validate() && value != null) {
                JsonModel.validateResponse(value, "item " + converted.size() + " of the page");
            }
            converted.add(value);
        }
        this.items = Collections.unmodifiableList(converted);
        if (spec.type() == PaginationSpec.Type.PAGE && pageSize == null) {
            Long limit = limitOf(spec, query);
            this.pageSize = limit != null ? limit : raw.isEmpty() ? null : Long.valueOf(raw.size());
        } else {
            this.pageSize = pageSize;
        }
    }

    /** Fetches the first page of a list. */
    static <T> Page<T> first(PaginationSpec spec, Map<String, Object> query, Fetcher fetcher, JavaType itemType) {
        return first(spec, query, fetcher.fetch(query), fetcher, itemType);
    }

    /** The first page of a list from its response, fetched already. */
    static <T> Page<T> first(PaginationSpec spec, Map<String, Object> query, Response response, Fetcher fetcher,
            JavaType itemType) {
        Long pageSize = spec.type() == PaginationSpec.Type.PAGE ? limitOf(spec, query) : null;
        return new Page<>(spec, query, response, fetcher, itemType, 0, pageSize);
    }

    /** The page after this one from its response, fetched already with {@code next} ({@link #nextPageQuery()}). */
    Page<T> following(Map<String, Object> next, Response nextResponse) {
        return new Page<>(spec, next, nextResponse, fetcher, itemType, seenBefore + rawItems.size(), pageSize);
    }

    /**
     * This page's items: the response property the pagination names.
     *
     * @return an unmodifiable list (empty on an empty page)
     */
    public List<T> items() {
        return items;
    }

    /**
     * The whole response body of this page.
     *
     * @return the parsed JSON (a missing node for an empty body)
     */
    public JsonNode body() {
        return response.body();
    }

    /**
     * The whole response body of this page as a model, e.g. {@code page.body(AccountList.class)}.
     *
     * @param type the model class
     * @param <B>  the model type
     * @return the body read as {@code type}
     * @throws InvalidResponseException when the body does not fit {@code type}
     */
    public <B> B body(Class<B> type) {
        return convert(response.body(), Json.mapper().constructType(type), "the page");
    }

    /**
     * Whether another page follows: false on an empty page, when the {@code has_more} property is false,
     * when the {@code done} property is true, when the items seen reach the {@code total} property, or
     * (type cursor) when there is no next cursor (the {@code nextCursor} property, else the last item's
     * cursor field, absent, null or empty) or the server handed back the cursor it was given.
     *
     * @return true when {@link #nextPage()} has a page to fetch
     */
    public boolean hasNextPage() {
        return nextPageQuery().isPresent();
    }

    /**
     * The query of the next page: this page's query with the offset, page number or cursor advanced.
     *
     * @return the next query, or empty on the last page
     */
    public Optional<Map<String, Object>> nextPageQuery() {
        if (rawItems.isEmpty()) {
            return Optional.empty();
        }
        JsonNode body = response.body();
        if (spec.hasMore().isPresent()) {
            JsonNode hasMore = body.path(spec.hasMore().get());
            if (hasMore.isBoolean() && !hasMore.booleanValue()) {
                return Optional.empty();
            }
        }
        if (spec.done().isPresent() && body.path(spec.done().get()).asBoolean(false)) {
            return Optional.empty();
        }
        if (spec.total().isPresent()) {
            JsonNode total = body.path(spec.total().get());
            if (total.isNumber() && position() >= total.asDouble()) {
                return Optional.empty();
            }
        }
        Map<String, Object> next = new LinkedHashMap<>(query);
        switch (spec.type()) {
            case OFFSET:
                next.put(spec.offsetParam(), offset() + rawItems.size());
                break;
            case PAGE:
                next.put(spec.pageParam(), pageNumber() + 1);
                break;
            default: {
                JsonNode cursor = spec.nextCursor().isPresent() ? path(body, spec.nextCursor().get()) : cursorOfLast();
                if (cursor == null || !cursor.isValueNode() || cursor.isNull()) {
                    return Optional.empty();
                }
                String text = Urls.scalarText(cursor);
                if (text.isEmpty() || text.equals(textOf(query.get(spec.cursorParam())))) {
                    return Optional.empty(); // no cursor, or the server handed back the one it was given
                }
                next.put(spec.cursorParam(), text);
                break;
            }
        }
        return Optional.of(Collections.unmodifiableMap(next));
    }

    /**
     * Fetches the next page.
     *
     * @return the next page
     * @throws NoSuchElementException when this is the last page; check {@link #hasNextPage()} first
     */
    public Page<T> nextPage() {
        Map<String, Object> next = nextPageQuery().orElseThrow(
                () -> new NoSuchElementException("No next page: check hasNextPage() before calling nextPage()"));
        return following(next, fetcher.fetch(next));
    }

    @Override
    public String toString() {
        return "Page[items=" + items.size() + ", query=" + query + "]";
    }

    /** The cursor field of this page's last item, or null when it is no object. */
    private JsonNode cursorOfLast() {
        JsonNode last = rawItems.get(rawItems.size() - 1);
        return last.isObject() ? last.path(spec.cursorField()) : null;
    }

    /** The value at a dotted property path ({@code meta.next_cursor}) of a JSON object; missing when absent. */
    private static JsonNode path(JsonNode node, String dotted) {
        JsonNode at = node;
        for (String name : dotted.split("\\.", -1)) {
            at = at.path(name);
        }
        return at;
    }

    /** How many items of the whole list have been seen once this page is read (for the total rule). */
    private double position() {
        switch (spec.type()) {
            case OFFSET:
                return offset() + rawItems.size();
            case PAGE:
                return (pageNumber() - 1) * (double) (pageSize != null ? pageSize : rawItems.size()) + rawItems.size();
            default:
                return seenBefore + rawItems.size();
        }
    }

    private long offset() {
        Long value = toLong(query.get(spec.offsetParam()));
        return value != null ? value : 0;
    }

    private long pageNumber() {
        Long value = toLong(query.get(spec.pageParam()));
        return value != null ? value : 1;
    }

    private <V> V convert(JsonNode node, JavaType type, String what) {
        try {
            return Json.mapper().treeToValue(node, type);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new InvalidResponseException(response.status(), response.headers(), response.body(),
                    "Cannot read " + what + " as " + type.toCanonical() + ": " + e.getMessage(), e);
        }
    }

    private static Long limitOf(PaginationSpec spec, Map<String, Object> query) {
        if (spec.limitParam().isEmpty()) {
            return null;
        }
        Long limit = toLong(query.get(spec.limitParam().get()));
        return limit != null && limit > 0 ? limit : null;
    }

    private static Long toLong(Object value) {
        JsonNode node = Urls.toTree(value);
        if (node == null) {
            return null;
        }
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            return node.longValue();
        }
        if (node.isFloatingPointNumber() && node.doubleValue() == Math.rint(node.doubleValue())) {
            return (long) node.doubleValue();
        }
        if (node.isTextual()) {
            try {
                return Long.parseLong(node.textValue().trim());
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }

    private static String textOf(Object value) {
        JsonNode node = Urls.toTree(value);
        return node == null || !node.isValueNode() || node.isNull() ? null : Urls.scalarText(node);
    }
}
