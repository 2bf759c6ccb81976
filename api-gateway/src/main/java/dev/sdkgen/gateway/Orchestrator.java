package dev.sdkgen.gateway;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.util.function.Supplier;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/**
 * Calls the orchestrator and turns its answers into JSON trees; its 4xx and 503 errors are passed on
 * unchanged (same status, code and message: 503 {@code database_unavailable} while its database is
 * away), another 5xx becomes 502, an unreachable orchestrator 503.
 */
@ApplicationScoped
public class Orchestrator {

    private final OrchestratorClient client;
    private final ObjectMapper json;

    public Orchestrator(@RestClient OrchestratorClient client, ObjectMapper json) {
        this.client = client;
        this.json = json;
    }

    public OrchestratorClient client() {
        return client;
    }

    /** A successful answer: its JSON body and one header's value (null when absent). */
    public record Reply(JsonNode body, String header) {
    }

    /** Runs one call and returns its JSON body, or throws the orchestrator's error as an {@link ApiException}. */
    public JsonNode call(Supplier<Response> call) {
        return json(text(call));
    }

    /** Runs one call and returns its JSON body and the value of one of its headers. */
    public Reply call(Supplier<Response> call, String header) {
        String[] value = new String[1];
        String body = exchange(call, r -> value[0] = r.getHeaderString(header));
        return new Reply(json(body), value[0]);
    }

    /** Runs one call and returns its body text. */
    public String text(Supplier<Response> call) {
        return exchange(call, r -> { });
    }

    private String exchange(Supplier<Response> call, java.util.function.Consumer<Response> headers) {
        Response response;
        try {
            response = call.get();
        } catch (WebApplicationException e) {
            response = e.getResponse();
        } catch (ProcessingException e) {
            throw new ApiException(503, "orchestrator_unavailable",
                    "the build-orchestrator cannot be reached: " + rootMessage(e));
        }
        try (Response r = response) {
            String body = r.hasEntity() ? r.readEntity(String.class) : "";
            if (r.getStatus() >= 400) {
                throw passOn(r.getStatus(), body);
            }
            headers.accept(r);
            return body;
        }
    }

    private ApiException passOn(int status, String body) {
        try {
            JsonNode error = json.readTree(body).path("error");
            if (error.hasNonNull("code")) {
                // 503 (the orchestrator's database is unavailable) means "try again shortly" to the caller too
                int mapped = status >= 500 && status != 503 ? 502 : status;
                return new ApiException(mapped, error.get("code").asText(), error.path("message").asText());
            }
        } catch (JsonProcessingException | IllegalArgumentException e) {
            // not our error shape
        }
        return new ApiException(502, "orchestrator_error", "the build-orchestrator answered " + status);
    }

    private JsonNode json(String body) {
        try {
            return json.readTree(body);
        } catch (JsonProcessingException e) {
            throw new ApiException(502, "orchestrator_error", "the build-orchestrator answered with invalid JSON");
        }
    }

    static String rootMessage(Throwable e) {
        String message = null;
        boolean refused = false;
        boolean timedOut = false;
        for (Throwable t = e; t != null; t = t.getCause()) {
            message = t.getMessage() == null || t.getMessage().isBlank() ? message : t.getMessage();
            refused |= t instanceof java.net.ConnectException;
            timedOut |= t instanceof java.net.http.HttpTimeoutException || t instanceof java.util.concurrent.TimeoutException;
        }
        // the deepest message; without one, said in words: an answer never names an exception class
        // (HttpClient's refused connection is a ConnectException caused by a ClosedChannelException, neither with a message)
        if (message != null) {
            return message;
        }
        return refused ? "connection refused" : timedOut ? "no answer in time" : "failed without a reason given";
    }
}
