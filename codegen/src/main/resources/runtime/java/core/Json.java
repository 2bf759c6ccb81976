// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.datatype.jsr310.deser.InstantDeserializer;
import java.io.IOException;
import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * The one Jackson {@link ObjectMapper} the SDK reads and writes JSON with.
 *
 * <ul>
 *   <li>Lenient for responses: unknown properties are ignored (an API may add fields at any time); an
 *       unknown enum value reads as the enum's {@code @JsonEnumDefaultValue} constant when it has one.</li>
 *   <li>{@code java.time} types as ISO 8601 strings, offsets kept as sent; an {@code OffsetDateTime} sent
 *       without an offset ({@code 2024-05-01T10:00:00}, also with a space for the {@code T}) is read as UTC.</li>
 *   <li>{@link Opt} properties are left out while absent, even without an annotation (generated models
 *       also carry {@code @JsonInclude(NON_EMPTY)} so that any mapper does the same).</li>
 *   <li>Empty beans serialise as {@code {}}.</li>
 * </ul>
 *
 * <p>Do not reconfigure the shared instance; use {@link #newMapper()} for a copy to change.
 */
public final class Json {

    private static final ObjectMapper MAPPER = newMapper();

    private Json() {
    }

    /**
     * The shared mapper.
     *
     * @return the mapper every request and response goes through
     */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /**
     * A new mapper configured like the shared one.
     *
     * @return a fresh mapper
     */
    public static ObjectMapper newMapper() {
        return JsonMapper.builder()
                .addModule(new JavaTimeModule())
                .addModule(new SimpleModule("sdkgen-dates").addDeserializer(OffsetDateTime.class, new DateTimeReader()))
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
                .enable(DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE)
                .withConfigOverride(Opt.class, override -> override.setIncludeAsProperty(
                        JsonInclude.Value.construct(JsonInclude.Include.NON_EMPTY, JsonInclude.Include.USE_DEFAULTS)))
                .withConfigOverride(JsonField.class, override -> override.setIncludeAsProperty(
                        JsonInclude.Value.construct(JsonInclude.Include.NON_EMPTY, JsonInclude.Include.USE_DEFAULTS)))
                .build();
    }

    /**
     * Reads an RFC 3339 date-time as jsr310 does, and one without an offset (or with a space for the
     * {@code T}) as UTC: APIs send both, and one such value should not make a whole response unreadable.
     */
    static final class DateTimeReader extends StdDeserializer<OffsetDateTime> {

        private static final long serialVersionUID = 1L;

        DateTimeReader() {
            super(OffsetDateTime.class);
        }

        @Override
        public OffsetDateTime deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            if (parser.hasToken(JsonToken.VALUE_STRING)) {
                String text = parser.getText().trim();
                String iso = text.length() > 10 && text.charAt(10) == ' ' ? text.substring(0, 10) + "T" + text.substring(11) : text;
                try {
                    return OffsetDateTime.parse(iso);
                } catch (DateTimeException e) {
                    try {
                        return LocalDateTime.parse(iso).atOffset(ZoneOffset.UTC);
                    } catch (DateTimeException notLocal) {
                        // neither form: jsr310 decides (and names the problem)
                    }
                }
            }
            return InstantDeserializer.OFFSET_DATE_TIME.deserialize(parser, context);
        }
    }
}
