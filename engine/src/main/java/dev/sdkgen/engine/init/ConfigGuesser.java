package dev.sdkgen.engine.init;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.naming.SchemaTypeNames;
import dev.sdkgen.engine.naming.Words;
import dev.sdkgen.engine.rules.CircularReferences;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Writes a starting {@code sdkgen.yaml} that maps every operation of a spec into resources with
 * conventional names, the way a person would lay out an SDK by hand:
 *
 * <ul>
 *   <li>static path segments are nested resources ({@code /accounts/{id}/cards} → {@code accounts.cards});
 *       a leading version segment ({@code /v1}) is dropped, and so is an {@code /api} or {@code /rest}
 *       prefix that every path shares;</li>
 *   <li>on a collection, GET is {@code list} when the response is a list or the segment reads as a
 *       plural, else {@code retrieve}; POST is {@code create}; on an instance ({@code .../{id}}) GET is
 *       {@code retrieve}, PUT/PATCH/POST {@code update}, DELETE {@code delete};</li>
 *   <li>a last segment with a single POST (or a GET such as {@code search}) and nothing below it,
 *       under an instance or an existing collection, is an action named after the segment
 *       ({@code .../{card_id}/freeze} → {@code cards.freeze});</li>
 *   <li>clashes are settled with the operationId, then a number; the result always validates.</li>
 * </ul>
 */
public final class ConfigGuesser {
    private static final Pattern VERSION_SEGMENT = Pattern.compile("(?i)v\\d+(\\.\\d+)*|\\d{4}-\\d{2}-\\d{2}");
    /** A file extension on a path segment ({@code Calls.json}, {@code {Sid}.json}): not part of any name. */
    private static final Pattern EXTENSION = Pattern.compile("(?i)\\.(json|xml|csv|ya?ml|txt|html?)$");
    /** A literal identifier in a path: a number, a UUID, or a long run of letters and digits with both. */
    private static final Pattern LITERAL_ID = Pattern.compile("\\d+|\\p{XDigit}{8}(-\\p{XDigit}{4}){3}-\\p{XDigit}{12}"
            + "|(?=[A-Za-z0-9]*\\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{16,}");
    /** How a literal identifier or a template stands in a normalised path. */
    private static final String PARAM = "{}";
    private static final Pattern PATH_PARAM = Pattern.compile("\\{([^}]+)}");
    /** Single-word last segments that name an action, not a resource ({@code POST /accounts/get}). */
    private static final Set<String> VERBS = Set.of("get", "list", "create", "update", "delete", "remove", "search",
            "exchange", "refresh", "sync", "cancel", "reset", "send", "start", "stop", "validate", "verify", "lookup",
            "invalidate", "revoke", "enable", "disable", "fire", "run", "approve", "reject", "query", "count", "export",
            "import", "preview", "retrieve", "set", "add", "close", "reopen", "resume", "pause", "submit");
    private static final Pattern COMMON_PREFIX = Pattern.compile("(?i)api|rest");
    private static final Set<String> TITLE_NOISE = Set.of("api", "apis", "rest", "openapi", "the", "and", "for",
            "of", "http", "service", "specification", "spec", "public", "swagger", "sample", "example", "demo",
            "official", "openapi3");
    private static final Set<String> GET_ACTIONS = Set.of("search", "count", "export", "download", "preview", "summary");
    private static final String[] DIGITS = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};

    /** One guessed resource: methods (name → mapping) and subresources, in spec order. */
    static final class Node {
        final Map<String, String> methods = new LinkedHashMap<>();
        final Map<String, Node> children = new LinkedHashMap<>();

        int methodCount() {
            return methods.size() + children.values().stream().mapToInt(Node::methodCount).sum();
        }
    }

    private final Spec spec;
    private final Set<String> paths = new HashSet<>();
    /** Every path as normalised segments joined by {@code /} (templates and literal ids as {@code {}}). */
    private final Set<String> shapes = new HashSet<>();
    private final boolean rpcStyle;
    private final int prefixLength;
    private final Node root = new Node();
    private PaginationGuesser.Guess pagination = new PaginationGuesser.Guess(List.of(), List.of());

    private ConfigGuesser(Spec spec) {
        this.spec = spec;
        spec.operations().forEach(op -> paths.add(withoutFragment(op.path())));
        paths.forEach(p -> shapes.add(String.join("/", segments(p))));
        this.rpcStyle = rpcStyle(spec.operations());
        this.prefixLength = versionPrefix();
    }

    /**
     * An RPC-style API (Plaid, Slack): every operation a POST and no path with a parameter. Each path's
     * last segment is then the action ({@code /asset_report/create} → {@code asset_report.create}).
     */
    private static boolean rpcStyle(java.util.Collection<Spec.Operation> ops) {
        return ops.size() >= 3 && ops.stream().allMatch(op -> op.method().equals("post") && !op.path().contains("{"));
    }

    /**
     * The outcome of {@link #init}: the config text and how many methods it maps out of how many
     * operations, or (config null) the problems that stopped it.
     */
    public record Init(String config, int methods, int operations, dev.sdkgen.engine.diag.Report problems,
            Pagination pagination) {
        /** An outcome without a pagination summary (no config was written). */
        public Init(String config, int methods, int operations, dev.sdkgen.engine.diag.Report problems) {
            this(config, methods, operations, problems, null);
        }
    }

    /**
     * What init did about pagination: the list methods it found, and how many of them each style of scheme it wrote
     * paginates ({@code next_cursor}, {@code item_cursor}, {@code offset}, {@code page}); the others are left alone.
     */
    public record Pagination(int listMethods, Map<String, Integer> byStyle, List<String> leftAlone) {
        /** The paginated list methods. */
        public int paginated() {
            return byStyle.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /**
     * Loads the spec at {@code specPath} of the repository at {@code repo} and guesses a config for
     * it. A spec with errors that could still be read (a dangling {@code $ref}) still gets the config
     * that maps every operation, with the errors in {@code problems}: the user needs a starting point
     * to fix from. Only a spec that cannot be read at all (missing, not YAML/JSON, not OpenAPI 3)
     * gives no config.
     */
    public static Init init(java.nio.file.Path repo, String specPath, String name) {
        dev.sdkgen.engine.spec.SpecBundler.Result bundle = dev.sdkgen.engine.spec.SpecBundler.bundle(repo, specPath);
        dev.sdkgen.engine.diag.Report problems = dev.sdkgen.engine.diag.Report.ordered(bundle.diagnostics(), List.of(specPath));
        if (bundle.bundled() == null) {
            return new Init(null, 0, 0, problems);
        }
        Spec spec = new Spec(bundle.bundled(), bundle.origins(), bundle.files(), bundle.openapiVersion());
        ConfigGuesser g = new ConfigGuesser(spec);
        String config = g.guessConfig(name, specPath);
        PaginationGuesser.Guess p = g.pagination;
        return new Init(config, g.root.methodCount(), spec.operations().size(), problems,
                new Pagination(p.byStyle().values().stream().mapToInt(Integer::intValue).sum() + p.leftAlone().size(),
                        p.byStyle(), p.leftAlone()));
    }

    /**
     * The text of a config for {@code spec}.
     *
     * @param name     sdk.name, or null to derive one from the spec's title
     * @param specPath spec.path as it must appear in the config
     */
    public static String guess(Spec spec, String name, String specPath) {
        return new ConfigGuesser(spec).guessConfig(name, specPath);
    }

    private String guessConfig(String name, String specPath) {
        placeAll(spec.operations().stream().filter(Spec.Operation::generated).toList());
        Map<String, String> methodPaths = new HashMap<>();
        root.methods.forEach((m, mapping) -> methodPaths.put(mapping, dev.sdkgen.engine.config.SdkgenConfig.CLIENT_RESOURCE + "." + m));
        root.children.forEach((n, child) -> collectPaths(child, n, methodPaths));
        pagination = PaginationGuesser.guess(spec, methodPaths);
        return render(name != null ? name : nameFromTitle(spec), specPath);
    }

    private static void collectPaths(Node node, String path, Map<String, String> out) {
        node.methods.forEach((m, mapping) -> out.put(mapping, path + "." + m));
        node.children.forEach((n, child) -> collectPaths(child, path + "." + n, out));
    }

    // ------------------------------------------------------------------ placing operations

    private int versionPrefix() {
        List<String> common = null;
        for (String p : paths) {
            List<String> segs = segments(p);
            if (common == null) {
                common = new ArrayList<>(segs);
            } else {
                int i = 0;
                while (i < common.size() && i < segs.size() && common.get(i).equals(segs.get(i))) {
                    i++;
                }
                common = common.subList(0, i);
            }
        }
        int n = 0;
        if (common != null && paths.size() > 1) {
            while (n < common.size() && COMMON_PREFIX.matcher(common.get(n)).matches()) {
                n++;
            }
            // Any other prefix every path shares (/api/public/...) names no resource either — as long as every
            // path still begins with a resource name after it (/pets and /pets/{id} keep pets).
            int shared = n;
            while (shared < common.size() && !isParam(common.get(shared)) && startsWithResource(shared + 1)) {
                shared++;
            }
            n = shared;
        }
        return n;
    }

    /** Whether every path has, after its first {@code skip} segments, a first segment that is no parameter. */
    private boolean startsWithResource(int skip) {
        for (String p : paths) {
            List<String> segs = segments(p);
            if (segs.size() <= skip || isParam(segs.get(skip))) {
                return false;
            }
        }
        return true;
    }

    /**
     * A path's segments as names see them: a file extension dropped ({@code Calls.json} → {@code Calls}),
     * a template or a literal identifier ({@code {Sid}.json}, {@code 12345}) as {@code {}}, and a dotted
     * RPC name split ({@code chat.postMessage} → {@code chat}, {@code postMessage}).
     */
    static List<String> segments(String path) {
        List<String> out = new ArrayList<>();
        for (String raw : withoutFragment(path).split("/")) {
            String s = EXTENSION.matcher(raw).replaceFirst("");
            if (s.isEmpty()) {
                continue;
            }
            if (s.startsWith("{") && s.endsWith("}") || LITERAL_ID.matcher(s).matches()) {
                out.add(PARAM);
            } else if (s.matches("[A-Za-z_][A-Za-z0-9_-]*(\\.[A-Za-z_][A-Za-z0-9_-]*)+")) {
                out.addAll(List.of(s.split("\\.")));
            } else {
                out.add(s);
            }
        }
        return out;
    }

    private static boolean isParam(String segment) {
        return segment.equals(PARAM);
    }

    /** Where an operation goes: the resource path and the method name it would like. */
    private record Placement(List<String> resource, String name, Spec.Operation op, boolean instance) {
    }

    private Placement placement(Spec.Operation op) {
        List<String> segs = segments(op.path());
        segs = segs.subList(Math.min(prefixLength, segs.size()), segs.size());
        if (!segs.isEmpty() && VERSION_SEGMENT.matcher(segs.get(0)).matches()) {
            segs = segs.subList(1, segs.size());
        }
        List<String> statics = new ArrayList<>();
        for (String s : segs) {
            if (!isParam(s)) {
                statics.add(resourceName(s));
            }
        }
        boolean instance = !segs.isEmpty() && isParam(segs.get(segs.size() - 1));
        boolean collection = !instance && shapes.contains(String.join("/", segments(op.path())) + "/" + PARAM);
        String name = isAction(op, segs) ? statics.remove(statics.size() - 1) : verb(op, instance, collection);
        String fragment = fragment(op.path());
        if (fragment != null) {
            name = name + "_" + fragment;
        }
        return new Placement(statics, name, op, instance);
    }

    /** The path without a {@code #fragment} (APIs that document one URL twice write {@code /files/{id}#shared_link}). */
    static String withoutFragment(String path) {
        int hash = path.indexOf('#');
        return hash < 0 ? path : path.substring(0, hash);
    }

    /**
     * A path key's fragment as a method-name suffix: {@code #stream} → {@code stream} ({@code create_stream}); a
     * fragment that names what the operation is looked up by — an identifier word, or the path's last parameter —
     * gets {@code by_} ({@code /connectors/{connector_id_or_name}#name} → {@code retrieve_by_name}).
     */
    static String fragment(String path) {
        int hash = path.indexOf('#');
        if (hash < 0) {
            return null;
        }
        String name = resourceName(path.substring(hash + 1));
        if (name.equals("resource")) {
            return null;
        }
        List<String> params = new ArrayList<>();
        java.util.regex.Matcher m = PATH_PARAM.matcher(path.substring(0, hash));
        while (m.find()) {
            params.add(resourceName(m.group(1)));
        }
        boolean lookup = name.matches("(.+_)?(id|ids|name|key|slug|uuid)") || !params.isEmpty()
                && params.get(params.size() - 1).endsWith(name);
        return lookup ? "by_" + name : name;
    }

    /** Builds the whole resource tree first, so a method never takes a name a subresource needs. */
    private void placeAll(List<Spec.Operation> ops) {
        List<Placement> placements = new ArrayList<>();
        for (Spec.Operation op : ops) {
            Placement p = placement(op);
            placements.add(p);
            Node node = root;
            for (String r : p.resource()) {
                node = node.children.computeIfAbsent(r, k -> new Node());
            }
        }
        // Operations on one item claim the conventional names first (retrieve, update, delete); the
        // collection-wide ones have explicit names, and any clash left goes to the later claimant.
        List<Placement> claims = new ArrayList<>(placements);
        claims.sort(java.util.Comparator.comparing(p -> !p.instance()));
        for (Placement p : claims) {
            add(nodeOf(p), p.name(), p.op());
        }
        Map<String, Integer> order = new java.util.HashMap<>();
        for (int i = 0; i < placements.size(); i++) {
            order.put(mapping(placements.get(i).op()), i);
        }
        sortMethods(root, order);
    }

    private Node nodeOf(Placement p) {
        Node node = root;
        for (String r : p.resource()) {
            node = node.children.get(r);
        }
        return node;
    }

    /** Each resource's methods in spec order, whatever order they claimed their names in. */
    private static void sortMethods(Node node, Map<String, Integer> order) {
        List<Map.Entry<String, String>> entries = new ArrayList<>(node.methods.entrySet());
        entries.sort(java.util.Comparator.comparing(e -> order.get(e.getValue())));
        node.methods.clear();
        entries.forEach(e -> node.methods.put(e.getKey(), e.getValue()));
        node.children.values().forEach(c -> sortMethods(c, order));
    }

    private static String mapping(Spec.Operation op) {
        return op.method() + " " + op.path();
    }

    /** A last static segment with one POST/GET and nothing below it, under an instance or an existing path. */
    private boolean isAction(Spec.Operation op, List<String> segs) {
        if (segs.size() < 2 || isParam(segs.get(segs.size() - 1))) {
            return false;
        }
        String last = segs.get(segs.size() - 1);
        if (rpcStyle || VERBS.contains(last.toLowerCase(Locale.ROOT))
                && (op.method().equals("post") || op.method().equals("get")) && onlyOperationWithNothingBelow(op)) {
            return true;
        }
        if (!op.method().equals("post") && !(op.method().equals("get") && GET_ACTIONS.contains(last.toLowerCase(Locale.ROOT)))) {
            return false;
        }
        if (!onlyOperationWithNothingBelow(op)) {
            return false;
        }
        String path = withoutFragment(op.path());
        String parent = path.substring(0, path.lastIndexOf('/'));
        boolean underInstance = isParam(segs.get(segs.size() - 2));
        return underInstance || paths.contains(parent);
    }

    private boolean onlyOperationWithNothingBelow(Spec.Operation op) {
        long opsHere = Spec.METHODS.stream().filter(m -> op.pathItem().has(m)).count();
        if (opsHere != 1) {
            return false;
        }
        String prefix = withoutFragment(op.path()) + "/";
        return paths.stream().noneMatch(p -> p.startsWith(prefix));
    }

    /**
     * The conventional name of an operation. On one item: GET {@code retrieve}, PATCH and POST
     * {@code update}, PUT {@code update} ({@code replace} beside a PATCH), DELETE {@code delete}. On a
     * collection (a path with an item path below it), the operations that act on every item are named
     * so: PUT {@code replace_all}, PATCH {@code update_all}, DELETE {@code delete_all} — a user calling
     * {@code delete} must never delete them all. Elsewhere (a singleton) PUT/PATCH {@code update}, DELETE
     * {@code delete}; GET {@code list} or {@code retrieve}, POST {@code create}.
     */
    private String verb(Spec.Operation op, boolean instance, boolean collection) {
        switch (op.method()) {
            case "get":
                return instance ? "retrieve" : returnsList(op) || pluralLast(op) ? "list" : "retrieve";
            case "post":
                return instance ? "update" : "create";
            case "put":
                return collection ? "replace_all" : instance && op.pathItem().has("patch") ? "replace" : "update";
            case "patch":
                return collection ? "update_all" : "update";
            case "delete":
                return collection ? "delete_all" : "delete";
            default:
                return op.method();
        }
    }

    private static boolean pluralLast(Spec.Operation op) {
        List<String> segs = segments(op.path());
        String last = segs.isEmpty() ? "" : segs.get(segs.size() - 1).toLowerCase(Locale.ROOT);
        return last.endsWith("s") && !last.endsWith("ss") && !last.endsWith("us") && !last.endsWith("is");
    }

    private boolean returnsList(Spec.Operation op) {
        JsonNode responses = op.node().path("responses");
        for (String code : new String[] {"200", "201", "2XX", "206"}) {
            JsonNode r = spec.resolve(responses.get(code));
            for (JsonNode media : r.path("content")) {
                JsonNode schema = spec.resolve(media.get("schema"));
                if ("array".equals(schema.path("type").asText()) || op.node().has("x-sdkgen-pagination")) {
                    return true;
                }
                JsonNode props = schema.path("properties");
                for (String listProp : new String[] {"data", "items", "results", "list"}) {
                    if ("array".equals(spec.resolve(props.get(listProp)).path("type").asText())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private void add(Node node, String name, Spec.Operation op) {
        String mapping = mapping(op);
        String candidate = name;
        if (taken(node, candidate)) {
            String fromId = operationIdName(op);
            candidate = fromId != null && !taken(node, fromId) ? fromId : name + "_" + op.method();
            for (int n = 2; taken(node, candidate); n++) {
                candidate = name + "_" + n;
            }
        }
        node.methods.put(candidate, mapping);
    }

    private static boolean taken(Node node, String name) {
        String snake = Words.snake(name);
        for (String m : node.methods.keySet()) {
            if (Words.snake(m).equals(snake)) {
                return true;
            }
        }
        for (String c : node.children.keySet()) {
            if (Words.snake(c).equals(snake)) {
                return true;
            }
        }
        return false;
    }

    private static String operationIdName(Spec.Operation op) {
        String id = op.operationId();
        if (id == null) {
            return null;
        }
        String last = id.substring(Math.max(id.lastIndexOf('/'), id.lastIndexOf('.')) + 1);
        String name = resourceName(withoutPathAndMethod(last, op));
        return name.isEmpty() ? null : name;
    }

    /**
     * FastAPI's default operationId is the function's name followed by the path and the method
     * ({@code terminate_workflow_execution_v1_workflows_executions__execution_id__terminate_post}): the name alone, which
     * is what a method name needs; any other operationId as it is.
     */
    static String withoutPathAndMethod(String id, Spec.Operation op) {
        String words = Words.snake(id);
        String suffix = "_" + Words.snake(op.path().replaceFirst("#.*", "") + "/" + op.method());
        return words.length() > suffix.length() && words.endsWith(suffix) ? words.substring(0, words.length() - suffix.length()) : id;
    }

    /** A config name from a path segment: snake_case letters/digits, starting with a letter. */
    static String resourceName(String segment) {
        String snake = Words.snake(segment.replaceAll("[^A-Za-z0-9]+", "_"));
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < snake.length() && Character.isDigit(snake.charAt(i))) {
            sb.append(DIGITS[snake.charAt(i) - '0']).append('_');
            i++;
        }
        sb.append(snake.substring(i));
        String name = sb.toString().replaceAll("_+", "_").replaceAll("^_|_$", "");
        return name.isEmpty() ? "resource" : name;
    }

    // ------------------------------------------------------------------ output

    /** The first distinctive word of the title ({@code GitHub's official OpenAPI spec} → {@code github}). */
    static String nameFromTitle(Spec spec) {
        String title = spec.root().path("info").path("title").asText("");
        List<String> words = new ArrayList<>();
        for (String w : title.split("[^\\p{L}\\p{N}]+")) {
            String lower = w.toLowerCase(Locale.ROOT);
            if (w.length() > 1 && !TITLE_NOISE.contains(lower) && !lower.matches("v?\\d.*") && words.isEmpty()) {
                words.add(lower);
            }
        }
        String name = String.join("_", words);
        return name.matches("[a-z][a-z0-9_]*") ? name : "sdk";
    }

    private static String version(Spec spec) {
        String v = spec.root().path("info").path("version").asText("");
        return v.matches("(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)") ? v : "0.1.0";
    }

    /**
     * The retry policy a new SDK starts with, so it retries out of the box: what well-behaved clients retry
     * (request timeout, conflict, rate limit, the transient 5xx, no response at all), twice. Without the section
     * the SDKs never retry (the contract), so the comment says how to turn it off.
     */
    static final String RETRIES = """
            retries:  # remove this section and the SDKs never retry
              max_retries: 2
              retry_on: [408, 409, 429, 500, 502, 503, 504]
              connection_errors: true
            """;

    private String render(String name, String specPath) {
        StringBuilder y = new StringBuilder();
        y.append("# Generated by `sdkgen init`: every operation of the spec, mapped to conventional names.\n");
        y.append("# Rename resources and methods freely; each method maps \"<http-method> <path>\".\n");
        y.append("sdk:\n  name: ").append(name).append("\n  version: ").append(version(spec)).append('\n');
        y.append("spec:\n  path: ").append(quote(specPath)).append('\n');
        if (new CircularReferences(spec).hasCycles()) {
            y.append("  allow_recursion: true\n");
        }
        y.append("targets: [typescript, python, go, java]\n");
        y.append(RETRIES);
        renderTypeNames(y);
        renderEventSchemas(y);
        renderPagination(y);
        y.append("resources:\n");
        if (!root.methods.isEmpty()) {
            y.append("  $client:\n    methods:\n");
            root.methods.forEach((m, mapping) -> y.append("      ").append(m).append(": ").append(quote(mapping)).append('\n'));
        }
        if (root.children.isEmpty() && root.methods.isEmpty()) {
            y.setLength(y.length() - "resources:\n".length());
            y.append("resources: {}\n");
        }
        root.children.forEach((n, child) -> renderNode(y, n, child, 1));
        return y.toString();
    }

    /**
     * {@code type_names} entries for schemas whose type names collide (SDKGEN203): every schema of a
     * group but the first gets the name with the first free number, so the config validates; a comment
     * asks the user for better names.
     */
    private void renderTypeNames(StringBuilder y) {
        SchemaTypeNames names = SchemaTypeNames.of(spec.schemaNames(), Map.of());
        if (names.conflicts().isEmpty()) {
            return;
        }
        Set<String> taken = new HashSet<>();
        spec.schemaNames().forEach(n -> taken.add(names.of(n)));
        y.append("# These schemas give the same type name (SDKGEN203); choose better names for them here.\n");
        y.append("type_names:\n");
        names.conflicts().forEach((type, schemas) -> {
            for (String schema : schemas.subList(1, schemas.size())) {
                String name = type;
                for (int n = 2; taken.contains(name); n++) {
                    name = type + n;
                }
                taken.add(name);
                y.append("  ").append(quote(schema)).append(": ").append(name).append('\n');
            }
        });
    }

    /** {@code event_schemas} entries where the spec leaves an event stream untyped and the names tell its schema. */
    private void renderEventSchemas(StringBuilder y) {
        Map<String, String> entries = EventSchemaGuesser.guess(spec);
        if (entries.isEmpty()) {
            return;
        }
        y.append("# The spec gives these event streams no schema; their events' data, as the names suggest.\n");
        y.append("event_schemas:\n");
        entries.forEach((op, schema) -> y.append("  ").append(quote(op)).append(": ").append(quote(schema)).append('\n'));
    }

    /** The {@code pagination} schemes recognised in the responses, and a comment naming the list methods left alone. */
    private void renderPagination(StringBuilder y) {
        if (!pagination.schemes().isEmpty()) {
            y.append("# Pagination recognised in the responses; each scheme names its methods (docs/config.md).\n");
            y.append("pagination:\n");
            for (PaginationGuesser.Scheme s : pagination.schemes()) {
                y.append("  ").append(s.name()).append(":\n");
                s.settings().forEach((k, v) -> y.append("    ").append(k).append(": ").append(quote(v)).append('\n'));
                y.append("    methods:\n");
                s.methods().forEach(m -> y.append("      - ").append(quote(m)).append('\n'));
            }
        }
        if (!pagination.leftAlone().isEmpty()) {
            y.append("# List methods left without pagination (no scheme recognised): add a scheme to page them.\n");
            StringBuilder line = new StringBuilder("#  ");
            for (String m : pagination.leftAlone()) {
                if (line.length() + m.length() > 100) {
                    y.append(line).append('\n');
                    line.setLength(0);
                    line.append("#  ");
                }
                line.append(' ').append(m);
            }
            y.append(line).append('\n');
        }
    }

    private static void renderNode(StringBuilder y, String name, Node node, int depth) {
        String indent = "  ".repeat(depth);
        y.append(indent).append(name).append(":\n");
        if (!node.methods.isEmpty()) {
            y.append(indent).append("  methods:\n");
            node.methods.forEach((m, mapping) -> y.append(indent).append("    ").append(m).append(": ")
                    .append(quote(mapping)).append('\n'));
        }
        if (!node.children.isEmpty()) {
            y.append(indent).append("  subresources:\n");
            node.children.forEach((n, child) -> renderNode(y, n, child, depth + 2));
        }
    }

    static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
