package dev.sdkgen.engine.config;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.Background;
import dev.sdkgen.engine.lang.LanguageFacts;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.diag.Location;
import dev.sdkgen.engine.naming.Words;
import dev.sdkgen.engine.yaml.DocumentException;
import dev.sdkgen.engine.yaml.LineLocator;
import dev.sdkgen.engine.yaml.Limits;
import dev.sdkgen.engine.yaml.Pointer;
import dev.sdkgen.engine.yaml.SafeLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads {@code sdkgen.yaml} (docs/product.md §1) and reports SDKGEN001–004 and 204 — every problem, not
 * only the first. Unknown keys and values of the wrong shape are SDKGEN002 (with a {@code Reason:}
 * line for the latter); absent required fields SDKGEN003; unknown targets SDKGEN004; malformed
 * method mappings SDKGEN204.
 */
public final class ConfigLoader {
    /** The config file name; it must stand at the repository root. */
    public static final String FILE = "sdkgen.yaml";

    static final Set<String> HTTP_METHODS = Set.of("get", "put", "post", "delete", "options", "head", "patch", "trace");
    static final String EXPECTED_MAPPING = "<http-method> <path>";
    private static final Pattern SEMVER = Pattern.compile(
            "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)"
                    + "(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$");
    /** An SPDX licence id (or a simple expression of ids: {@code MIT OR Apache-2.0}). */
    private static final Pattern SPDX_ID = Pattern.compile("^[A-Za-z0-9][A-Za-z0-9.+-]*( (AND|OR|WITH) [A-Za-z0-9][A-Za-z0-9.+-]*)*$");
    private static final Pattern SDK_NAME = Pattern.compile("^[A-Za-z][A-Za-z0-9_-]*$");
    private static final Pattern IDENTIFIER = Pattern.compile("^[A-Za-z][A-Za-z0-9_]*$");
    private static final Pattern TYPE_NAME = Pattern.compile("^[A-Z][A-Za-z0-9_]*$");
    private static final Pattern ENV_NAME = Pattern.compile("^[A-Za-z_][A-Za-z0-9_]*$");
    /** An HTTP authentication scheme word (an RFC 9110 token, without the rarer punctuation). */
    private static final Pattern AUTH_PREFIX = Pattern.compile("^[A-Za-z0-9][A-Za-z0-9._~+-]*$");
    /** An HTTP header name: an RFC 9110 token. */
    private static final Pattern HEADER_NAME = Pattern.compile("^[A-Za-z0-9!#$%&'*+.^_`|~-]+$");

    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private Map<String, Integer> lines = Map.of();

    private ConfigLoader() {
    }

    /** Reads {@code sdkgen.yaml} from the root of a Config Repository checkout. */
    public static ConfigResult load(Path repoDir) {
        Path file = repoDir.resolve(FILE);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            Diagnostic.Builder d = Diagnostic.of(DiagnosticCode.SDKGEN001).detail("Path", FILE);
            hintForMisplacedConfig(repoDir).ifPresent(h -> d.detail("Hint", h));
            return new ConfigResult(null, List.of(d.build()));
        }
        byte[] bytes;
        try {
            if (Files.size(file) > Limits.CONFIG.maxBytes()) {
                return syntaxError("the file is larger than " + Limits.CONFIG.maxBytes() + " bytes", 1);
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return new ConfigResult(null, List.of(Diagnostic.of(DiagnosticCode.SDKGEN001).detail("Path", FILE)
                    .detail("Reason", "cannot be read: " + e.getMessage()).build()));
        }
        try {
            return parse(SafeLoader.decode(bytes, Limits.CONFIG));
        } catch (DocumentException e) {
            return syntaxError(e.getMessage(), e.line());
        }
    }

    private static Optional<String> hintForMisplacedConfig(Path repoDir) {
        if (Files.isRegularFile(repoDir.resolve("sdkgen.yml"))) {
            return Optional.of("found sdkgen.yml; the file must be named sdkgen.yaml");
        }
        if (!Files.isDirectory(repoDir)) {
            return Optional.of("the directory " + repoDir + " does not exist");
        }
        try (Stream<Path> walk = Files.walk(repoDir, 4)) {
            return walk.filter(p -> p.getFileName().toString().equals(FILE) && !p.getParent().equals(repoDir))
                    .filter(p -> !p.toString().contains("/.git/"))
                    .sorted()
                    .findFirst()
                    .map(p -> "found " + repoDir.relativize(p) + "; sdkgen.yaml must be at the repository root");
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static ConfigResult syntaxError(String message, int line) {
        return new ConfigResult(null, List.of(Diagnostic.of(DiagnosticCode.SDKGEN002)
                .detail("Key", "(none: the file is not valid YAML)")
                .detail("Reason", message)
                .at(Location.line(FILE, line)).build()));
    }

    /** Reads the text of an {@code sdkgen.yaml}. */
    public static ConfigResult parse(String text) {
        // The lines of every key come from the nodes the load composes; when only a second pass over the text can tell
        // (anchors, JSON), that pass (never throwing) runs beside the load (issue 26).
        Map<String, Integer> nodeLines = LineLocator.linesFromNodes(text) ? new HashMap<>() : null;
        CompletableFuture<Map<String, Integer>> lines = nodeLines != null ? CompletableFuture.completedFuture(nodeLines)
                : CompletableFuture.supplyAsync(() -> LineLocator.all(text, Limits.CONFIG), Background.POOL);
        JsonNode root;
        try {
            root = SafeLoader.loadYaml(text, Limits.CONFIG, nodeLines);
        } catch (DocumentException e) {
            return syntaxError(e.getMessage(), e.line());
        }
        ConfigLoader loader = new ConfigLoader();
        try {
            loader.lines = lines.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
        SdkgenConfig config = loader.read(root);
        return new ConfigResult(config, loader.diagnostics);
    }

    // ---------------------------------------------------------------- sections

    private SdkgenConfig read(JsonNode root) {
        if (!root.isObject()) {
            badValue("", "(root)", "the config must be a mapping with the keys " + String.join(", ", SdkgenConfig.TOP_LEVEL_KEYS));
            return null;
        }
        unknownKeys(root, "", "", SdkgenConfig.TOP_LEVEL_KEYS);

        SdkgenConfig.Sdk sdk = readSdk(root);
        String name = sdk.name();

        JsonNode specNode = section(root, "spec");
        String specPath = requiredString(specNode, "/spec", "spec.path", "path");
        boolean allowRecursion = optionalBoolean(specNode, "/spec", "spec.allow_recursion", "allow_recursion", false);
        SdkgenConfig.Spec spec = new SdkgenConfig.Spec(specPath, allowRecursion, line("/spec/path"));

        List<Target> targets = readTargets(root);
        SdkgenConfig.Packages packages = readPackages(root, name);
        SdkgenConfig.Client client = readClient(root, name);
        List<SdkgenConfig.TypeName> typeNames = readTypeNames(root);
        SdkgenConfig.Retries retries = readRetries(root);
        SdkgenConfig.Resource resources = readResources(root);
        return new SdkgenConfig(sdk, spec, targets, packages, client, typeNames, retries, resources, readEventSchemas(root),
                readPagination(root, resources));
    }

    /**
     * {@code pagination:} scheme name → the settings of {@code x-sdkgen-pagination} plus {@code methods} (dotted
     * method paths of {@code resources}). Whether a scheme fits a response is checked against the spec later
     * (SDKGEN301); here the keys, the values' shapes and the method names.
     */
    private List<SdkgenConfig.PaginationScheme> readPagination(JsonNode root, SdkgenConfig.Resource resources) {
        List<SdkgenConfig.PaginationScheme> out = new ArrayList<>();
        JsonNode node = root.get("pagination");
        if (node == null || node.isNull()) {
            return out;
        }
        if (!node.isObject()) {
            badValue("/pagination", "pagination", "expected a mapping of scheme names to pagination schemes");
            return out;
        }
        Set<String> known = new LinkedHashSet<>();
        collectMethodPaths(resources, known);
        Map<String, String> claimed = new HashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            String pointer = Pointer.child("/pagination", e.getKey());
            String key = "pagination." + e.getKey();
            if (!IDENTIFIER.matcher(e.getKey()).matches() || !e.getValue().isObject()) {
                badValue(pointer, key, "a scheme has a name of letters, digits and '_' and is a mapping with the keys "
                        + String.join(", ", SdkgenConfig.PAGINATION_KEYS));
                continue;
            }
            unknownKeys(e.getValue(), pointer, key + ".", SdkgenConfig.PAGINATION_KEYS);
            Map<String, String> settings = schemeSettings(e.getValue(), pointer, key);
            List<String> methods = schemeMethods(e.getValue().get("methods"), pointer, key, e.getKey(), known, claimed);
            if (settings != null) {
                out.add(new SdkgenConfig.PaginationScheme(e.getKey(), settings, methods, line(pointer)));
            }
        }
        return out;
    }

    private static final List<String> PAGINATION_TYPES = List.of("offset", "page", "cursor", "link");

    /** The scheme's string settings, or null when {@code type} is absent or unknown (reported). */
    private Map<String, String> schemeSettings(JsonNode scheme, String pointer, String key) {
        Map<String, String> settings = new java.util.LinkedHashMap<>();
        for (String k : SdkgenConfig.PAGINATION_KEYS) {
            if (!k.equals("methods") && scheme.has(k)) {
                String v = optionalString(scheme, pointer, key + "." + k, k);
                if (v != null && !v.isBlank()) {
                    settings.put(k, v);
                }
            }
        }
        String type = settings.get("type");
        if (type == null) {
            missing(key + ".type", pointer);
            return null;
        }
        if (!PAGINATION_TYPES.contains(type)) {
            badValue(Pointer.child(pointer, "type"), key + ".type", "'" + type + "' is not one of "
                    + String.join(", ", PAGINATION_TYPES));
            return null;
        }
        return settings;
    }

    /** The scheme's {@code methods}: each a method of {@code resources}, named by one scheme only. */
    private List<String> schemeMethods(JsonNode node, String pointer, String key, String scheme, Set<String> known,
            Map<String, String> claimed) {
        List<String> out = new ArrayList<>();
        if (node == null || node.isNull()) {
            return out;
        }
        String p = Pointer.child(pointer, "methods");
        if (!node.isArray()) {
            badValue(p, key + ".methods", "expected a list of methods such as accounts.list or $client.search");
            return out;
        }
        for (int i = 0; i < node.size(); i++) {
            String m = node.get(i).asText();
            String before = claimed.putIfAbsent(m, scheme);
            if (!node.get(i).isTextual() || !known.contains(m)) {
                badValue(Pointer.child(p, i), key + ".methods", "'" + m + "' names no method of resources"
                        + " (a resource's dotted path and the method's name: accounts.list, $client.search)");
            } else if (before != null) {
                badValue(Pointer.child(p, i), key + ".methods", "'" + m + "' is already paginated by the scheme '"
                        + before + "'");
            } else {
                out.add(m);
            }
        }
        return out;
    }

    private static void collectMethodPaths(SdkgenConfig.Resource r, Set<String> out) {
        if (r == null) {
            return;
        }
        for (SdkgenConfig.Method m : r.methods()) {
            out.add((r.isRoot() ? SdkgenConfig.CLIENT_RESOURCE : r.path()) + "." + m.name());
        }
        r.subresources().forEach(s -> collectMethodPaths(s, out));
    }

    /**
     * {@code event_schemas:} {@code "<http-method> <path>"} → the schema (components/schemas) its event stream's data
     * has. A key that is not such a mapping is SDKGEN204; whether the operation and the schema exist is checked against
     * the spec later (SDKGEN201, SDKGEN202).
     */
    private List<SdkgenConfig.EventSchema> readEventSchemas(JsonNode root) {
        List<SdkgenConfig.EventSchema> out = new ArrayList<>();
        JsonNode node = root.get("event_schemas");
        if (node == null || node.isNull()) {
            return out;
        }
        if (!node.isObject()) {
            badValue("/event_schemas", "event_schemas", "expected a mapping of '" + EXPECTED_MAPPING
                    + "' to schema names (components/schemas)");
            return out;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            String pointer = Pointer.child("/event_schemas", e.getKey());
            if (!e.getValue().isTextual() || e.getValue().asText().isBlank()) {
                badValue(pointer, "event_schemas." + e.getKey(), "expected the name of a schema in components/schemas");
                continue;
            }
            String[] parsed = parseMapping(e.getKey());
            if (parsed == null) {
                diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN204).detail("Method", e.getKey())
                        .detail("Expected format", EXPECTED_MAPPING).detail("Resource", "event_schemas")
                        .at(at(pointer)).build());
                continue;
            }
            out.add(new SdkgenConfig.EventSchema(e.getKey(), parsed[0], parsed[1], e.getValue().asText(), line(pointer)));
        }
        return out;
    }

    private List<Target> readTargets(JsonNode root) {
        JsonNode node = root.get("targets");
        if (node == null || node.isNull()) {
            missing("targets", "");
            return null;
        }
        if (!node.isArray()) {
            badValue("/targets", "targets", "expected a list such as [typescript, python, go, java]");
            return null;
        }
        if (node.isEmpty()) {
            diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN003).detail("Field", "targets")
                    .detail("Reason", "the list is empty; name at least one of " + Target.validList())
                    .at(at("/targets")).build());
            return null;
        }
        Set<Target> targets = new LinkedHashSet<>();
        for (int i = 0; i < node.size(); i++) {
            JsonNode item = node.get(i);
            String pointer = Pointer.child("/targets", i);
            String id = item.isValueNode() ? item.asText() : item.toString();
            Optional<Target> target = item.isTextual() ? Target.byId(id) : Optional.empty();
            if (target.isEmpty()) {
                diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN004).detail("Target", id)
                        .detail("Valid targets", Target.validList()).at(at(pointer)).build());
            } else if (!targets.add(target.get())) {
                badValue(pointer, "targets", "'" + id + "' is listed twice");
            }
        }
        return List.copyOf(targets);
    }

    private SdkgenConfig.Packages readPackages(JsonNode root, String sdkName) {
        JsonNode node = section(root, "packages");
        Map<Target, String> given = new java.util.EnumMap<>(Target.class);
        for (Target target : Target.values()) {
            String value = optionalString(node, "/packages", "packages." + target.id(), target.id());
            if (value != null) {
                given.put(target, value);
            }
        }
        Map<Target, String> packages = new java.util.EnumMap<>(Target.class);
        for (Target target : Target.values()) {
            LanguageFacts facts = LanguageFacts.of(target);
            String value = given.get(target);
            if (value != null) {
                facts.packageProblem(value)
                        .ifPresent(problem -> badValue("/packages/" + target.id(), "packages." + target.id(), problem));
                packages.put(target, value);
            } else if (sdkName != null) {
                packages.put(target, facts.defaultPackage(sdkName));
            }
        }
        return new SdkgenConfig.Packages(packages);
    }

    private SdkgenConfig.Sdk readSdk(JsonNode root) {
        JsonNode sdkNode = section(root, "sdk");
        String name = requiredString(sdkNode, "/sdk", "sdk.name", "name");
        String version = requiredString(sdkNode, "/sdk", "sdk.version", "version");
        String description = optionalString(sdkNode, "/sdk", "sdk.description", "description");
        if (name != null && !SDK_NAME.matcher(name).matches()) {
            badValue("/sdk/name", "sdk.name", "a name starts with a letter and has only letters, digits, '_' and '-'");
            name = null;
        }
        if (version != null && !SEMVER.matcher(version).matches()) {
            badValue("/sdk/version", "sdk.version", "'" + version + "' is not a semantic version such as 1.4.0");
        }
        String license = optionalString(sdkNode, "/sdk", "sdk.license", "license");
        if (license != null && !SPDX_ID.matcher(license).matches()) {
            badValue("/sdk/license", "sdk.license", "'" + license + "' is not an SPDX licence id such as MIT or Apache-2.0");
            license = null;
        }
        String author = optionalString(sdkNode, "/sdk", "sdk.author", "author");
        if (author != null && (author.isBlank() || author.contains("\n"))) {
            badValue("/sdk/author", "sdk.author", "expected a name on one line");
            author = null;
        }
        String repository = optionalString(sdkNode, "/sdk", "sdk.repository", "repository");
        if (repository != null && !isHttpUrl(repository)) {
            badValue("/sdk/repository", "sdk.repository", "'" + repository + "' is not an http(s) URL");
            repository = null;
        }
        boolean tests = optionalBoolean(sdkNode, "/sdk", "sdk.tests", "tests", true);
        return new SdkgenConfig.Sdk(name, version, description, license, author, repository, tests, line("/sdk/license"));
    }

    private SdkgenConfig.Client readClient(JsonNode root, String sdkName) {
        JsonNode node = section(root, "client");
        String baseUrl = optionalString(node, "/client", "client.base_url", "base_url");
        String envName = optionalString(node, "/client", "client.api_key_env", "api_key_env");
        if (baseUrl != null && !isHttpUrl(baseUrl)) {
            badValue("/client/base_url", "client.base_url", "'" + baseUrl + "' is not an http(s) URL");
        }
        if (envName != null && !ENV_NAME.matcher(envName).matches()) {
            badValue("/client/api_key_env", "client.api_key_env", "'" + envName + "' is not an environment variable name");
        }
        if (envName == null && sdkName != null) {
            envName = Words.upperSnake(sdkName) + "_API_KEY";
        }
        String authPrefix = optionalString(node, "/client", "client.auth_prefix", "auth_prefix");
        if (authPrefix != null && !AUTH_PREFIX.matcher(authPrefix).matches()) {
            badValue("/client/auth_prefix", "client.auth_prefix",
                    "'" + authPrefix + "' is not a scheme word such as Bot or Token (letters, digits, '-', '_', '.')");
        }
        String idempotencyHeader = optionalString(node, "/client", "client.idempotency_header", "idempotency_header");
        if (idempotencyHeader != null && !HEADER_NAME.matcher(idempotencyHeader).matches()) {
            badValue("/client/idempotency_header", "client.idempotency_header",
                    "'" + idempotencyHeader + "' is not an HTTP header name such as Idempotency-Key (letters, digits and !#$%&'*+-.^_`|~)");
        }
        String requestIdHeader = optionalString(node, "/client", "client.request_id_header", "request_id_header");
        if (requestIdHeader != null && !HEADER_NAME.matcher(requestIdHeader).matches()) {
            badValue("/client/request_id_header", "client.request_id_header",
                    "'" + requestIdHeader + "' is not an HTTP header name");
        }
        return new SdkgenConfig.Client(baseUrl, envName, authPrefix, idempotencyHeader, requestIdHeader);
    }

    /**
     * {@code type_names:} schema name → generated type name. Whether each schema exists is checked
     * against the spec later (SDKGEN202); here only the shape and the names' spelling.
     */
    private List<SdkgenConfig.TypeName> readTypeNames(JsonNode root) {
        List<SdkgenConfig.TypeName> out = new ArrayList<>();
        JsonNode node = root.get("type_names");
        if (node == null || node.isNull()) {
            return out;
        }
        if (!node.isObject()) {
            badValue("/type_names", "type_names", "expected a mapping of schema names (components/schemas) to type names");
            return out;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            String pointer = Pointer.child("/type_names", e.getKey());
            String key = "type_names." + e.getKey();
            JsonNode value = e.getValue();
            if (!value.isTextual() || !TYPE_NAME.matcher(value.asText()).matches()) {
                badValue(pointer, key, "'" + (value.isValueNode() ? value.asText() : value.toString())
                        + "' is not a valid type name: it must start with an upper-case letter (A-Z) and have only"
                        + " letters, digits and '_', so that it is a public type name in every language");
                continue;
            }
            out.add(new SdkgenConfig.TypeName(e.getKey(), value.asText(), line(pointer)));
        }
        return out;
    }

    static boolean isHttpUrl(String s) {
        try {
            java.net.URI uri = new java.net.URI(s);
            return ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null;
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }

    private SdkgenConfig.Retries readRetries(JsonNode root) {
        if (!root.has("retries")) {
            return null;
        }
        JsonNode node = root.get("retries");
        if (!node.isNull() && !node.isObject()) {
            badValue("/retries", "retries", "expected a mapping with the keys "
                    + String.join(", ", SdkgenConfig.SECTION_KEYS.get("retries")));
            return null;
        }
        if (node.isObject()) {
            unknownKeys(node, "/retries", "retries.", SdkgenConfig.SECTION_KEYS.get("retries"));
        }
        int maxRetries = (int) optionalInt(node, "/retries", "retries.max_retries", "max_retries",
                SdkgenConfig.Retries.DEFAULT_MAX_RETRIES, 0, 100);
        long initial = optionalInt(node, "/retries", "retries.initial_delay_ms", "initial_delay_ms",
                SdkgenConfig.Retries.DEFAULT_INITIAL_DELAY_MS, 1, 3_600_000);
        long max = optionalInt(node, "/retries", "retries.max_delay_ms", "max_delay_ms",
                SdkgenConfig.Retries.DEFAULT_MAX_DELAY_MS, 1, 3_600_000);
        if (initial > max) {
            badValue("/retries/initial_delay_ms", "retries.initial_delay_ms",
                    "initial_delay_ms (" + initial + ") is larger than max_delay_ms (" + max + ")");
        }
        boolean connectionErrors = optionalBoolean(node, "/retries", "retries.connection_errors", "connection_errors", false);
        List<Integer> retryOn = SdkgenConfig.Retries.DEFAULT_RETRY_ON;
        JsonNode on = node.isObject() ? node.get("retry_on") : null;
        if (on != null && !on.isNull()) {
            if (!on.isArray()) {
                badValue("/retries/retry_on", "retries.retry_on", "expected a list of HTTP status codes");
            } else {
                Set<Integer> statuses = new java.util.TreeSet<>();
                for (int i = 0; i < on.size(); i++) {
                    JsonNode s = on.get(i);
                    if (!s.canConvertToInt() || !s.isIntegralNumber() || s.asInt() < 100 || s.asInt() > 599) {
                        badValue(Pointer.child("/retries/retry_on", i), "retries.retry_on",
                                "'" + s.asText() + "' is not an HTTP status code (100-599)");
                    } else {
                        statuses.add(s.asInt());
                    }
                }
                retryOn = List.copyOf(statuses);
            }
        }
        return new SdkgenConfig.Retries(maxRetries, retryOn, initial, max, connectionErrors);
    }

    // ---------------------------------------------------------------- resources

    private SdkgenConfig.Resource readResources(JsonNode root) {
        JsonNode node = root.get("resources");
        if (node == null || node.isNull()) {
            missing("resources", "");
            return null;
        }
        if (!node.isObject()) {
            badValue("/resources", "resources", "expected a mapping of resource names to resources");
            return null;
        }
        List<SdkgenConfig.Method> rootMethods = List.of();
        List<SdkgenConfig.Resource> children = new ArrayList<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext();) {
            String name = it.next();
            String pointer = Pointer.child("/resources", name);
            if (name.equals(SdkgenConfig.CLIENT_RESOURCE)) {
                JsonNode client = node.get(name);
                if (!client.isObject()) {
                    badValue(pointer, "resources.$client", "expected a mapping with 'methods'");
                    continue;
                }
                unknownKeys(client, pointer, "resources.$client.", List.of("methods"));
                if (!client.has("methods")) {
                    missingWithReason("resources.$client.methods", pointer, "$client holds the methods placed on the client root");
                }
                rootMethods = readMethods(client.get("methods"), Pointer.child(pointer, "methods"), "resources.$client.methods", "");
                continue;
            }
            SdkgenConfig.Resource r = readResource(node.get(name), name, pointer, "resources." + name, name);
            if (r != null) {
                children.add(r);
            }
        }
        checkSiblingNames(children, rootMethods, "/resources", "resources");
        return new SdkgenConfig.Resource("", "", List.of(), rootMethods, children, 1);
    }

    private SdkgenConfig.Resource readResource(JsonNode node, String name, String pointer, String key, String path) {
        if (!IDENTIFIER.matcher(name).matches()) {
            badValue(pointer, key, "a resource name starts with a letter and has only letters, digits and '_'");
            return null;
        }
        if (node == null || !node.isObject()) {
            badValue(pointer, key, "expected a mapping with 'methods' and/or 'subresources'");
            return null;
        }
        unknownKeys(node, pointer, key + ".", SdkgenConfig.RESOURCE_KEYS);
        if (!node.has("methods") && !node.has("subresources")) {
            missingWithReason(key + ".methods", pointer, "a resource needs 'methods' or 'subresources' (or both)");
        }
        List<SdkgenConfig.Model> models = readModels(node.get("models"), Pointer.child(pointer, "models"), key + ".models");
        List<SdkgenConfig.Method> methods = readMethods(node.get("methods"), Pointer.child(pointer, "methods"),
                key + ".methods", path);
        List<SdkgenConfig.Resource> subs = new ArrayList<>();
        JsonNode subNode = node.get("subresources");
        String subPointer = Pointer.child(pointer, "subresources");
        if (subNode != null && !subNode.isNull()) {
            if (!subNode.isObject()) {
                badValue(subPointer, key + ".subresources", "expected a mapping of resource names to resources");
            } else {
                for (Iterator<String> it = subNode.fieldNames(); it.hasNext();) {
                    String sub = it.next();
                    SdkgenConfig.Resource r = readResource(subNode.get(sub), sub, Pointer.child(subPointer, sub),
                            key + ".subresources." + sub, path + "." + sub);
                    if (r != null) {
                        subs.add(r);
                    }
                }
            }
        }
        checkSiblingNames(subs, methods, pointer, key);
        return new SdkgenConfig.Resource(name, path, models, methods, subs, line(pointer));
    }

    private List<SdkgenConfig.Model> readModels(JsonNode node, String pointer, String key) {
        List<SdkgenConfig.Model> models = new ArrayList<>();
        if (node == null || node.isNull()) {
            return models;
        }
        if (!node.isArray()) {
            badValue(pointer, key, "expected a list of schema names from components/schemas");
            return models;
        }
        for (int i = 0; i < node.size(); i++) {
            JsonNode m = node.get(i);
            String p = Pointer.child(pointer, i);
            if (!m.isTextual() || m.asText().isEmpty()) {
                badValue(p, key, "'" + m.asText() + "' is not a schema name");
            } else {
                models.add(new SdkgenConfig.Model(m.asText(), line(p)));
            }
        }
        return models;
    }

    private List<SdkgenConfig.Method> readMethods(JsonNode node, String pointer, String key, String resourcePath) {
        List<SdkgenConfig.Method> methods = new ArrayList<>();
        if (node == null || node.isNull()) {
            return methods;
        }
        if (!node.isObject()) {
            badValue(pointer, key, "expected a mapping of method names to '" + EXPECTED_MAPPING + "'");
            return methods;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            String name = e.getKey();
            String p = Pointer.child(pointer, name);
            if (!IDENTIFIER.matcher(name).matches()) {
                badValue(p, key + "." + name, "a method name starts with a letter and has only letters, digits and '_'");
                continue;
            }
            JsonNode value = e.getValue();
            String raw = value.isTextual() ? value.asText() : value.isNull() ? "" : value.toString();
            String[] parsed = value.isTextual() ? parseMapping(raw) : null;
            if (parsed == null) {
                diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN204).detail("Method", name)
                        .detail("Expected format", EXPECTED_MAPPING)
                        .detail("Resource", resourcePath.isEmpty() ? SdkgenConfig.CLIENT_RESOURCE : resourcePath)
                        .detail("Found", raw)
                        .at(at(p)).build());
                methods.add(new SdkgenConfig.Method(name, raw, null, null, line(p)));
            } else {
                methods.add(new SdkgenConfig.Method(name, raw, parsed[0], parsed[1], line(p)));
            }
        }
        return methods;
    }

    /** {@code [method, path]} for {@code "<http-method> <path>"} (method case-insensitive, one space), else null. */
    static String[] parseMapping(String raw) {
        int space = raw.indexOf(' ');
        if (space <= 0 || raw.indexOf(' ', space + 1) >= 0) {
            return null;
        }
        String method = raw.substring(0, space).toLowerCase(Locale.ROOT);
        String path = raw.substring(space + 1);
        if (!HTTP_METHODS.contains(method) || !path.startsWith("/") || path.chars().anyMatch(Character::isWhitespace)) {
            return null;
        }
        return new String[] {method, path};
    }

    /** Names that print the same in generated code (e.g. {@code list_all} and {@code listAll}) cannot coexist. */
    private void checkSiblingNames(List<SdkgenConfig.Resource> subs, List<SdkgenConfig.Method> methods, String pointer,
            String key) {
        Map<String, String> seen = new HashMap<>();
        for (SdkgenConfig.Resource r : subs) {
            clash(seen, r.name(), "resource", pointer, key);
        }
        for (SdkgenConfig.Method m : methods) {
            clash(seen, m.name(), "method", pointer, key);
        }
    }

    private void clash(Map<String, String> seen, String name, String kind, String pointer, String key) {
        String normal = Words.snake(name);
        String before = seen.putIfAbsent(normal, kind + " '" + name + "'");
        if (before != null) {
            badValue(pointer, key, "the " + kind + " '" + name + "' and the " + before
                    + " give the same name in generated code");
        }
    }

    // ---------------------------------------------------------------- helpers

    /** The mapping under {@code key}, or null; a non-mapping value is reported. Unknown keys are reported. */
    private JsonNode section(JsonNode root, String key) {
        JsonNode node = root.get(key);
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isObject()) {
            badValue("/" + key, key, "expected a mapping with the keys " + String.join(", ", SdkgenConfig.SECTION_KEYS.get(key)));
            return MISSING_SECTION;
        }
        unknownKeys(node, "/" + key, key + ".", SdkgenConfig.SECTION_KEYS.get(key));
        return node;
    }

    /** Stands for a section whose value had the wrong shape: its fields are not reported missing again. */
    private static final JsonNode MISSING_SECTION = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();

    private void unknownKeys(JsonNode node, String pointer, String prefix, List<String> allowed) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext();) {
            String k = it.next();
            if (!allowed.contains(k)) {
                diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN002).detail("Key", prefix + k)
                        .detail("Reason", "unknown key; expected one of " + String.join(", ", allowed))
                        .at(at(Pointer.child(pointer, k))).build());
            }
        }
    }

    private String requiredString(JsonNode section, String pointer, String key, String field) {
        if (section == MISSING_SECTION) {
            return null;
        }
        JsonNode v = section == null ? null : section.get(field);
        if (v == null || v.isNull() || (v.isTextual() && v.asText().isBlank())) {
            missing(key, section == null ? "" : pointer);
            return null;
        }
        if (!v.isTextual()) {
            badValue(Pointer.child(pointer, field), key, "expected a string");
            return null;
        }
        return v.asText();
    }

    private String optionalString(JsonNode section, String pointer, String key, String field) {
        JsonNode v = section == null ? null : section.get(field);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isTextual()) {
            badValue(Pointer.child(pointer, field), key, "expected a string");
            return null;
        }
        return v.asText();
    }

    private boolean optionalBoolean(JsonNode section, String pointer, String key, String field, boolean dflt) {
        JsonNode v = section == null ? null : section.get(field);
        if (v == null || v.isNull()) {
            return dflt;
        }
        if (!v.isBoolean()) {
            badValue(Pointer.child(pointer, field), key, "expected true or false");
            return dflt;
        }
        return v.asBoolean();
    }

    private long optionalInt(JsonNode section, String pointer, String key, String field, long dflt, long min, long max) {
        JsonNode v = section == null ? null : section.get(field);
        if (v == null || v.isNull()) {
            return dflt;
        }
        if (!v.isIntegralNumber() || !v.canConvertToLong() || v.asLong() < min || v.asLong() > max) {
            badValue(Pointer.child(pointer, field), key, "expected a whole number from " + min + " to " + max);
            return dflt;
        }
        return v.asLong();
    }

    private void missing(String field, String parentPointer) {
        diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN003).detail("Field", field).at(at(parentPointer)).build());
    }

    private void missingWithReason(String field, String parentPointer, String reason) {
        diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN003).detail("Field", field).detail("Reason", reason)
                .at(at(parentPointer)).build());
    }

    private void badValue(String pointer, String key, String reason) {
        diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN002).detail("Key", key).detail("Reason", reason)
                .at(at(pointer)).build());
    }

    private Location at(String pointer) {
        return new Location(FILE, pointer, line(pointer));
    }

    private int line(String pointer) {
        for (String p = pointer; p != null; p = Pointer.parent(p)) {
            Integer l = lines.get(p);
            if (l != null) {
                return l;
            }
        }
        return 1;
    }
}
