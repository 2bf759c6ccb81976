package dev.sdkgen.runtime.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonValue;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UrlsTest {

    enum Status {
        OPEN("open"), FROZEN("frozen");

        private final String wire;

        Status(String wire) {
            this.wire = wire;
        }

        @JsonValue
        String wire() {
            return wire;
        }
    }

    @Test
    void buildPathFillsPlaceholdersInOrderAndEncodesEachValueAsOneSegment() {
        assertEquals("/accounts/a%2F1/cards/c%201", Urls.buildPath("/accounts/{account_id}/cards/{card_id}", List.of("a/1", "c 1")));
        assertEquals("/items/42/true/open", Urls.buildPath("/items/{n}/{flag}/{status}", List.of(42, true, Status.OPEN)));
        assertEquals("/x/%C3%A9%3F%23%25%26", Urls.buildPath("/x/{id}", List.of("é?#%&")));
        assertEquals("/health", Urls.buildPath("/health", List.of()));
    }

    @Test
    void buildPathEncodesWhatAUriPathCannotHoldInTheTemplatesOwnText() {
        assertEquals("/weird/x/a'b%22c%60d", Urls.buildPath("/weird/{id}/a'b\"c`d", List.of("x")));
        assertEquals("/a%20b/%C3%A9/x:y@z/(1)/%2F", Urls.buildPath("/a b/é/x:y@z/(1)/%2F", List.of()));
        assertEquals("/100%25/v", Urls.buildPath("/100%/{v}", List.of("v")));
    }

    @Test
    void fillClientPathFillsClientPlaceholdersAsOneSegment() {
        assertEquals("/v4%20beta/widgets/w%2F1", Urls.buildPath(
                Urls.fillClientPath("/{@apiVersion}/widgets/{id}", Map.of("apiVersion", "v4 beta")), List.of("w/1")));
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> Urls.fillClientPath("/{@apiVersion}/widgets", Map.of()));
        assertTrue(missing.getMessage().contains("{@apiVersion}"), missing.getMessage());
    }

    @Test
    void buildPathEncodesDotSegmentsSoTheyAreNotCollapsed() {
        assertEquals("/files/%2E", Urls.buildPath("/files/{id}", List.of(".")));
        assertEquals("/files/%2E%2E", Urls.buildPath("/files/{id}", List.of("..")));
        assertEquals("/files/a.b", Urls.buildPath("/files/{id}", List.of("a.b")));
    }

    @Test
    void buildPathRejectsEmptyValuesAndWrongCounts() {
        assertThrows(IllegalArgumentException.class, () -> Urls.buildPath("/a/{id}", List.of("")));
        assertThrows(IllegalArgumentException.class, () -> Urls.buildPath("/a/{id}", Arrays.asList((Object) null)));
        assertThrows(IllegalArgumentException.class, () -> Urls.buildPath("/a/{id}/{x}", List.of("1")));
        IllegalArgumentException extra = assertThrows(IllegalArgumentException.class, () -> Urls.buildPath("/a/{id}", List.of("1", "2")));
        assertEquals("Expected 1 path parameter(s) for /a/{id} but got 2", extra.getMessage());
    }

    @Test
    void encodeQuerySerialisesScalarsListsBooleansDatesEnumsAndNestedObjects() {
        Map<String, Object> query = new LinkedHashMap<>();
        query.put("limit", 5);
        query.put("status", List.of("open", "frozen"));
        query.put("expand", true);
        query.put("none", null);
        query.put("absent", Opt.absent());
        query.put("nulled", Opt.ofNull());
        query.put("set", Opt.of(0));
        query.put("created", OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 0, ZoneOffset.UTC));
        query.put("day", LocalDate.of(2024, 1, 2));
        query.put("kind", Status.FROZEN);
        query.put("amount", new BigDecimal("1E+3"));
        query.put("ratio", 0.5);
        query.put("ids", new int[] {1, 2});
        Map<String, Object> filter = new LinkedHashMap<>();
        filter.put("status", "open");
        filter.put("owner", Map.of("id", "u 1"));
        query.put("filter", filter);
        query.put("items", List.of(Map.of("id", "x"), "plain"));
        assertEquals("limit=5&status=open&status=frozen&expand=true&set=0&created=2024-01-02T03%3A04%3A05Z&day=2024-01-02"
                + "&kind=frozen&amount=1000&ratio=0.5&ids=1&ids=2&filter%5Bstatus%5D=open&filter%5Bowner%5D%5Bid%5D=u%201"
                + "&items%5B0%5D%5Bid%5D=x&items=plain", Urls.encodeQuery(query));
    }

    @Test
    void encodeQueryGivesAnEmptyStringForNoParameters() {
        assertEquals("", Urls.encodeQuery(Map.of()));
        Map<String, Object> onlyNull = new LinkedHashMap<>();
        onlyNull.put("a", null);
        assertEquals("", Urls.encodeQuery(onlyNull));
    }

    @Test
    void encodeQueryKeepsOnlyUnreservedCharactersUnencoded() {
        assertEquals("q=a-b_c.d~e%20f%2Bg%21%27%28%29%2A", Urls.encodeQuery(Map.of("q", "a-b_c.d~e f+g!'()*")));
    }

    @Test
    void joinUrlKeepsABasePathPrefixAndUsesExactlyOneSlash() {
        assertEquals("https://api.acme.com/v1/accounts", Urls.joinUrl("https://api.acme.com/v1/", "/accounts", ""));
        assertEquals("https://api.acme.com/v1/accounts", Urls.joinUrl("https://api.acme.com/v1", "accounts", ""));
        assertEquals("https://api.acme.com/accounts?a=1", Urls.joinUrl("https://api.acme.com", "/accounts", "a=1"));
        assertEquals("https://h/x?k=v&a=1", Urls.joinUrl("https://h", "/x?k=v", "a=1"));
    }
}
