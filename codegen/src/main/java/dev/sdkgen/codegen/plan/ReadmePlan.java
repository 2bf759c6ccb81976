package dev.sdkgen.codegen.plan;

import java.util.List;

/**
 * The calls README.md shows, chosen once for every language.
 *
 * @param usage      the opening example: the first call with a request body in a resource, else the first
 *                   call of a resource, else a root method; null when the SDK has no method
 * @param resources  one call per resource that has methods (its first method that is not deprecated)
 * @param lookup     the error-handling example: the first GET with path parameters that does not paginate
 *                   (a natural 404), else {@code usage}
 * @param pagination the pagination example: the first paginated method, or null
 * @param raw        the raw-response example: {@code lookup} when it returns a JSON body, else the first method that
 *                   does (not paginated, not deprecated); null when none does
 */
public record ReadmePlan(ExampleCall usage, List<ExampleCall> resources, ExampleCall lookup, ExampleCall pagination,
        ExampleCall raw) {
    public ReadmePlan {
        resources = List.copyOf(resources);
    }
}
