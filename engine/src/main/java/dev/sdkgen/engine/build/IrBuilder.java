package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.config.SdkgenConfig;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.ApiInfo;
import dev.sdkgen.engine.ir.Auth;
import dev.sdkgen.engine.ir.Client;
import dev.sdkgen.engine.ir.Docs;
import dev.sdkgen.engine.ir.EventStream;
import dev.sdkgen.engine.ir.Method;
import dev.sdkgen.engine.ir.Pagination;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.RequestBody;
import dev.sdkgen.engine.ir.Resource;
import dev.sdkgen.engine.ir.Response;
import dev.sdkgen.engine.ir.RetryPolicy;
import dev.sdkgen.engine.ir.Sdk;
import dev.sdkgen.engine.ir.SdkModel;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.naming.SchemaTypeNames;
import dev.sdkgen.engine.naming.TypeNames;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Builds the {@link SdkModel} from a config and a bundled spec that passed validation (no errors).
 * Operations marked {@code x-sdkgen-ignore} and protocol upgrades (SDKGEN306) are left out; pagination (the spec's or
 * a sdkgen.yaml scheme's, {@link PaginationSchemes}) is kept only when {@link PaginationReader} finds no problem (SDKGEN301 reports the others).
 */
public final class IrBuilder {
    private static final Pattern PATH_PARAM = Pattern.compile("\\{([^}/]+)}");
    private static final Set<String> TRANSPORT_HEADERS = Set.of("authorization", "content-type", "accept",
            "content-length", "user-agent");

    private final SdkgenConfig config;
    private final Spec spec;
    private final NameAllocator names = new NameAllocator();
    private final TypeBuilder types;
    private final Auth auth;
    private final SecurityReader security;
    private final MethodTypeNames methodNames;
    private final PaginationSchemes paginations;
    /** The types of multipart request bodies: where a binary string is a file ({@link FileStrings}). */
    private final List<TypeRef> uploads = new ArrayList<>();

    private IrBuilder(SdkgenConfig config, Spec spec) {
        this.config = config;
        this.spec = spec;
        this.types = new TypeBuilder(spec, names, SchemaTypeNames.of(spec.schemaNames(), config.typeNameMap()));
        this.auth = AuthSelector.select(spec).withPrefix(config.client().authPrefix());
        this.security = new SecurityReader(spec, auth, config.client().authPrefix());
        List<MethodTypeNames.Entry> entries = new ArrayList<>();
        collectMethods(config.root(), List.of(), entries);
        this.methodNames = new MethodTypeNames(entries, name -> !names.isFree(name));
        this.paginations = PaginationSchemes.of(config);
    }

    /** Every mapped method that will be built, with its resource path, in config order. */
    private void collectMethods(SdkgenConfig.Resource r, List<String> ancestors, List<MethodTypeNames.Entry> out) {
        List<String> path = new ArrayList<>(ancestors);
        if (!r.isRoot()) {
            path.add(r.name());
        }
        for (SdkgenConfig.Method m : r.methods()) {
            Spec.Operation op = m.httpMethod() == null ? null : spec.operation(m.httpMethod(), m.path());
            if (op != null && op.generated()) {
                out.add(new MethodTypeNames.Entry(List.copyOf(path), m));
            }
        }
        r.subresources().forEach(sub -> collectMethods(sub, path, out));
    }

    public static SdkModel build(SdkgenConfig config, Spec spec) {
        return new IrBuilder(config, spec).model();
    }

    private SdkModel model() {
        SdkgenConfig.Sdk s = config.sdk();
        Sdk sdk = new Sdk(s.name(), s.version(), s.description(), TypeNames.of(s.name()), config.packages().byTarget(),
                config.targets().stream().sorted().map(Target::id).toList(), s.license(), s.author(), s.repository(), !s.tests());
        JsonNode info = spec.root().path("info");
        ApiInfo api = new ApiInfo(TypeBuilder.text(info, "title"), TypeBuilder.text(info, "version"),
                TypeBuilder.text(info, "description"), spec.openapiVersion());
        SdkgenConfig.Retries r = config.retries();
        RetryPolicy retries = r == null ? null
                : new RetryPolicy(r.maxRetries(), r.retryOn(), r.initialDelayMs(), r.maxDelayMs(), r.connectionErrors());
        Resource root = resource(config.root(), List.of());
        Client client = new Client(baseUrl(), config.client().apiKeyEnv(), auth,
                security.others(s.name(), config.client().apiKeyEnv()), config.client().idempotencyHeader(),
                config.client().requestIdHeader());
        Set<String> files = FileStrings.reached(uploads, types::definition);
        List<TypeDef> defs = types.types().stream().map(d -> files.contains(d.name()) ? d : FileStrings.plain(d)).toList();
        return new SdkModel(SdkModel.IR_VERSION, sdk, api, client, retries, root, defs);
    }

    private String baseUrl() {
        if (config.client().baseUrl() != null) {
            return config.client().baseUrl();
        }
        return serverUrl(spec.root().path("servers"));
    }

    /**
     * An operation's own base URL: its {@code servers}, else its path item's; null when neither has one, or
     * when the one given is not an absolute http(s) URL (a relative server URL is relative to the document,
     * which an SDK does not know).
     */
    private String operationServerUrl(Spec.Operation op) {
        JsonNode own = op.node().path("servers");
        String url = serverUrl(own.isArray() && !own.isEmpty() ? own : op.pathItem().path("servers"));
        return url == null || url.equals(serverUrl(spec.root().path("servers"))) ? null : url;
    }

    /** The first server's URL with its variables at their defaults, without a trailing slash; null unless absolute http(s). */
    private static String serverUrl(JsonNode servers) {
        if (!servers.isArray() || servers.isEmpty()) {
            return null;
        }
        JsonNode server = servers.get(0);
        String url = server.path("url").asText("");
        JsonNode vars = server.path("variables");
        for (Iterator<Map.Entry<String, JsonNode>> it = vars.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            url = url.replace("{" + e.getKey() + "}", e.getValue().path("default").asText(""));
        }
        url = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        return url.matches("https?://[^{}\\s]+") ? url : null;
    }

    // ------------------------------------------------------------------ resources and methods

    private Resource resource(SdkgenConfig.Resource r, List<String> ancestors) {
        List<Method> methods = new ArrayList<>();
        for (SdkgenConfig.Method m : r.methods()) {
            Spec.Operation op = m.httpMethod() == null ? null : spec.operation(m.httpMethod(), m.path());
            if (op != null && op.generated()) {
                methods.add(method(m, op, null));
                methods.addAll(variants(r, m, op));
            }
        }
        List<String> models = new ArrayList<>();
        for (SdkgenConfig.Model model : r.models()) {
            if (spec.schemas().has(model.name())) {
                types.component(model.name());
                models.add(types.typeName(model.name()));
            }
        }
        List<String> path = new ArrayList<>(ancestors);
        if (!r.isRoot()) {
            path.add(r.name());
        }
        List<Resource> subs = new ArrayList<>();
        for (SdkgenConfig.Resource sub : r.subresources()) {
            subs.add(resource(sub, path));
        }
        return new Resource(r.name(), r.path(), methods, subs, models);
    }

    /**
     * The methods an operation gets beside the one of the config name, one per further request content type a
     * caller may choose ({@link BodyChoices}); a variant whose name the resource already uses is left out.
     */
    private List<Method> variants(SdkgenConfig.Resource r, SdkgenConfig.Method m, Spec.Operation op) {
        List<Method> out = new ArrayList<>();
        if (!RequestBodies.sent(op, spec)) {
            return out;
        }
        JsonNode content = spec.resolve(op.node().get("requestBody")).path("content");
        Set<String> taken = new HashSet<>();
        r.methods().forEach(other -> taken.add(other.name().replace("_", "").toLowerCase(Locale.ROOT)));
        for (BodyChoices.Variant v : BodyChoices.variants(op.method(), content, BodyChoices.primary(content), spec)) {
            String name = m.name() + "_" + v.suffix();
            if (taken.add(name.replace("_", "").toLowerCase(Locale.ROOT))) {
                out.add(method(m, op, v));
            }
        }
        return out;
    }

    private Method method(SdkgenConfig.Method m, Spec.Operation op, BodyChoices.Variant variant) {
        JsonNode node = op.node();
        String description = TypeBuilder.text(node, "description");
        if (variant != null) {
            String note = BodyChoices.note(variant.mediaType());
            description = description == null ? note : description + "\n\n" + note;
        }
        Docs docs = Docs.of(TypeBuilder.text(node, "summary"), description);
        boolean deprecated = node.path("deprecated").asBoolean(false);

        String methodName = variant == null ? m.name() : m.name() + "_" + variant.suffix();
        String base = variant == null ? methodNames.base(m) : methodNames.base(m) + "_" + variant.suffix();
        RequestBody body = RequestBodies.sent(op, spec)
                ? body(node, base + "_params", variant == null ? null : variant.mediaType()) : null;
        String paramsType = names.allocate(base + (body != null ? "_query" : "_params"));

        Map<String, JsonNode> params = parameters(op);
        List<Parameter> pathParams = new ArrayList<>();
        Matcher matcher = PATH_PARAM.matcher(op.path());
        while (matcher.find()) {
            String name = matcher.group(1);
            JsonNode p = params.get("path:" + name);
            pathParams.add(p != null ? parameter(p, Parameter.Location.PATH, paramsType)
                    : new Parameter(name, Parameter.Location.PATH, TypeRef.string(), true, Docs.NONE, false, "simple", false, null,
                            false, null));
        }
        ProxyPaths.mark(pathParams, op.path());
        List<Parameter> query = new ArrayList<>();
        List<Parameter> headers = new ArrayList<>();
        List<Parameter> cookies = new ArrayList<>();
        List<List<String>> requirements = security.of(op);
        Set<String> authHeaders = security.wireNames(requirements, Auth.Kind.HEADER);
        Set<String> authQuery = security.wireNames(requirements, Auth.Kind.QUERY);
        for (Map.Entry<String, JsonNode> e : params.entrySet()) {
            JsonNode p = e.getValue();
            String in = p.path("in").asText();
            String name = p.path("name").asText();
            if (in.equals("query") && !authQuery.contains(name)) {
                query.add(parameter(p, Parameter.Location.QUERY, paramsType));
            } else if (in.equals("header") && !TRANSPORT_HEADERS.contains(name.toLowerCase(Locale.ROOT))
                    && !authHeaders.contains(name.toLowerCase(Locale.ROOT))) {
                headers.add(parameter(p, Parameter.Location.HEADER, paramsType));
            } else if (in.equals("cookie")) {
                cookies.add(parameter(p, Parameter.Location.COOKIE, paramsType));
            }
        }

        List<Response> responses = responses(node, base, config.eventSchema(op.method(), op.path()));
        Response success = responses.stream().filter(x -> x.status().startsWith("2")).findFirst().orElse(null);
        List<Response> errors = responses.stream().filter(x -> !x.status().startsWith("2")).toList();
        Pagination pagination = pagination(op, m, success);
        boolean retries = node.path("x-sdkgen-retries").path("enabled").asBoolean(true)
                || !node.path("x-sdkgen-retries").path("enabled").isBoolean();
        return new Method(methodName, op.method(), op.path(), op.operationId(), pathParams, query, headers, body,
                success, errors, pagination, retries, docs, deprecated, paramsType, operationServerUrl(op), cookies,
                requirements);
    }

    /** Path-item parameters overridden by operation parameters with the same name and location. */
    private Map<String, JsonNode> parameters(Spec.Operation op) {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        for (JsonNode list : new JsonNode[] {op.pathItem().get("parameters"), op.node().get("parameters")}) {
            if (list != null && list.isArray()) {
                for (JsonNode p : list) {
                    JsonNode r = spec.resolve(p);
                    if (r.isObject() && r.path("name").isTextual()) {
                        out.put(r.path("in").asText() + ":" + r.get("name").asText(), r);
                    }
                }
            }
        }
        return out;
    }

    private Parameter parameter(JsonNode p, Parameter.Location in, String owner) {
        String name = p.get("name").asText();
        JsonNode schema = p.get("schema");
        if (schema == null && p.path("content").isObject() && p.get("content").size() > 0) {
            schema = p.get("content").elements().next().get("schema");
        }
        TypeRef type = schema == null ? TypeRef.string() : FileStrings.plain(types.ref(schema, owner + "_" + name));
        String style = p.path("style").asText(in == Parameter.Location.QUERY || in == Parameter.Location.COOKIE ? "form" : "simple");
        boolean explode = p.has("explode") ? p.get("explode").asBoolean() : style.equals("form");
        boolean required = in == Parameter.Location.PATH || p.path("required").asBoolean(false);
        JsonNode dflt = schema != null && spec.resolve(schema).has("default") ? spec.resolve(schema).get("default") : null;
        if (dflt != null && SchemaValues.mismatch(dflt, spec.resolve(schema)) != null) {
            dflt = null; // SDKGEN307 says so: a default that does not fit is left out
        }
        String description = TypeBuilder.text(p, "description");
        if (description == null && schema != null) {
            description = TypeBuilder.description(schema);
        }
        boolean allowReserved = in == Parameter.Location.PATH && p.path("allowReserved").asBoolean(false);
        return new Parameter(name, in, type, required,
                Docs.of(null, description), p.path("deprecated").asBoolean(false), style, explode, dflt, allowReserved,
                schema == null ? null : Samples.of(List.of(p, spec.resolve(schema)), spec.resolve(schema)));
    }

    /** The body sent as {@code mediaType}, or as the operation's preferred media type when it is null. */
    private RequestBody body(JsonNode op, String hint, String mediaType) {
        JsonNode body = spec.resolve(op.get("requestBody"));
        if (!body.isObject()) {
            return null;
        }
        JsonNode content = body.path("content");
        String bestType = mediaType != null ? mediaType : BodyChoices.primary(content);
        if (bestType == null) {
            return null;
        }
        RequestBody.Encoding best = MediaTypes.encoding(bestType);
        JsonNode schema = content.get(bestType).get("schema");
        JsonNode patchOperation = BodyChoices.jsonPatchOperation(bestType, schema, spec);
        TypeRef type = best == RequestBody.Encoding.BINARY ? new TypeRef.Primitive(TypeRef.Scalar.STRING, "binary")
                : best == RequestBody.Encoding.TEXT ? TypeRef.string()
                : patchOperation != null ? new TypeRef.ArrayOf(types.ref(patchOperation, "json_patch_operation"))
                : schema == null ? new TypeRef.Unknown() : types.root(schema, hint);
        if (best == RequestBody.Encoding.MULTIPART) {
            uploads.add(type);
        } else if (best != RequestBody.Encoding.BINARY) {
            type = FileStrings.plain(type);
        }
        return new RequestBody(MediaTypes.base(bestType), best, type, body.path("required").asBoolean(false),
                Docs.of(null, TypeBuilder.text(body, "description")));
    }

    /** @param eventSchema the {@code event_schemas} entry of the operation (its events' data schema), or null */
    private List<Response> responses(JsonNode op, String base, String eventSchema) {
        JsonNode responses = op.path("responses");
        List<String> codes = new ArrayList<>();
        responses.fieldNames().forEachRemaining(codes::add);
        codes.sort(Comparator.comparing(IrBuilder::statusOrder));
        List<Response> out = new ArrayList<>();
        for (String code : codes) {
            JsonNode r = spec.resolve(responses.get(code));
            if (!r.isObject()) {
                continue;
            }
            boolean success = code.startsWith("2") && out.stream().noneMatch(x -> x.status().startsWith("2"));
            String hint = base + (success ? "_response" : code.startsWith("2") ? "_" + code + "_response" : "_" + code + "_error");
            String contentType = null;
            TypeRef type = null;
            JsonNode content = r.path("content");
            for (Iterator<String> it = content.fieldNames(); it.hasNext() && type == null;) {
                String mt = it.next();
                if (MediaTypes.isJson(mt)) {
                    contentType = MediaTypes.base(mt);
                    JsonNode schema = content.get(mt).get("schema");
                    type = schema == null ? new TypeRef.Unknown() : FileStrings.plain(types.root(schema, hint));
                }
            }
            if (type == null && content.size() > 0) {
                contentType = MediaTypes.base(content.fieldNames().next());
                type = contentType.startsWith("text/") ? TypeRef.string() : new TypeRef.Primitive(TypeRef.Scalar.STRING, "binary");
            }
            EventStream stream = success ? EventStreams.read(content, spec, types, base + "_event", eventSchema) : null;
            out.add(new Response(code, contentType, type, Docs.of(null, TypeBuilder.text(r, "description")), stream));
        }
        return out;
    }

    /** 200…299 first (lowest first), then 2XX, then the rest, then default. */
    private static String statusOrder(String code) {
        if (code.matches("2\\d\\d")) {
            return "0" + code;
        }
        if (code.equalsIgnoreCase("2XX")) {
            return "1";
        }
        return code.equals("default") ? "3" : "2" + code;
    }

    private Pagination pagination(Spec.Operation op, SdkgenConfig.Method m, Response success) {
        PaginationSchemes.Applied applied = paginations.applied(spec, op, m);
        PaginationReader.Result p = applied == null ? null : applied.result();
        if (p == null || !p.usable() || success == null) {
            return null;
        }
        TypeRef itemType = p.items() == null && TypeRef.nonNull(success.type()) instanceof TypeRef.ArrayOf a
                ? FileStrings.plain(a.items()) : itemType(success.type(), p.items());
        if (itemType == null) {
            itemType = p.itemSchema() == null ? new TypeRef.Unknown() : FileStrings.plain(types.ref(p.itemSchema(), "item"));
        }
        return new Pagination(p.kind(), p.items(), itemType, p.limitParam(), p.offsetParam(), p.pageParam(),
                p.cursorParam(), p.cursorField(), p.hasMore(), p.total(), p.nextCursor(), p.done(), p.cursorBody());
    }

    /** The element type of the {@code items} property of the (built) response type. */
    private TypeRef itemType(TypeRef response, String items) {
        if (!(TypeRef.nonNull(response) instanceof TypeRef.Named n)) {
            return null;
        }
        if (types.definition(n.name()) instanceof TypeDef.ObjectType o) {
            for (TypeDef.Property prop : o.properties()) {
                if (prop.name().equals(items) && TypeRef.nonNull(prop.type()) instanceof TypeRef.ArrayOf a) {
                    return FileStrings.plain(a.items());
                }
            }
        }
        return null;
    }
}
