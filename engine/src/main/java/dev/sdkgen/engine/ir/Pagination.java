package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Auto-pagination of a list method ({@code x-sdkgen-pagination}, or a {@code pagination} scheme of sdkgen.yaml;
 * checked against the response). Iteration stops when {@code hasMore} is false, when {@code done} is true, when the
 * items seen reach {@code total}, when a {@code nextCursor} is absent or empty, on an empty page, or (LINK) when the
 * response has no {@code Link} header with {@code rel="next"}.
 *
 * @param items       response property holding the page's items; null when the response itself is the array (LINK)
 * @param itemType    the type of one item
 * @param limitParam  query parameter for the page size, or null
 * @param offsetParam query parameter for the offset (OFFSET)
 * @param pageParam   query parameter for the 1-based page number (PAGE)
 * @param cursorParam query parameter taking the cursor (CURSOR), null when the cursor goes in the body
 *                    ({@code cursorBody})
 * @param cursorField field of the last item that is the next cursor (CURSOR without {@code nextCursor})
 * @param hasMore     boolean response property saying more pages exist, or null
 * @param total       integer response property with the total item count, or null
 * @param nextCursor  response property holding the next page's cursor, a dotted path ({@code meta.next}), or null
 *                    (CURSOR: the cursor then comes from the last item's {@code cursorField})
 * @param done        boolean response property that is true on the last page, or null
 * @param cursorBody  property of the JSON request body taking the cursor (CURSOR, POST search APIs), or null; the
 *                    caller's other body properties are sent with every page
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Pagination(Kind type, String items, TypeRef itemType, String limitParam, String offsetParam,
        String pageParam, String cursorParam, String cursorField, String hasMore, String total, String nextCursor,
        String done, String cursorBody) {
    /** A pagination without the response-cursor and {@code done} settings. */
    public Pagination(Kind type, String items, TypeRef itemType, String limitParam, String offsetParam,
            String pageParam, String cursorParam, String cursorField, String hasMore, String total) {
        this(type, items, itemType, limitParam, offsetParam, pageParam, cursorParam, cursorField, hasMore, total, null, null,
                null);
    }

    /** Pagination styles; LINK follows the {@code Link} response header's {@code rel="next"} URL (RFC 8288). */
    public enum Kind { OFFSET, PAGE, CURSOR, LINK }
}
