package dev.sdkgen.codegen.plan;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A call with example values: what the README shows (the values a reader must pass), or what an SDK's own test
 * passes ({@link SdkTests}).
 *
 * @param pathValues one value per path argument, in order
 * @param body       an example body when the method takes one (required or not), else null
 * @param params     the query and header parameters the call passes, by wire name, in spec order: the required
 *                   ones, or every one when {@code allParams}
 * @param allParams  whether the call also passes every optional argument: the optional body (with its optional
 *                   fields) and the optional parameters; false for the README's calls
 */
public record ExampleCall(ResourcePlan resource, MethodPlan method, List<ExampleValue> pathValues, ExampleValue body,
        Map<String, ExampleValue> params, boolean allParams) {
    public ExampleCall {
        pathValues = List.copyOf(pathValues);
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** Whether some value of the call is a file or raw bytes (languages that import something to make one). */
    public boolean sendsFiles() {
        List<ExampleValue> values = new java.util.ArrayList<>(pathValues);
        values.add(body);
        values.addAll(params.values());
        return values.stream().anyMatch(ExampleCall::holdsFile);
    }

    private static boolean holdsFile(ExampleValue v) {
        if (v instanceof ExampleValue.Obj o) {
            return o.fields().values().stream().anyMatch(ExampleCall::holdsFile);
        }
        if (v instanceof ExampleValue.Arr a) {
            return a.items().stream().anyMatch(ExampleCall::holdsFile);
        }
        return v instanceof ExampleValue.File || v instanceof ExampleValue.TextFile || v instanceof ExampleValue.Bytes;
    }

    /** Whether the call passes the method's optional body: always when it passes every optional argument. */
    public boolean passesOptionalBody() {
        return allParams && body != null;
    }
}
