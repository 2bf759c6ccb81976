package dev.sdkgen.runtime.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.sdkgen.runtime.core.Opt;
import java.util.List;
import java.util.Objects;

/**
 * A request model written the way the emitter should generate one with a builder: required properties
 * as plain fields, optional ones as {@link Opt} with {@code @JsonInclude(NON_EMPTY)} (absent is left
 * out, explicit null is sent), a {@code @JsonCreator} constructor so the same class also reads
 * responses (a missing property stays absent).
 *
 * <pre>
 * AccountUpdate:
 *   required: [name]
 *   properties:
 *     name:     {type: string}
 *     nickname: {type: string, nullable: true}
 *     active:   {type: boolean}
 *     limit:    {type: integer}
 *     note:     {type: string}
 *     tags:     {type: array, items: {type: string}}
 * </pre>
 */
@JsonPropertyOrder({"name", "nickname", "active", "limit", "note", "tags"})
public final class AccountUpdateParams {

    @JsonProperty("name")
    private final String name;

    @JsonProperty("nickname")
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    private final Opt<String> nickname;

    @JsonProperty("active")
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    private final Opt<Boolean> active;

    @JsonProperty("limit")
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    private final Opt<Long> limit;

    @JsonProperty("note")
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    private final Opt<String> note;

    @JsonProperty("tags")
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    private final Opt<List<String>> tags;

    @JsonCreator
    private AccountUpdateParams(@JsonProperty("name") String name, @JsonProperty("nickname") Opt<String> nickname,
            @JsonProperty("active") Opt<Boolean> active, @JsonProperty("limit") Opt<Long> limit,
            @JsonProperty("note") Opt<String> note, @JsonProperty("tags") Opt<List<String>> tags) {
        this.name = name;
        this.nickname = nickname;
        this.active = active;
        this.limit = limit;
        this.note = note;
        this.tags = tags;
    }

    /**
     * A builder; every optional property starts absent.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The name.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * The nickname: absent, null (clear it) or a value.
     *
     * @return the nickname
     */
    public Opt<String> nickname() {
        return nickname;
    }

    /**
     * Whether the account is active.
     *
     * @return the flag
     */
    public Opt<Boolean> active() {
        return active;
    }

    /**
     * The limit.
     *
     * @return the limit
     */
    public Opt<Long> limit() {
        return limit;
    }

    /**
     * A note.
     *
     * @return the note
     */
    public Opt<String> note() {
        return note;
    }

    /**
     * The tags.
     *
     * @return the tags
     */
    public Opt<List<String>> tags() {
        return tags;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof AccountUpdateParams)) {
            return false;
        }
        AccountUpdateParams that = (AccountUpdateParams) other;
        return Objects.equals(name, that.name) && nickname.equals(that.nickname) && active.equals(that.active)
                && limit.equals(that.limit) && note.equals(that.note) && tags.equals(that.tags);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, nickname, active, limit, note, tags);
    }

    @Override
    public String toString() {
        return "AccountUpdateParams[name=" + name + ", nickname=" + nickname + ", active=" + active + ", limit=" + limit
                + ", note=" + note + ", tags=" + tags + "]";
    }

    /** Builds {@link AccountUpdateParams}. */
    public static final class Builder {
        private String name;
        private Opt<String> nickname = Opt.absent();
        private Opt<Boolean> active = Opt.absent();
        private Opt<Long> limit = Opt.absent();
        private Opt<String> note = Opt.absent();
        private Opt<List<String>> tags = Opt.absent();

        private Builder() {
        }

        /**
         * Sets the name (required).
         *
         * @param value the name
         * @return this builder
         */
        public Builder name(String value) {
            this.name = Objects.requireNonNull(value, "name");
            return this;
        }

        /**
         * Sets the nickname; the property is nullable, so null sends {@code "nickname": null}.
         *
         * @param value the nickname, or null
         * @return this builder
         */
        public Builder nickname(String value) {
            this.nickname = Opt.ofNullable(value);
            return this;
        }

        /**
         * Sets whether the account is active.
         *
         * @param value the flag
         * @return this builder
         */
        public Builder active(boolean value) {
            this.active = Opt.of(value);
            return this;
        }

        /**
         * Sets the limit.
         *
         * @param value the limit
         * @return this builder
         */
        public Builder limit(long value) {
            this.limit = Opt.of(value);
            return this;
        }

        /**
         * Sets the note (not nullable: null is rejected).
         *
         * @param value the note
         * @return this builder
         */
        public Builder note(String value) {
            this.note = Opt.of(value);
            return this;
        }

        /**
         * Sets the tags.
         *
         * @param value the tags
         * @return this builder
         */
        public Builder tags(List<String> value) {
            this.tags = Opt.of(List.copyOf(value));
            return this;
        }

        /**
         * Builds the params.
         *
         * @return the params
         * @throws NullPointerException when the name is missing
         */
        public AccountUpdateParams build() {
            return new AccountUpdateParams(Objects.requireNonNull(name, "name is required"), nickname, active, limit, note,
                    tags);
        }
    }
}
