package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.Client;
import dev.sdkgen.engine.ir.RetryPolicy;
import dev.sdkgen.engine.ir.Sdk;
import java.util.List;

/**
 * The SDK as every language generates it: what the IR says, plus every decision that is the same in
 * all languages (which body a method takes, how its response is read, the arguments in call order,
 * the params types that exist, the README's example calls), computed once by {@link Planner}. Each
 * language only prints it. Immutable.
 *
 * @param sdk             identity: name, version, description, client name, package per target
 * @param title           the API's title on one line ({@code info.title}), else {@code <Client> API}
 * @param client          base URL, API key variable, authentication
 * @param retries         the retry policy, or null when sdkgen.yaml has no {@code retries} (never retry by default)
 * @param root            the client root: {@code $client} methods; top-level resources are its subresources
 * @param resources       the root, then every resource in pre-order (config order)
 * @param types           every named type
 * @param paramsTypes     every params type a language with one params value declares, sorted by name
 * @param anyNeverRetried whether some method is marked {@code x-sdkgen-retries: {enabled: false}}
 * @param readme          the calls README.md shows
 * @param pathOptions     path parameters with a default that are client options, in order of first use
 */
public record SdkPlan(Sdk sdk, String title, Client client, RetryPolicy retries, ResourcePlan root,
        List<ResourcePlan> resources, TypeTable types, List<ParamsPlan> paramsTypes, boolean anyNeverRetried,
        ReadmePlan readme, List<PathOption> pathOptions) {

    public SdkPlan {
        pathOptions = List.copyOf(pathOptions);
        resources = List.copyOf(resources);
        paramsTypes = List.copyOf(paramsTypes);
    }

    /** Whether some method has header parameters. */
    public boolean anyHeaderParams() {
        return paramsTypes.stream().anyMatch(p -> !p.headers().isEmpty());
    }

    /** Whether some method paginates. */
    public boolean anyPagination() {
        return readme.pagination() != null;
    }
}
