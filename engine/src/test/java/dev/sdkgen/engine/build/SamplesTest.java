package dev.sdkgen.engine.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The values the SDKs' own tests send: the spec's examples when a validating server would accept them. */
class SamplesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String text) throws Exception {
        return JSON.readTree(text);
    }

    private static JsonNode sample(String holder, String schema) throws Exception {
        return Samples.of(List.of(json(holder), json(schema)), json(schema));
    }

    @Test
    void anExampleThatFitsIsTheSample() throws Exception {
        assertEquals(json("\"2020-12-10T01:22:00Z\""),
                sample("{\"example\":\"2020-12-10T01:22:00Z\"}", "{\"type\":\"string\",\"format\":\"date-time\"}"));
        assertEquals(json("\"2020-12-10t01:22:00.5+01:00\""),
                sample("{\"example\":\"2020-12-10t01:22:00.5+01:00\"}", "{\"type\":\"string\",\"format\":\"date-time\"}"));
    }

    /** xero-files' own examples: a date-time without an offset (Prism answered 400 'must match format "date-time"'). */
    @Test
    void aDateTimeWithoutOffsetOrSecondsIsNoSample() throws Exception {
        assertNull(sample("{\"example\":\"2020-12-10T01:22:00.0000000\"}", "{\"type\":\"string\",\"format\":\"date-time\"}"));
        assertNull(sample("{\"example\":\"2020-12-10T01:22Z\"}", "{\"type\":\"string\",\"format\":\"date-time\"}"));
        assertNull(sample("{\"example\":\"2020-12-10 01:22:00Z\"}", "{\"type\":\"string\",\"format\":\"date-time\"}"));
    }

    @Test
    void theFirstExampleThatFitsWinsAndABoundIsTheFallback() throws Exception {
        assertEquals(json("\"b\""), sample("{\"example\":\"x\",\"examples\":{\"one\":{\"value\":\"b\"}}}",
                "{\"type\":\"string\",\"enum\":[\"a\",\"b\"]}"));
        assertEquals(json("5"), sample("{\"example\":\"five\"}", "{\"type\":\"integer\",\"minimum\":5}"));
        assertNull(sample("{}", "{\"type\":\"string\"}"));
    }
}
