package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * How the client reaches the API.
 *
 * @param baseUrl   {@code client.base_url}, else the spec's first server URL (variables substituted
 *                  with their defaults); may be null when neither gives one
 * @param apiKeyEnv the environment variable read when no API key is passed
 * @param auth      where the API key goes: the primary scheme (the one the {@code apiKey} option sets)
 * @param schemes   the other security schemes some method's requirements name, in the spec's
 *                  {@code components/securitySchemes} order, each with its own {@link Auth#env()}; empty when
 *                  the primary scheme is the only one used
 * @param idempotencyHeader {@code client.idempotency_header}: the header that carries an idempotency key on
 *                  requests other than GET and HEAD; null when sdkgen.yaml sets none (then no key is sent)
 * @param requestIdHeader {@code client.request_id_header}: the response header that carries the request id; null
 *                  means the runtimes' default lookup ({@code x-request-id}, then {@code request-id})
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Client(String baseUrl, String apiKeyEnv, Auth auth, List<Auth> schemes, String idempotencyHeader,
        String requestIdHeader) {
    public Client {
        schemes = schemes == null ? List.of() : List.copyOf(schemes);
    }

    /** A client with the primary scheme only. */
    public Client(String baseUrl, String apiKeyEnv, Auth auth) {
        this(baseUrl, apiKeyEnv, auth, List.of());
    }

    /** A client without an idempotency header and with the default request id lookup. */
    public Client(String baseUrl, String apiKeyEnv, Auth auth, List<Auth> schemes) {
        this(baseUrl, apiKeyEnv, auth, schemes, null, null);
    }
}
