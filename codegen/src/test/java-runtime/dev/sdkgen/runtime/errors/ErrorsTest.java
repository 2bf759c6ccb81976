package dev.sdkgen.runtime.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.net.ConnectException;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class ErrorsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String text) throws IOException {
        return JSON.readTree(text);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({"400, BadRequestException", "401, AuthenticationException", "403, PermissionDeniedException",
            "404, NotFoundException", "409, ConflictException", "422, UnprocessableEntityException",
            "429, RateLimitException", "500, InternalServerException", "503, InternalServerException",
            "599, InternalServerException", "418, ApiException", "402, ApiException"})
    void fromResponseMapsStatusesToTheirClasses(int status, String className) throws IOException {
        ApiException error = ApiException.fromResponse(status, Map.of("X-Request-Id", "req_1"), json("{\"message\": \"m\"}"), null);
        assertEquals(className, error.getClass().getSimpleName());
        assertEquals(status, error.statusCode());
        assertEquals(Optional.of("req_1"), error.header("x-request-id"));
        assertEquals("req_1", error.headers().get("x-request-id"), "header names are lower-cased");
        assertEquals(status + " m", error.getMessage());
    }

    @Test
    void takesTheServerMessageFromCommonBodyShapes() throws IOException {
        assertEquals("400 nested", ApiException.errorMessage(400, json("{\"error\": {\"message\": \"nested\"}, \"message\": \"outer\"}")));
        assertEquals("400 top", ApiException.errorMessage(400, json("{\"message\": \"top\"}")));
        assertEquals("400 plain", ApiException.errorMessage(400, json("{\"error\": \"plain\"}")));
        assertEquals("422 detail", ApiException.errorMessage(422, json("{\"detail\": \"detail\"}")));
        assertEquals("500 {\"code\":7}", ApiException.errorMessage(500, json("{\"code\": 7}")));
        assertEquals("500 [1,2]", ApiException.errorMessage(500, json("[1, 2]")));
        assertEquals("502 Bad Gateway", ApiException.errorMessage(502, TextNode.valueOf("Bad Gateway")));
        assertEquals("503 status code (no body)", ApiException.errorMessage(503, null));
        assertEquals("503 status code (no body)", ApiException.errorMessage(503, TextNode.valueOf("")));
        String longBody = "x".repeat(1500);
        assertEquals("500 " + "x".repeat(1000) + "\u2026", ApiException.errorMessage(500, TextNode.valueOf(longBody)));
    }

    @Test
    void anExplicitMessageWinsAndAMissingBodyIsAMissingNode() {
        ApiException error = new ApiException(409, null, null, "custom");
        assertEquals("custom", error.getMessage());
        assertTrue(error.body().isMissingNode());
        assertEquals("", error.body().path("error").path("code").asText());
        assertEquals(Map.of(), error.headers());
    }

    @Test
    void rateLimitExceptionCarriesRetryAfter() {
        assertEquals(Optional.of(Duration.ofSeconds(12)), new RateLimitException(Map.of("Retry-After", "12"), null, null).retryAfter());
        assertEquals(Optional.of(Duration.ofMillis(1500)), new RateLimitException(Map.of("retry-after", "1.5"), null, null).retryAfter());
        assertEquals(Optional.empty(), new RateLimitException(Map.of(), null, null).retryAfter());
        assertEquals(Optional.empty(), new RateLimitException(Map.of("Retry-After", "later"), null, null).retryAfter());
    }

    @Test
    void connectionExceptionIsAnApiExceptionWithoutAStatusThatCarriesTheUrlAndTheCause() {
        ConnectException cause = new ConnectException("Connection refused");
        ConnectionException error = new ConnectionException("http://127.0.0.1:9/x", null, cause);
        assertInstanceOf(ApiException.class, error);
        assertEquals(0, error.statusCode());
        assertEquals("http://127.0.0.1:9/x", error.url());
        assertEquals("Connection error: no response from http://127.0.0.1:9/x", error.getMessage());
        assertSame(cause, error.getCause());
        assertTrue(error.body().isMissingNode());
        ConnectionTimeoutException timeout = new ConnectionTimeoutException("u", "Request timed out", null);
        assertInstanceOf(ConnectionException.class, timeout);
        assertInstanceOf(RuntimeException.class, timeout);
    }
}
