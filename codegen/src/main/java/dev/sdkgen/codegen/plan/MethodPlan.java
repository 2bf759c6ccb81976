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
 */
public record MethodPlan(String name, String httpMethod, String path, Docs docs, boolean deprecated, BodyPlan body,
        ParamsPlan params, ResponsePlan response, Pagination pagination, boolean retryable, List<Argument> arguments,
        WirePlan wire) {

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
