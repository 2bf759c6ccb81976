// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import dev.sdkgen.runtime.errors.InvalidDataException;
import java.io.IOException;
import java.time.DateTimeException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A model property as it was received: <b>missing</b>, explicit <b>null</b>, a <b>value</b> of its type, or
 * <b>invalid</b> — JSON that does not fit the type the spec gives (a string where the spec says integer, an
 * object where it says array). An invalid property does not fail the response: the model's typed accessor
 * throws {@link InvalidDataException} (naming the property, the expected type and the JSON), while its raw
 * accessor ({@code _name()}) returns this field, whose {@link #json()} is the JSON as received. Written
 * again, a field is its value, {@code null}, its raw JSON, or left out when missing.
 *
 * @param <T> the property's type
 */
@JsonSerialize(using = JsonField.Serializer.class)
@JsonDeserialize(using = JsonField.Deserializer.class)
public final class JsonField<T> {

    private static final int MAX_SHOWN = 200;
    private static final JsonField<?> MISSING = new JsonField<>(State.MISSING, null, null, null, null);
    private static final JsonField<?> NULL = new JsonField<>(State.NULL, null, null, null, null);

    private enum State { MISSING, NULL, VALUE, INVALID }

    private final State state;
    private final T value;
    private final JsonNode raw;
    private final String where;
    private final String expected;

    private JsonField(State state, T value, JsonNode raw, String where, String expected) {
        this.state = state;
        this.value = value;
        this.raw = raw;
        this.where = where;
        this.expected = expected;
    }

    /**
     * The missing state: the property was not received, or is not set.
     *
     * @param <T> the property's type
     * @return the missing instance
     */
    @SuppressWarnings("unchecked")
    public static <T> JsonField<T> missing() {
        return (JsonField<T>) MISSING;
    }

    /**
     * The explicit null state.
     *
     * @param <T> the property's type
     * @return the null instance
     */
    @SuppressWarnings("unchecked")
    public static <T> JsonField<T> ofNull() {
        return (JsonField<T>) NULL;
    }

    /**
     * A value.
     *
     * @param value the value, not null
     * @param <T>   the property's type
     * @return a field holding the value
     * @throws NullPointerException when {@code value} is null
     */
    public static <T> JsonField<T> of(T value) {
        return new JsonField<>(State.VALUE, Objects.requireNonNull(value, "value"), null, null, null);
    }

    /**
     * A value, or explicit null for a Java null.
     *
     * @param value the value, or null
     * @param <T>   the property's type
     * @return {@link #of(Object)} or {@link #ofNull()}
     */
    public static <T> JsonField<T> ofNullable(T value) {
        return value == null ? ofNull() : of(value);
    }

    /**
     * JSON that does not fit the property's type.
     *
     * @param raw      the JSON as received
     * @param where    the property, as {@code Model.wire_name}
     * @param expected the Java type the spec gives it
     * @param <T>      the property's type
     * @return an invalid field
     */
    public static <T> JsonField<T> invalid(JsonNode raw, String where, String expected) {
        return new JsonField<>(State.INVALID, null, Objects.requireNonNull(raw, "raw"), where, expected);
    }

    /**
     * Whether the property was not received (or not set).
     *
     * @return true in the missing state
     */
    public boolean isMissing() {
        return state == State.MISSING;
    }

    /**
     * Whether the property is an explicit null.
     *
     * @return true in the null state
     */
    public boolean isNull() {
        return state == State.NULL;
    }

    /**
     * Whether the property holds JSON that does not fit its type.
     *
     * @return true in the invalid state
     */
    public boolean isInvalid() {
        return state == State.INVALID;
    }

    /**
     * The value, when the property has one of its type.
     *
     * @return the value, or empty when missing, null or invalid
     */
    public Optional<T> asKnown() {
        return state == State.VALUE ? Optional.of(value) : Optional.empty();
    }

    /**
     * The property as JSON: the JSON received for an invalid value, the value written as JSON otherwise (a
     * {@code null} node for null, a missing node when missing).
     *
     * @return the JSON, never null
     */
    public JsonNode json() {
        return switch (state) {
            case MISSING -> MissingNode.getInstance();
            case NULL -> NullNode.getInstance();
            case INVALID -> raw;
            case VALUE -> Json.mapper().valueToTree(value);
        };
    }

    /**
     * The value of a property that is not an {@code Opt}: the value, or null when missing or null (a
     * {@code JsonNull} property read as {@code null} gives {@code JsonNull.INSTANCE}).
     *
     * @return the value or null
     * @throws InvalidDataException when the JSON does not fit the type
     */
    public T value() {
        if (state == State.INVALID) {
            throw invalidData();
        }
        return value;
    }

    /**
     * The value of a property that may be absent or null.
     *
     * @return the value, {@link Opt#absent()} when missing, {@link Opt#ofNull()} when null
     * @throws InvalidDataException when the JSON does not fit the type
     */
    public Opt<T> opt() {
        return switch (state) {
            case MISSING -> Opt.absent();
            case NULL -> Opt.ofNull();
            case VALUE -> Opt.of(value);
            case INVALID -> throw invalidData();
        };
    }

    /**
     * This field, checked to be set (what a builder does for a required property).
     *
     * @param message the message when it is missing
     * @return this field
     * @throws NullPointerException when missing
     */
    public JsonField<T> requireSet(String message) {
        if (state == State.MISSING) {
            throw new NullPointerException(message);
        }
        return this;
    }

    /**
     * What is wrong with an invalid field, as one line without its path.
     *
     * @return {@code "expected Long, got \"big\""}, or null when the field is not invalid
     */
    public String problem() {
        return state == State.INVALID ? "expected " + expected + ", got " + shown(raw) : null;
    }

    private InvalidDataException invalidData() {
        String message = "Invalid data for " + where + ": " + problem() + " (the raw JSON is kept: use the _ accessor)";
        return new InvalidDataException(message, raw, List.of(where + ": " + problem()));
    }

    private static String shown(JsonNode raw) {
        String text = raw.toString();
        return text.length() <= MAX_SHOWN ? text : text.substring(0, MAX_SHOWN) + "...";
    }

    @Override
    public boolean equals(Object other) {
        return this == other || other instanceof JsonField<?> that && state == that.state
                && Objects.equals(value, that.value) && Objects.equals(raw, that.raw);
    }

    @Override
    public int hashCode() {
        return Objects.hash(state, value, raw);
    }

    @Override
    public String toString() {
        return switch (state) {
            case MISSING -> "missing";
            case NULL -> "null";
            case VALUE -> String.valueOf(value);
            case INVALID -> "invalid " + shown(raw);
        };
    }

    /** A Java type as a message names it: {@code List<Item>}, {@code Long}. */
    static String typeName(JavaType type) {
        StringBuilder out = new StringBuilder(type.getRawClass().getSimpleName());
        if (type.containedTypeCount() > 0) {
            out.append('<');
            for (int i = 0; i < type.containedTypeCount(); i++) {
                out.append(i > 0 ? ", " : "").append(typeName(type.containedType(i)));
            }
            out.append('>');
        }
        return out.toString();
    }

    /**
     * Writes a value as the value, null as {@code null}, an invalid field as its raw JSON; reports missing as
     * "empty", so that {@code @JsonInclude(NON_EMPTY)} leaves the property out. Used through the annotation.
     */
    public static final class Serializer extends StdSerializer<JsonField<?>> {

        private static final long serialVersionUID = 1L;

        /** Created by Jackson. */
        public Serializer() {
            super(JsonField.class, false);
        }

        @Override
        public boolean isEmpty(SerializerProvider provider, JsonField<?> field) {
            return field == null || field.isMissing();
        }

        @Override
        public void serialize(JsonField<?> field, JsonGenerator generator, SerializerProvider provider) throws IOException {
            switch (field.state) {
                case VALUE -> provider.defaultSerializeValue(field.value, generator);
                case INVALID -> generator.writeTree(field.raw);
                default -> generator.writeNull();
            }
        }
    }

    /**
     * Reads {@code null} as {@link JsonField#ofNull()}, a missing creator property as {@link JsonField#missing()},
     * a value of the declared type argument as a value, and anything else as an invalid field keeping the JSON.
     * Used through the annotation on {@link JsonField}.
     */
    public static final class Deserializer extends StdDeserializer<JsonField<?>> implements ContextualDeserializer {

        private static final long serialVersionUID = 1L;

        /** The content deserializer; null until contextualised. */
        private final transient JsonDeserializer<?> content;
        /** The property, as {@code Model.wire_name}. */
        private final String where;
        /** The content type's name in messages. */
        private final String expected;
        /** Whether the content is a model, which reads any object without failing (no buffering needed). */
        private final boolean model;

        /** Created by Jackson. */
        public Deserializer() {
            this(null, "value", "Object", false);
        }

        private Deserializer(JsonDeserializer<?> content, String where, String expected, boolean model) {
            super(JsonField.class);
            this.content = content;
            this.where = where;
            this.expected = expected;
            this.model = model;
        }

        @Override
        public JsonDeserializer<?> createContextual(DeserializationContext context, BeanProperty property)
                throws JsonMappingException {
            JavaType type = context.getContextualType();
            if (type == null && property != null) {
                type = property.getType();
            }
            JavaType contentType = type == null ? context.constructType(Object.class) : type.containedTypeOrUnknown(0);
            String owner = property == null || property.getMember() == null ? ""
                    : property.getMember().getDeclaringClass().getSimpleName() + ".";
            String where = owner + (property == null ? "value" : property.getName());
            return new Deserializer(context.findContextualValueDeserializer(contentType, property), where,
                    typeName(contentType), JsonModel.class.isAssignableFrom(contentType.getRawClass()));
        }

        @Override
        public JsonField<?> deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            JsonDeserializer<?> deserializer = content != null ? content
                    : context.findRootValueDeserializer(context.constructType(Object.class));
            if (model && parser.hasToken(JsonToken.START_OBJECT)) {
                return ofNullable(deserializer.deserialize(parser, context));
            }
            if (parser.currentToken() != null && parser.currentToken().isScalarValue()) {
                // one token: a failed read leaves the parser on it, so it is read again as JSON without a buffer
                try {
                    return ofNullable(deserializer.deserialize(parser, context));
                } catch (JsonProcessingException | IllegalArgumentException | DateTimeException e) {
                    return invalid(context.readTree(parser), where, expected);
                }
            }
            TokenBuffer buffer = context.bufferAsCopyOfValue(parser);
            try (JsonParser copy = buffer.asParserOnFirstToken()) {
                return ofNullable(deserializer.deserialize(copy, context));
            } catch (JsonProcessingException | IllegalArgumentException | DateTimeException e) {
                try (JsonParser copy = buffer.asParserOnFirstToken()) {
                    return invalid(context.readTree(copy), where, expected);
                }
            }
        }

        @Override
        public JsonField<?> getNullValue(DeserializationContext context) throws JsonMappingException {
            // a type whose value is null itself (JsonNull) keeps that value for value(); opt() stays Opt.ofNull()
            Object nullValue = content == null ? null : content.getNullValue(context);
            return nullValue == null ? ofNull() : new JsonField<>(State.NULL, nullValue, null, null, null);
        }

        @Override
        public Object getAbsentValue(DeserializationContext context) {
            return missing();
        }

        @Override
        public Object getEmptyValue(DeserializationContext context) {
            return missing();
        }
    }
}
