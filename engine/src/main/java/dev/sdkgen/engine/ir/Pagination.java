package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Auto-pagination of a list method ({@code x-sdkgen-pagination}, checked against the response).
 * Iteration stops when {@code hasMore} is false, when the items seen reach {@code total}, or on an
 * empty page.
 *
 * @param items       response property holding the page's items
 * @param itemType    the type of one item
 * @param limitParam  query parameter for the page size, or null
 * @param offsetParam query parameter for the offset (OFFSET)
 * @param pageParam   query parameter for the 1-based page number (PAGE)
 * @param cursorParam query parameter taking the cursor (CURSOR)
 * @param cursorField field of the last item that is the next cursor (CURSOR)
 * @param hasMore     boolean response property saying more pages exist, or null
 * @param total       integer response property with the total item count, or null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Pagination(Kind type, String items, TypeRef itemType, String limitParam, String offsetParam,
        String pageParam, String cursorParam, String cursorField, String hasMore, String total) {
    /** Pagination styles. */
    public enum Kind { OFFSET, PAGE, CURSOR }
}
