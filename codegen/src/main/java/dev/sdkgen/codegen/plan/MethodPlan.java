package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.Docs;
import dev.sdkgen.engine.ir.Pagination;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One generated method, as every language generates it.
 *
 * @param name       the config name ({@code freeze_all}); each language converts it to its case
 * @param httpMethod lower case ({@code post})
 * @param path       the path template exactly as in the spec
 * @param body       the request body the method takes, or null
 * @param params     the query and header parameters, or null when there are none
 * @param pagination auto-pagination, or null
 * @param retryable  false for {@code x-sdkgen-retries: {enabled: false}}
 * @param arguments  every argument in call order (path parameters, body, params, options)
 * @param wire       how the request reaches the server: the URL path template the runtime fills, the
 *                   operation's own base URL, the query parameters' serialisation styles
 * @param streaming  on a JSON-or-stream method (a JSON and an event-stream response, and a boolean {@code stream}
 *                   property in the body), its streaming variant; else null
 * @param streamFlag on the streaming variant of a JSON-or-stream method, the body property the runtime sets to
 *                   {@code true} ({@code stream}); else null
 */
public record MethodPlan(String name, String httpMethod, String path, Docs docs, boolean deprecated, BodyPlan body,
        ParamsPlan params, ResponsePlan response, Pagination pagination, boolean retryable, List<Argument> arguments,
        WirePlan wire, StreamVariant streaming, String streamFlag) {

    /** The suffix of a streaming variant's name ({@code create_streaming}). */
    public static final String STREAMING_SUFFIX = "_streaming";

    /**
     * The event-stream side of a JSON-or-stream method. Languages with overloads (TypeScript, Python) print it as
     * an overload of the method chosen by {@code flag: true}; the others (Go, Java) print {@link #method()}, a
     * method of its own named {@code <name>_streaming} that sets the flag.
     *
     * @param flag   the boolean body property that asks for a stream ({@code stream})
     * @param method the streaming method: the same request, the event-stream response, {@code streamFlag} set
     */
    public record StreamVariant(String flag, MethodPlan method) {
        /** The event-stream response. */
        public ResponsePlan response() {
            return method.response();
        }
    }

    public MethodPlan {
        arguments = List.copyOf(arguments);
    }

    /** The path-parameter arguments, in path order. */
    public List<Argument.Path> pathArgs() {
        List<Argument.Path> out = new ArrayList<>();
        for (Argument a : arguments) {
            if (a instanceof Argument.Path p) {
                out.add(p);
            }
        }
        return out;
    }

    /** {@code GET /accounts/{id}}, as api.md shows it. */
    public String httpLine() {
        return httpMethod.toUpperCase(Locale.ROOT) + " " + path;
    }
}
