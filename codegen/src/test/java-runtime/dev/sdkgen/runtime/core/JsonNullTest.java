package dev.sdkgen.runtime.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link JsonNull}, the type of {@code type: "null"}: written as null, reads only null, alone and in an {@link Opt}. */
class JsonNullTest {

    private static ObjectMapper mapper(String which) {
        return which.equals("shared") ? Json.mapper() : new ObjectMapper();
    }

    @ParameterizedTest
    @ValueSource(strings = {"shared", "plain"})
    void isWrittenAsNullAndReadsOnlyNull(String which) throws Exception {
        ObjectMapper mapper = mapper(which);
        assertEquals("[null,null]", mapper.writeValueAsString(List.of(JsonNull.INSTANCE, Opt.of(JsonNull.INSTANCE))));
        List<JsonNull> read = mapper.readValue("[null]", new TypeReference<List<JsonNull>>() { });
        assertSame(JsonNull.INSTANCE, read.get(0));
        Map<String, Opt<JsonNull>> optional = mapper.readValue("{\"retired\": null}", new TypeReference<Map<String, Opt<JsonNull>>>() { });
        assertTrue(optional.get("retired").isNull());
        for (String other : List.of("[\"x\"]", "[0]", "[false]", "[{}]", "[[]]")) {
            assertThrows(JsonMappingException.class, () -> mapper.readValue(other, new TypeReference<List<JsonNull>>() { }), other);
        }
        assertThrows(JsonMappingException.class,
                () -> mapper.readValue("{\"retired\": \"x\"}", new TypeReference<Map<String, Opt<JsonNull>>>() { }));
    }
}
