package dev.sdkgen.codegen.plan;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A call the README shows, with example values for what a reader must pass.
 *
 * @param pathValues     one value per path argument, in order
 * @param body           an example body when the method takes one (required or not), else null
 * @param requiredParams the required query and header parameters, by wire name, in spec order
 */
public record ExampleCall(ResourcePlan resource, MethodPlan method, List<ExampleValue> pathValues, ExampleValue body,
        Map<String, ExampleValue> requiredParams) {
    public ExampleCall {
        pathValues = List.copyOf(pathValues);
        requiredParams = Collections.unmodifiableMap(new LinkedHashMap<>(requiredParams));
    }
}
