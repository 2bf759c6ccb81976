package dev.sdkgen.engine.config;

import java.util.List;
import java.util.Map;

/**
 * A read {@code sdkgen.yaml} with defaults applied (docs/product.md §1). Fields a broken config could not
 * supply are null; the engine skips the checks that need them.
 *
 * @param retries null when the config has no {@code retries} section: the SDKs never retry
 * @param root    the resource tree: {@code $client} methods are the root's methods, top-level
 *                resources its subresources
 */
public record SdkgenConfig(
        Sdk sdk,
        Spec spec,
        List<Target> targets,
        Packages packages,
        Client client,
        List<TypeName> typeNames,
        Retries retries,
        Resource root,
        List<EventSchema> eventSchemas,
        List<PaginationScheme> pagination) {

    public SdkgenConfig {
        targets = targets == null ? null : List.copyOf(targets);
        typeNames = typeNames == null ? List.of() : List.copyOf(typeNames);
        eventSchemas = eventSchemas == null ? List.of() : List.copyOf(eventSchemas);
        pagination = pagination == null ? List.of() : List.copyOf(pagination);
    }

    /** A config without {@code pagination}. */
    public SdkgenConfig(Sdk sdk, Spec spec, List<Target> targets, Packages packages, Client client, List<TypeName> typeNames,
            Retries retries, Resource root, List<EventSchema> eventSchemas) {
        this(sdk, spec, targets, packages, client, typeNames, retries, root, eventSchemas, List.of());
    }

    /** A config without {@code event_schemas}. */
    public SdkgenConfig(Sdk sdk, Spec spec, List<Target> targets, Packages packages, Client client, List<TypeName> typeNames,
            Retries retries, Resource root) {
        this(sdk, spec, targets, packages, client, typeNames, retries, root, List.of(), List.of());
    }

    /**
     * One named scheme of {@code pagination}: the settings of {@code x-sdkgen-pagination} (same keys, same meaning),
     * and the methods it is applied to by name ({@code accounts.list}, {@code $client.search}); without
     * {@code methods} it applies to every mapped method whose response and parameters fit it.
     *
     * @param settings the scheme's keys as written, {@code methods} excepted (key → value)
     * @param methods  dotted method paths, or empty: applied by shape
     * @param line     the line of the scheme's name
     */
    public record PaginationScheme(String name, Map<String, String> settings, List<String> methods, int line) {
        public PaginationScheme {
            settings = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(settings));
            methods = List.copyOf(methods);
        }

        /** Whether the scheme names its methods (else it applies by shape). */
        public boolean byName() {
            return !methods.isEmpty();
        }
    }

    /** The keys of a pagination scheme (those of {@code x-sdkgen-pagination}, then {@code methods}). */
    public static final List<String> PAGINATION_KEYS = List.of("type", "items", "limit_param", "offset_param", "page_param",
            "cursor_param", "cursor_field", "next_cursor", "cursor_body", "has_more", "done", "total", "methods");

    /**
     * One entry of {@code event_schemas}: the schema of {@code components/schemas} that an operation's
     * {@code text/event-stream} events carry as their data, where the spec does not say it.
     *
     * @param httpMethod lower case, or null when the key is not a valid mapping
     * @param path       the operation's path, or null
     * @param schema     the schema's name in {@code components/schemas}
     * @param line       the entry's line
     */
    public record EventSchema(String mapping, String httpMethod, String path, String schema, int line) {
    }

    /** The {@code event_schemas} schema of an operation, or null. */
    public String eventSchema(String httpMethod, String path) {
        for (EventSchema e : eventSchemas) {
            if (httpMethod.equals(e.httpMethod()) && path.equals(e.path())) {
                return e.schema();
            }
        }
        return null;
    }

    /**
     * One entry of {@code type_names}: the generated type name chosen for a schema of
     * {@code components/schemas}, in place of the contract's rule. {@code line} is the entry's line.
     */
    public record TypeName(String schema, String typeName, int line) {
    }

    /** The {@code type_names} entries as schema name → type name. */
    public Map<String, String> typeNameMap() {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        typeNames.forEach(t -> out.put(t.schema(), t.typeName()));
        return out;
    }

    /**
     * {@code sdk:}. {@code license} is an SPDX id, {@code author} the copyright holder, {@code repository} the
     * source repository's URL; each null when absent. {@code licenseLine} is the line of {@code sdk.license} (0 without).
     */
    public record Sdk(String name, String version, String description, String license, String author, String repository,
            boolean tests, int licenseLine) {
    }

    /** {@code spec:}; {@code pathLine} is the line of {@code spec.path} in sdkgen.yaml. */
    public record Spec(String path, boolean allowRecursion, int pathLine) {
    }

    /**
     * {@code packages:} with per-language defaults filled in; a target is missing only when sdk.name is
     * (then no default exists).
     */
    public record Packages(Map<Target, String> byTarget) {
        public Packages {
            java.util.EnumMap<Target, String> copy = new java.util.EnumMap<>(Target.class);
            copy.putAll(byTarget);
            byTarget = java.util.Collections.unmodifiableMap(copy);
        }

        /** The package identity of a target, or null. */
        public String of(Target target) {
            return byTarget.get(target);
        }
    }

    /**
     * {@code client:}; {@code baseUrl} null means "the spec's first server"; {@code authPrefix} null means the key
     * alone in an apiKey {@code Authorization} header; {@code idempotencyHeader} null means no idempotency key is sent;
     * {@code requestIdHeader} null means the runtimes' default lookup ({@code x-request-id}, then {@code request-id}).
     */
    public record Client(String baseUrl, String apiKeyEnv, String authPrefix, String idempotencyHeader, String requestIdHeader) {
    }

    /** {@code retries:} with defaults. */
    public record Retries(int maxRetries, List<Integer> retryOn, long initialDelayMs, long maxDelayMs,
            boolean connectionErrors) {
        public static final int DEFAULT_MAX_RETRIES = 2;
        public static final List<Integer> DEFAULT_RETRY_ON = List.of(408, 429, 500, 502, 503, 504);
        public static final long DEFAULT_INITIAL_DELAY_MS = 500;
        public static final long DEFAULT_MAX_DELAY_MS = 8000;

        public Retries {
            retryOn = List.copyOf(retryOn);
        }
    }

    /**
     * A resource: {@code path} is the dotted path ({@code accounts.cards}; empty for the root).
     * {@code line} is where its name stands in sdkgen.yaml.
     */
    public record Resource(String name, String path, List<Model> models, List<Method> methods,
            List<Resource> subresources, int line) {
        public Resource {
            models = List.copyOf(models);
            methods = List.copyOf(methods);
            subresources = List.copyOf(subresources);
        }

        public boolean isRoot() {
            return path.isEmpty();
        }
    }

    /** A name from a resource's {@code models} list. */
    public record Model(String name, int line) {
    }

    /**
     * A method mapping. {@code httpMethod} (lower case) and {@code path} are null when the mapping
     * is malformed (already reported as SDKGEN204).
     */
    public record Method(String name, String mapping, String httpMethod, String path, int line) {
        /** As the contract prints operations: {@code get /accounts}. */
        public String operation() {
            return httpMethod + " " + path;
        }
    }

    /** Keys allowed at the top level, in the contract's order. */
    public static final List<String> TOP_LEVEL_KEYS =
            List.of("sdk", "spec", "targets", "packages", "client", "type_names", "retries", "resources", "event_schemas",
                    "pagination");

    /** Keys allowed in each section. */
    public static final Map<String, List<String>> SECTION_KEYS = Map.of(
            "sdk", List.of("name", "version", "description", "license", "author", "repository", "tests"),
            "spec", List.of("path", "allow_recursion"),
            "packages", List.of("typescript", "python", "go", "java"),
            "client", List.of("base_url", "api_key_env", "auth_prefix", "idempotency_header", "request_id_header"),
            "retries", List.of("max_retries", "retry_on", "initial_delay_ms", "max_delay_ms", "connection_errors"));

    /** Keys allowed in a resource. */
    public static final List<String> RESOURCE_KEYS = List.of("models", "methods", "subresources");

    /** The reserved resource whose methods sit on the client itself. */
    public static final String CLIENT_RESOURCE = "$client";
}
