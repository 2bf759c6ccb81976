// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * A property value with three states: <b>absent</b> (the property is left out of the JSON), explicit
 * <b>null</b> (sent as {@code null}), or a <b>value</b> ({@code false}, {@code 0} and {@code ""}
 * included). {@code Optional} has only two states, so it cannot say "clear this field" apart from
 * "leave it alone", which matters for PATCH-style updates and nullable properties.
 *
 * <p>Jackson support is built in (any {@code ObjectMapper}): a value is written as the value, null as
 * {@code null}; a property whose {@code Opt} is absent (or a Java null) is left out when the property
 * carries {@code @JsonInclude(JsonInclude.Include.NON_EMPTY)} (the shared {@link Json#mapper()} does
 * this even without the annotation). Reading, a JSON {@code null} gives {@link #ofNull()}, a missing
 * property {@link #absent()} (for creator parameters and records; a field or builder keeps its initial
 * {@code Opt.absent()}). Form and multipart bodies and query parameters leave out absent and null alike.
 *
 * <pre>{@code
 * AccountUpdateParams.builder().nickname("Jo")     // "nickname":"Jo"
 * AccountUpdateParams.builder().nickname(null)     // "nickname":null  (nullable property)
 * AccountUpdateParams.builder()                    // no "nickname" at all
 * }</pre>
 *
 * @param <T> the value type
 */
@JsonSerialize(using = Opt.Serializer.class)
@JsonDeserialize(using = Opt.Deserializer.class)
public final class Opt<T> {

    private static final Opt<?> ABSENT = new Opt<>(false, null);
    private static final Opt<?> NULL = new Opt<>(true, null);

    private final boolean present;
    private final T value;

    private Opt(boolean present, T value) {
        this.present = present;
        this.value = value;
    }

    /**
     * The absent state: the property is not sent.
     *
     * @param <T> the value type
     * @return the absent instance
     */
    @SuppressWarnings("unchecked")
    public static <T> Opt<T> absent() {
        return (Opt<T>) ABSENT;
    }

    /**
     * The explicit null state: the property is sent as {@code null}.
     *
     * @param <T> the value type
     * @return the null instance
     */
    @SuppressWarnings("unchecked")
    public static <T> Opt<T> ofNull() {
        return (Opt<T>) NULL;
    }

    /**
     * A value.
     *
     * @param value the value, not null (use {@link #ofNull()} or {@link #ofNullable(Object)})
     * @param <T>   the value type
     * @return an {@code Opt} holding the value
     * @throws NullPointerException when {@code value} is null
     */
    public static <T> Opt<T> of(T value) {
        return new Opt<>(true, Objects.requireNonNull(value, "Opt.of(null): use Opt.ofNull() to send null"));
    }

    /**
     * A value, or explicit null for a Java null.
     *
     * @param value the value, or null
     * @param <T>   the value type
     * @return {@link #of(Object)} or {@link #ofNull()}
     */
    public static <T> Opt<T> ofNullable(T value) {
        return value == null ? ofNull() : of(value);
    }

    /**
     * An {@code Opt} from an {@code Optional}: a value, or absent when empty.
     *
     * @param optional the optional, or null for absent
     * @param <T>      the value type
     * @return a value or absent
     */
    public static <T> Opt<T> fromOptional(Optional<T> optional) {
        return optional == null || optional.isEmpty() ? absent() : of(optional.get());
    }

    /**
     * Whether the property is left out.
     *
     * @return true in the absent state
     */
    public boolean isAbsent() {
        return !present;
    }

    /**
     * Whether the property is an explicit null.
     *
     * @return true in the null state
     */
    public boolean isNull() {
        return present && value == null;
    }

    /**
     * Whether there is a value.
     *
     * @return true in the value state
     */
    public boolean hasValue() {
        return value != null;
    }

    /**
     * The value.
     *
     * @return the value
     * @throws NoSuchElementException when absent or null
     */
    public T get() {
        if (value == null) {
            throw new NoSuchElementException(isAbsent() ? "Opt is absent" : "Opt is null");
        }
        return value;
    }

    /**
     * The value, or a fallback.
     *
     * @param other returned when absent or null
     * @return the value or {@code other}
     */
    public T orElse(T other) {
        return value != null ? value : other;
    }

    /**
     * The value as an {@code Optional}.
     *
     * @return the value, or empty when absent or null
     */
    public Optional<T> toOptional() {
        return Optional.ofNullable(value);
    }

    /**
     * Maps a value; absent and null stay as they are.
     *
     * @param mapper applied to the value
     * @param <R>    the result type
     * @return the mapped {@code Opt}
     */
    public <R> Opt<R> map(Function<? super T, ? extends R> mapper) {
        if (value == null) {
            return present ? ofNull() : absent();
        }
        return ofNullable(mapper.apply(value));
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Opt)) {
            return false;
        }
        Opt<?> that = (Opt<?>) other;
        return present == that.present && Objects.equals(value, that.value);
    }

    @Override
    public int hashCode() {
        return present ? Objects.hashCode(value) * 31 + 1 : 0;
    }

    @Override
    public String toString() {
        return !present ? "Opt.absent" : value == null ? "Opt.null" : "Opt[" + value + "]";
    }

    /**
     * Writes a value as the value and null as {@code null}; reports absent as "empty", so that
     * {@code @JsonInclude(NON_EMPTY)} leaves the property out. Used through the annotation on {@link Opt}.
     */
    public static final class Serializer extends StdSerializer<Opt<?>> {

        private static final long serialVersionUID = 1L;

        /** Created by Jackson. */
        public Serializer() {
            super(Opt.class, false);
        }

        @Override
        public boolean isEmpty(SerializerProvider provider, Opt<?> value) {
            return value == null || value.isAbsent();
        }

        @Override
        public void serialize(Opt<?> value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            if (value.hasValue()) {
                provider.defaultSerializeValue(value.get(), generator);
            } else {
                // Absent only reaches here outside a property with NON_EMPTY inclusion (e.g. in a list).
                generator.writeNull();
            }
        }
    }

    /**
     * Reads {@code null} as {@link Opt#ofNull()}, a missing creator property as {@link Opt#absent()}, and
     * anything else as a value of the declared type argument. Used through the annotation on {@link Opt}.
     */
    public static final class Deserializer extends StdDeserializer<Opt<?>> implements ContextualDeserializer {

        private static final long serialVersionUID = 1L;

        /** The content deserializer; null until contextualised. */
        private final transient JsonDeserializer<?> content;

        /** Created by Jackson. */
        public Deserializer() {
            this(null);
        }

        private Deserializer(JsonDeserializer<?> content) {
            super(Opt.class);
            this.content = content;
        }

        @Override
        public JsonDeserializer<?> createContextual(DeserializationContext context, BeanProperty property)
                throws JsonMappingException {
            JavaType type = context.getContextualType();
            if (type == null && property != null) {
                type = property.getType();
            }
            JavaType contentType = type == null ? context.constructType(Object.class) : type.containedTypeOrUnknown(0);
            return new Deserializer(context.findContextualValueDeserializer(contentType, property));
        }

        @Override
        public Opt<?> deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            JsonDeserializer<?> deserializer = content != null ? content
                    : context.findRootValueDeserializer(context.constructType(Object.class));
            return ofNullable(deserializer.deserialize(parser, context));
        }

        @Override
        public Opt<?> getNullValue(DeserializationContext context) {
            return ofNull();
        }

        @Override
        public Object getAbsentValue(DeserializationContext context) {
            return absent();
        }

        @Override
        public Object getEmptyValue(DeserializationContext context) {
            return absent();
        }
    }
}
