package dev.sdkgen.runtime.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sdkgen.runtime.errors.InvalidDataException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Tolerant responses: {@link JsonField} keeps a property that does not fit its type instead of failing the whole
 * response, {@link JsonModel} keeps undeclared properties and validates on request; dates without an offset are UTC.
 * {@link Item} is written as the emitter generates models (without the builder).
 */
class JsonFieldTest {
    private static final ObjectMapper PLAIN = new ObjectMapper();

    /** A model as generated: every property a JsonField, typed accessors unwrapping it, raw ones returning it. */
    static final class Item extends JsonModel {
        private static final TypeReference<Long> ADDITIONAL_PROPERTY_TYPE = new TypeReference<>() {
        };
        @JsonProperty("size")
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        private final JsonField<Long> size;
        @JsonProperty("name")
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        private final JsonField<String> name;
        @JsonProperty("tags")
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        private final JsonField<List<String>> tags;
        @JsonProperty("at")
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        private final JsonField<OffsetDateTime> at;
        @JsonProperty("children")
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        private final JsonField<List<Item>> children;
        @JsonProperty("child")
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        private final JsonField<Item> child;

        @JsonCreator
        private Item(@JsonProperty("size") JsonField<Long> size, @JsonProperty("name") JsonField<String> name,
                @JsonProperty("tags") JsonField<List<String>> tags, @JsonProperty("at") JsonField<OffsetDateTime> at,
                @JsonProperty("children") JsonField<List<Item>> children, @JsonProperty("child") JsonField<Item> child) {
            this.size = size;
            this.name = name;
            this.tags = tags;
            this.at = at;
            this.children = children;
            this.child = child;
        }

        Long size() {
            return size.value();
        }

        JsonField<Long> _size() {
            return size;
        }

        Opt<String> name() {
            return name.opt();
        }

        Opt<List<String>> tags() {
            return tags.opt();
        }

        JsonField<List<String>> _tags() {
            return tags;
        }

        Opt<OffsetDateTime> at() {
            return at.opt();
        }

        Opt<List<Item>> children() {
            return children.opt();
        }

        Map<String, Long> counts() {
            return additionalPropertiesAs(ADDITIONAL_PROPERTY_TYPE);
        }

        @Override
        protected void checkFields(JsonModel.Checker checker) {
            checker.field("size", this.size, true);
            checker.field("name", this.name, false);
            checker.field("tags", this.tags, false);
            checker.field("at", this.at, false);
            checker.field("children", this.children, false);
            checker.field("child", this.child, false);
            checker.additional(this, ADDITIONAL_PROPERTY_TYPE);
        }
    }

    private static Item read(String json) throws Exception {
        return Json.mapper().readValue(json, Item.class);
    }

    @Test
    void aPropertyThatDoesNotFitItsTypeIsKeptRawAndThrowsOnlyWhenRead() throws Exception {
        Item item = read("{\"size\": \"big\", \"name\": {\"first\": \"a\"}, \"tags\": {\"k\": \"v\"}, \"children\": [{\"size\": 1}]}");
        assertTrue(item._size().isInvalid());
        assertEquals(PLAIN.readTree("\"big\""), item._size().json());
        InvalidDataException e = assertThrows(InvalidDataException.class, item::size);
        assertEquals("Invalid data for Item.size: expected Long, got \"big\" (the raw JSON is kept: use the _ accessor)",
                e.getMessage());
        assertEquals(PLAIN.readTree("\"big\""), e.raw());
        InvalidDataException name = assertThrows(InvalidDataException.class, item::name);
        assertEquals(List.of("Item.name: expected String, got {\"first\":\"a\"}"), name.problems());
        InvalidDataException tags = assertThrows(InvalidDataException.class, item::tags);
        assertTrue(tags.getMessage().contains("Item.tags: expected List<String>, got {\"k\":\"v\"}"), tags.getMessage());
        assertEquals(PLAIN.readTree("{\"k\": \"v\"}"), item._tags().json());
        assertEquals(1L, item.children().get().get(0).size(), "the rest of the response is readable");
    }

    @Test
    void anElementThatDoesNotFitFailsItsProperty_aNestedModelOnlyItsOwnProperty() throws Exception {
        Item item = read("{\"size\": 1, \"tags\": [\"a\", {\"b\": 1}], \"child\": {\"size\": [1]}, \"children\": [{\"size\": 2}, {\"size\": true}]}");
        assertTrue(item._tags().isInvalid());
        assertEquals(1L, item.size());
        Item child = item.child.value();
        assertThrows(InvalidDataException.class, child::size);
        assertEquals(PLAIN.readTree("[1]"), child._size().json());
        assertEquals(2L, item.children().get().get(0).size());
        InvalidDataException validation = assertThrows(InvalidDataException.class, item::validate);
        assertEquals(List.of("$.tags: expected List<String>, got [\"a\",{\"b\":1}]", "$.children[1].size: expected Long, got true",
                "$.child.size: expected Long, got [1]"), validation.problems());
        assertTrue(validation.getMessage().startsWith("Invalid Item: $.tags: expected List<String>"), validation.getMessage());
        assertTrue(validation.getMessage().endsWith(" (and 2 more)"), validation.getMessage());
    }

    @Test
    void missingNullAndValueStayApart_validateReportsAMissingRequiredProperty() throws Exception {
        Item item = read("{\"name\": null}");
        assertTrue(item._size().isMissing());
        assertEquals(null, item.size());
        assertTrue(item.name().isNull());
        assertTrue(item.tags().isAbsent());
        InvalidDataException e = assertThrows(InvalidDataException.class, item::validate);
        assertEquals(List.of("$.size: required property is missing"), e.problems());
        read("{\"size\": 0, \"name\": \"\"}").validate();
        assertEquals("{\"name\":null}", Json.mapper().writeValueAsString(item));
    }

    @Test
    void numericStringsAndNumbersForStringsAreJacksonsCoercions_keptAsValues() throws Exception {
        Item item = read("{\"size\": \"12\", \"name\": 7}");
        assertEquals(12L, item.size());
        assertEquals("7", item.name().get());
        item.validate();
    }

    @Test
    void undeclaredPropertiesAreKeptWrittenAgainAndTypedOnRequest() throws Exception {
        String json = "{\"size\": \"big\", \"extra\": 5, \"nested\": {\"a\": [1, 2]}}";
        Item item = read(json);
        assertEquals(Map.of("extra", PLAIN.readTree("5"), "nested", PLAIN.readTree("{\"a\": [1, 2]}")), item._additionalProperties());
        assertEquals(PLAIN.readTree(json), PLAIN.readTree(Json.mapper().writeValueAsString(item)), "raw JSON written back");
        assertEquals(PLAIN.readTree(json), PLAIN.readTree(PLAIN.writeValueAsString(item)), "with any ObjectMapper");
        InvalidDataException e = assertThrows(InvalidDataException.class, item::counts);
        assertEquals(List.of("Item.nested: expected Long, got {\"a\":[1,2]}"), e.problems());
        assertEquals(Map.of("extra", 5L), read("{\"size\": 1, \"extra\": 5}").counts());
        assertEquals(List.of("$.size: expected Long, got \"big\"", "$.nested: expected Long, got {\"a\":[1,2]}"),
                assertThrows(InvalidDataException.class, item::validate).problems());
    }

    @Test
    void aDateTimeWithoutAnOffsetIsUtc_withOneItIsKept() throws Exception {
        OffsetDateTime utc = OffsetDateTime.of(2024, 5, 1, 10, 0, 0, 0, ZoneOffset.UTC);
        assertEquals(utc, read("{\"at\": \"2024-05-01T10:00:00\"}").at().get());
        assertEquals(utc, read("{\"at\": \"2024-05-01 10:00:00\"}").at().get());
        assertEquals(utc.withNano(250_000_000), read("{\"at\": \"2024-05-01T10:00:00.25\"}").at().get());
        assertEquals(OffsetDateTime.of(2024, 5, 1, 10, 0, 0, 0, ZoneOffset.ofHours(2)),
                read("{\"at\": \"2024-05-01T10:00:00+02:00\"}").at().get());
        assertEquals(utc, read("{\"at\": \"2024-05-01t10:00:00z\"}").at().get());
        Item bad = read("{\"at\": \"yesterday\"}");
        assertThrows(InvalidDataException.class, bad::at);
        assertEquals(utc, Json.mapper().readValue("\"2024-05-01T10:00:00\"", OffsetDateTime.class));
    }

    @Test
    void fieldsMadeInCodeAreValuesWrittenAsSuch() throws Exception {
        assertEquals("5", Json.mapper().writeValueAsString(JsonField.of(5L)));
        assertEquals("null", Json.mapper().writeValueAsString(JsonField.ofNull()));
        assertEquals(Opt.of(5L), JsonField.of(5L).opt());
        assertTrue(JsonField.missing().opt().isAbsent());
        assertFalse(JsonField.of(5L).isInvalid());
        assertSame(JsonField.missing(), JsonField.ofNullable(null).isNull() ? JsonField.missing() : null);
        assertEquals(PLAIN.readTree("[1]"), JsonField.of(List.of(1)).json());
        assertTrue(JsonField.missing().json().isMissingNode());
        assertThrows(NullPointerException.class, () -> JsonField.missing().requireSet("size is required"));
        assertEquals("big", JsonField.invalid(PLAIN.readTree("\"big\""), "Item.size", "Long").json().asText());
        assertEquals(JsonField.of(5L), JsonField.of(5L));
        assertEquals("invalid \"big\"", JsonField.invalid(PLAIN.readTree("\"big\""), "Item.size", "Long").toString());
        JsonNode wrote = PLAIN.valueToTree(Map.of("a", JsonField.invalid(PLAIN.readTree("{\"x\":1}"), "M.a", "Long")));
        assertEquals(PLAIN.readTree("{\"a\": {\"x\": 1}}"), wrote);
    }
}
