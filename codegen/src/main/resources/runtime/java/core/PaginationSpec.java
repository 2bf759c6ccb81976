// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.util.Objects;
import java.util.Optional;

/**
 * How a list operation pages, from its {@code x-sdkgen-pagination} extension or a pagination scheme of its
 * sdkgen.yaml; parameter and property
 * names are the wire names from the spec. Generated code keeps one per paginated operation in a
 * {@code static final} field and passes every field the IR has; the defaults are only a safety net.
 *
 * <pre>{@code
 * PaginationSpec.cursor().cursorParam("starting_after").cursorField("id").limitParam("limit").hasMore("has_more").build()
 * }</pre>
 */
public final class PaginationSpec {

    /** The pagination styles. */
    public enum Type {
        /** The next page starts at offset + the items of this page. */
        OFFSET,
        /** Pages are numbered from 1. */
        PAGE,
        /** The next page starts at a cursor: a response property, or a field of this page's last item. */
        CURSOR,
        /** The next page is the URL of this page's {@code Link} header with {@code rel="next"} (RFC 8288). */
        LINK
    }

    private final Type type;
    private final String items;
    private final String limitParam;
    private final String offsetParam;
    private final String pageParam;
    private final String cursorParam;
    private final String cursorField;
    private final String hasMore;
    private final String total;
    private final String nextCursor;
    private final String done;
    private final String cursorBody;

    private PaginationSpec(Builder builder) {
        this.type = builder.type;
        this.items = builder.items;
        this.limitParam = builder.limitParam;
        this.offsetParam = builder.offsetParam;
        this.pageParam = builder.pageParam;
        this.cursorParam = builder.cursorParam;
        this.cursorField = builder.cursorField;
        this.hasMore = builder.hasMore;
        this.total = builder.total;
        this.nextCursor = builder.nextCursor;
        this.done = builder.done;
        this.cursorBody = builder.cursorBody;
    }

    /**
     * A builder for a style.
     *
     * @param type the style
     * @return a new builder
     */
    public static Builder builder(Type type) {
        return new Builder(type);
    }

    /**
     * A builder for {@code type: offset}.
     *
     * @return a new builder
     */
    public static Builder offset() {
        return builder(Type.OFFSET);
    }

    /**
     * A builder for {@code type: page}.
     *
     * @return a new builder
     */
    public static Builder page() {
        return builder(Type.PAGE);
    }

    /**
     * A builder for {@code type: cursor}.
     *
     * @return a new builder
     */
    public static Builder cursor() {
        return builder(Type.CURSOR);
    }

    /**
     * A builder for {@code type: link}.
     *
     * @return a new builder
     */
    public static Builder link() {
        return builder(Type.LINK);
    }

    /**
     * The style.
     *
     * @return the type
     */
    public Type type() {
        return type;
    }

    /**
     * The response array property holding a page's items (a response that is an array is the items).
     *
     * @return the property name (default {@code data})
     */
    public String items() {
        return items;
    }

    /**
     * The query parameter for the page size.
     *
     * @return its name, if the operation has one
     */
    public Optional<String> limitParam() {
        return Optional.ofNullable(limitParam);
    }

    /**
     * The query parameter taking the offset (type offset).
     *
     * @return its name (default {@code offset})
     */
    public String offsetParam() {
        return offsetParam;
    }

    /**
     * The query parameter taking the 1-based page number (type page).
     *
     * @return its name (default {@code page})
     */
    public String pageParam() {
        return pageParam;
    }

    /**
     * The query parameter taking the cursor (type cursor).
     *
     * @return its name (default {@code cursor})
     */
    public String cursorParam() {
        return cursorParam;
    }

    /**
     * The field of the last item that is the next cursor (type cursor).
     *
     * @return its name (default {@code id})
     */
    public String cursorField() {
        return cursorField;
    }

    /**
     * The boolean response property that says whether more pages exist.
     *
     * @return its name, if any
     */
    public Optional<String> hasMore() {
        return Optional.ofNullable(hasMore);
    }

    /**
     * The integer response property with the total number of items.
     *
     * @return its name, if any
     */
    public Optional<String> total() {
        return Optional.ofNullable(total);
    }

    /**
     * The response property holding the next page's cursor (type cursor), a dotted path such as
     * {@code meta.next_cursor}; without it the cursor is the last item's {@link #cursorField()}.
     *
     * @return its path, if any
     */
    public Optional<String> nextCursor() {
        return Optional.ofNullable(nextCursor);
    }

    /**
     * The boolean response property that is true on the last page.
     *
     * @return its name, if any
     */
    public Optional<String> done() {
        return Optional.ofNullable(done);
    }

    /**
     * The JSON request body property taking the cursor (type cursor), instead of the query parameter
     * {@link #cursorParam()}.
     *
     * @return its name, if the cursor goes in the body
     */
    public Optional<String> cursorBody() {
        return Optional.ofNullable(cursorBody);
    }

    /** Builds a {@link PaginationSpec}. */
    public static final class Builder {
        private final Type type;
        private String items = "data";
        private String limitParam;
        private String offsetParam = "offset";
        private String pageParam = "page";
        private String cursorParam = "cursor";
        private String cursorField = "id";
        private String hasMore;
        private String total;
        private String nextCursor;
        private String done;
        private String cursorBody;

        private Builder(Type type) {
            this.type = Objects.requireNonNull(type, "type");
        }

        /**
         * Sets {@code items}.
         *
         * @param value the response array property
         * @return this builder
         */
        public Builder items(String value) {
            this.items = Objects.requireNonNull(value, "items");
            return this;
        }

        /**
         * Sets {@code limit_param}.
         *
         * @param value the page-size query parameter, or null
         * @return this builder
         */
        public Builder limitParam(String value) {
            this.limitParam = value;
            return this;
        }

        /**
         * Sets {@code offset_param}.
         *
         * @param value the offset query parameter
         * @return this builder
         */
        public Builder offsetParam(String value) {
            this.offsetParam = Objects.requireNonNull(value, "offsetParam");
            return this;
        }

        /**
         * Sets {@code page_param}.
         *
         * @param value the page-number query parameter
         * @return this builder
         */
        public Builder pageParam(String value) {
            this.pageParam = Objects.requireNonNull(value, "pageParam");
            return this;
        }

        /**
         * Sets {@code cursor_param}.
         *
         * @param value the cursor query parameter
         * @return this builder
         */
        public Builder cursorParam(String value) {
            this.cursorParam = Objects.requireNonNull(value, "cursorParam");
            return this;
        }

        /**
         * Sets {@code cursor_field}.
         *
         * @param value the item field holding the cursor
         * @return this builder
         */
        public Builder cursorField(String value) {
            this.cursorField = Objects.requireNonNull(value, "cursorField");
            return this;
        }

        /**
         * Sets {@code has_more}.
         *
         * @param value the boolean response property, or null
         * @return this builder
         */
        public Builder hasMore(String value) {
            this.hasMore = value;
            return this;
        }

        /**
         * Sets {@code total}.
         *
         * @param value the total-count response property, or null
         * @return this builder
         */
        public Builder total(String value) {
            this.total = value;
            return this;
        }

        /**
         * Sets {@code nextCursor}.
         *
         * @param value the (dotted) response property holding the next cursor, or null
         * @return this builder
         */
        public Builder nextCursor(String value) {
            this.nextCursor = value;
            return this;
        }

        /**
         * Sets {@code done}.
         *
         * @param value the boolean response property that is true on the last page, or null
         * @return this builder
         */
        public Builder done(String value) {
            this.done = value;
            return this;
        }

        /**
         * Sets {@code cursor_body}.
         *
         * @param value the JSON request body property taking the cursor, or null
         * @return this builder
         */
        public Builder cursorBody(String value) {
            this.cursorBody = value;
            return this;
        }

        /**
         * Builds the specification.
         *
         * @return an immutable spec
         */
        public PaginationSpec build() {
            return new PaginationSpec(this);
        }
    }
}
