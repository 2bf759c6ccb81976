package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.Auth;
import dev.sdkgen.engine.ir.Client;
import dev.sdkgen.engine.ir.RetryPolicy;
import dev.sdkgen.engine.ir.Sdk;
import dev.sdkgen.engine.naming.Words;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

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
 * @param tests           the SDK's own tests, one or two per method (none with {@code sdk.tests: false})
 */
public record SdkPlan(Sdk sdk, String title, Client client, RetryPolicy retries, ResourcePlan root,
        List<ResourcePlan> resources, TypeTable types, List<ParamsPlan> paramsTypes, boolean anyNeverRetried,
        ReadmePlan readme, List<PathOption> pathOptions, SdkTests tests) {

    public SdkPlan {
        pathOptions = List.copyOf(pathOptions);
        resources = List.copyOf(resources);
        paramsTypes = List.copyOf(paramsTypes);
    }

    /**
     * The environment variable that switches an SDK's request logging on ({@code <NAME>_LOG=info|debug}, NAME =
     * UPPER_SNAKE(sdk.name)): one name in every language.
     */
    public String logEnv() {
        return Words.upperSnake(sdk.name()) + "_LOG";
    }

    /** Whether some method has header parameters. */
    public boolean anyHeaderParams() {
        return paramsTypes.stream().anyMatch(p -> !p.headers().isEmpty() || !p.cookies().isEmpty());
    }

    /**
     * Client options that are not a credential, in snake case: a credential option is never named like one of them
     * nor like a path option ({@link #pathOptions()}).
     */
    private static final Set<String> CLIENT_OPTIONS = Set.of(
            "base_url", "api_key", "max_retries", "timeout", "default_header", "default_headers", "fetch",
            "fetch_options", "log_level", "logger", "http_client", "header", "headers", "sleeper", "random",
            "build", "config", "options", "self", "credential", "credentials", "build_core", "path_value",
            "path_values", "core", "builder", "header_add", "header_del", "query", "query_add", "query_del",
            "json_set", "json_del", "middleware");

    /**
     * A security scheme other than the primary one, as a client option.
     *
     * @param scheme the scheme ({@link Auth#schemeName()} names it in requirements, {@link Auth#env()} is its variable)
     * @param option the option's name before each language cases it: the scheme's name, with {@code _auth} appended
     *               while it would be named like another client option
     */
    public record Credential(Auth scheme, String option) {
    }

    /** The client options of {@link Client#schemes()}, in their order. */
    public List<Credential> credentials() {
        List<Credential> out = new ArrayList<>();
        Set<String> taken = new HashSet<>(CLIENT_OPTIONS);
        pathOptions.forEach(o -> taken.add(Words.snake(o.name())));
        for (Auth a : client.schemes()) {
            String option = a.schemeName();
            while (!taken.add(Words.snake(option))) {
                option = option + "_auth";
            }
            out.add(new Credential(a, option));
        }
        return out;
    }

    /**
     * Whether the runtime must know schemes by name: when some method has its own requirements
     * ({@link WirePlan#security()}) or there are other schemes than the primary one.
     */
    public boolean namesSchemes() {
        return !client.schemes().isEmpty()
                || resources.stream().anyMatch(r -> r.methods().stream().anyMatch(m -> m.wire().security() != null));
    }

    /** The copyright holder the LICENSE names: {@code sdk.author}, else {@code sdk.name}. */
    public String licenseHolder() {
        return sdk.author() != null ? sdk.author() : sdk.name();
    }

    /**
     * The URL of {@code sdk.license}'s text on spdx.org, for package metadata that asks for one; null without a licence
     * or for an expression of several ids ({@code MIT OR Apache-2.0}).
     */
    public String licenseUrl() {
        String id = sdk.license();
        return id == null || id.contains(" ") ? null : "https://spdx.org/licenses/" + id + ".html";
    }

    /** Whether some method paginates. */
    public boolean anyPagination() {
        return readme.pagination() != null;
    }
}
