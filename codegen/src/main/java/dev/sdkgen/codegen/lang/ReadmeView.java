package dev.sdkgen.codegen.lang;

import dev.sdkgen.engine.ir.RetryPolicy;
import java.util.List;

/**
 * README.md's view in every language: prose and the fixed parts of the snippets are in each language's
 * template; everything that depends on the SDK is here, already escaped for Markdown or printed as code.
 *
 * @param packageName      the package users import ({@code @acme/sdk}, {@code acme})
 * @param distribution     the name users install ({@code @acme/sdk}, {@code acme-sdk})
 * @param packageLiteral   the package name as a string literal of the language
 * @param codeName         the name code uses for the package once imported ({@code acme})
 * @param apiKeyEnvLiteral the API key variable's name as a string literal of the language
 * @param usageCall        the opening example's statement, or empty when the SDK has no method
 * @param lookupCall       the error example's call, indented one level, or empty when the SDK has no method
 * @param retries          the configured policy, or null when the SDK does not retry by default
 * @param paginationCall   the pagination example's call expression on one line, or null when nothing paginates
 * @param idempotencyHeader {@code client.idempotency_header} as Markdown code ({@code `Idempotency-Key`}), or null
 * @param rawCall          the raw-response example's call expression on one line ({@link ExampleWriter#rawCall}), or null
 *                         when the SDK has no method
 * @param requestIdHeader  where the request id is read, in Markdown: {@code client.request_id_header}'s header, else
 *                         {@code x-request-id} then {@code request-id}
 * @param requestIdLiteral the header a snippet reads the request id from, as a string literal of the language
 *                         ({@code client.request_id_header}, else {@code X-Request-Id})
 */
public record ReadmeView(String header, String title, List<String> intro, String packageName, String distribution,
        String packageLiteral, String codeName, String clientName, String apiKeyEnv, String apiKeyEnvLiteral, List<String> usageCall,
        List<ResourceExample> resources, List<String> lookupCall, Retries retries, boolean anyNeverRetried,
        String paginationCall, String authSentence, Streaming streaming, String idempotencyHeader, String rawCall,
        String requestIdHeader, String requestIdLiteral) {

    /**
     * The README's streaming section, or null when no method streams: the members to name, as the language's
     * accessor expressions ({@code client.events.tail}); each null when the SDK has no such method.
     *
     * @param method  an event-stream method
     * @param json    a JSON-or-stream method (streams with its body's {@code stream: true})
     * @param variant that method's streaming variant ({@code createStreaming}), for languages that have one
     */
    public record Streaming(String method, String json, String variant) {
    }

    /** One resource's example. */
    public record ResourceExample(String heading, List<String> code) {
    }

    /** The retry policy as the README states it; {@code statuses} is {@code 408, 429, 500}. */
    public record Retries(String statuses, int maxRetries, long initialDelayMs, long maxDelayMs, boolean connectionErrors) {
        static Retries of(RetryPolicy p) {
            if (p == null) {
                return null;
            }
            List<String> codes = p.retryOn().stream().map(String::valueOf).toList();
            return new Retries(String.join(", ", codes), p.maxRetries(), p.initialDelayMs(), p.maxDelayMs(),
                    p.connectionErrors());
        }
    }
}
