// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/**
 * The one Jackson {@link ObjectMapper} the SDK reads and writes JSON with.
 *
 * <ul>
 *   <li>Lenient for responses: unknown properties are ignored (an API may add fields at any time); an
 *       unknown enum value reads as the enum's {@code @JsonEnumDefaultValue} constant when it has one.</li>
 *   <li>{@code java.time} types as ISO 8601 strings, offsets kept as sent.</li>
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
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
                .enable(DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE)
                .withConfigOverride(Opt.class, override -> override.setIncludeAsProperty(
                        JsonInclude.Value.construct(JsonInclude.Include.NON_EMPTY, JsonInclude.Include.USE_DEFAULTS)))
                .build();
    }
}
