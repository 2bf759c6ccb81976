package dev.sdkgen.codegen.plan;

import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.engine.ir.Docs;
import dev.sdkgen.engine.ir.EventStream;
import dev.sdkgen.engine.ir.Method;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.RequestBody;
import dev.sdkgen.engine.ir.Resource;
import dev.sdkgen.engine.ir.Response;
import dev.sdkgen.engine.ir.SdkModel;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Computes the {@link SdkPlan} from the IR: every decision that is the same in all languages, made
 * once. Pure: the same model gives an equal plan.
 */
public final class Planner {
    private final TypeTable types;
    private final List<PathOption> pathOptions;

    private Planner(TypeTable types, List<PathOption> pathOptions) {
        this.types = types;
        this.pathOptions = pathOptions;
    }

    public static SdkPlan plan(SdkModel model) {
        TypeTable types = TypeTable.of(model.types());
        List<PathOption> pathOptions = PathOptions.of(model.root());
        Planner planner = new Planner(types, pathOptions);
        ResourcePlan root = planner.resource(model.root());
        List<ResourcePlan> resources = new ArrayList<>();
        collect(root, resources);
        List<ParamsPlan> params = new ArrayList<>();
        boolean neverRetried = false;
        for (ResourcePlan r : resources) {
            for (MethodPlan m : r.methods()) {
                if (m.params() != null) {
                    params.add(m.params());
                }
                neverRetried |= !m.retryable();
            }
        }
        params.sort(Comparator.comparing(ParamsPlan::typeName));
        ReadmePlan readme = ReadmeChooser.choose(resources, new Examples(types));
        SdkTests tests = SdkTests.of(resources, new Examples(types, true), !model.sdk().withoutTests());
        return new SdkPlan(model.sdk(), title(model), model.client(), model.retries(), root, resources, types, params,
                neverRetried, readme, pathOptions, tests);
    }

    /**
     * Titles that name no API: what frameworks write when nobody set one ({@code server}, FastAPI's
     * {@code FastAPI}, springdoc's {@code OpenAPI definition}).
     */
    private static final java.util.Set<String> PLACEHOLDER_TITLES = java.util.Set.of("server", "api", "openapi",
            "openapi definition", "swagger", "fastapi", "untitled", "title", "app", "application", "rest api", "my api",
            "sample api", "default");

    /**
     * The API's title on one line, or {@code <Client> API} when the spec gives none or a placeholder such as
     * {@code server}.
     */
    private static String title(SdkModel model) {
        String title = model.api() == null || model.api().title() == null ? ""
                : DocText.oneLine(Docs.of(model.api().title(), null));
        boolean placeholder = PLACEHOLDER_TITLES.contains(title.strip().toLowerCase(java.util.Locale.ROOT));
        return title.isEmpty() || placeholder ? model.sdk().clientName() + " API" : title;
    }

    private static void collect(ResourcePlan r, List<ResourcePlan> out) {
        out.add(r);
        for (ResourcePlan sub : r.subresources()) {
            collect(sub, out);
        }
    }

    private ResourcePlan resource(Resource r) {
        List<MethodPlan> methods = r.methods().stream().map(this::method).toList();
        List<ResourcePlan> subresources = r.subresources().stream().map(this::resource).toList();
        return new ResourcePlan(r.name(), r.path(), methods, subresources, r.models());
    }

    private MethodPlan method(Method m) {
        BodyPlan body = body(m);
        ParamsPlan params = null;
        if (!m.queryParams().isEmpty() || !m.headerParams().isEmpty() || !m.cookieParams().isEmpty()) {
            boolean required = m.queryParams().stream().anyMatch(Parameter::required)
                    || m.headerParams().stream().anyMatch(Parameter::required)
                    || m.cookieParams().stream().anyMatch(Parameter::required);
            params = new ParamsPlan(m.paramsType(), m.queryParams(), m.headerParams(), m.cookieParams(), required);
        }
        List<Argument> arguments = new ArrayList<>();
        for (Parameter p : m.pathParams()) {
            if (PathOptions.optionOf(p, pathOptions) == null) {
                arguments.add(new Argument.Path(p, pathType(p.type())));
            }
        }
        if (body != null) {
            arguments.add(new Argument.Body(body));
        }
        if (params != null) {
            arguments.add(new Argument.Params(params));
        }
        arguments.add(new Argument.Options());
        ResponsePlan response = response(m);
        WirePlan wire = WirePlan.of(m, types, pathOptions);
        MethodPlan.StreamVariant streaming = null;
        if (response.kind() == ResponsePlan.Kind.JSON && m.pagination() == null && m.success().stream() != null
                && body != null && FLAG_ENCODINGS.contains(body.encoding()) && hasFlag(body.type(), STREAM_FLAG)) {
            streaming = new MethodPlan.StreamVariant(STREAM_FLAG, new MethodPlan(m.name() + MethodPlan.STREAMING_SUFFIX,
                    m.httpMethod(), m.path(), m.docs(), m.deprecated(), body, params, stream(m.success().stream()), null,
                    m.retriesEnabled(), arguments, wire, null, STREAM_FLAG));
        }
        return new MethodPlan(m.name(), m.httpMethod(), m.path(), m.docs(), m.deprecated(), body, params, response,
                m.pagination(), m.retriesEnabled(), arguments, wire, streaming, null);
    }

    /**
     * The body property that turns a JSON-or-stream operation's response into an event stream. The runtimes set it in
     * any object body: a JSON property, a form field or a multipart text part ({@code stream=true}, as in OpenAI's
     * transcriptions).
     */
    static final String STREAM_FLAG = "stream";

    /** The body encodings whose object can carry the stream flag (binary and text bodies have no fields). */
    private static final Set<RequestBody.Encoding> FLAG_ENCODINGS = EnumSet.of(RequestBody.Encoding.JSON,
            RequestBody.Encoding.FORM, RequestBody.Encoding.MULTIPART);

    /** Whether the body type is an object with a boolean property of that name. */
    private boolean hasFlag(TypeRef body, String flag) {
        if (types.definition(body) instanceof TypeDef.ObjectType o) {
            return o.properties().stream().anyMatch(p -> p.name().equals(flag)
                    && TypeRef.nonNull(p.type()) instanceof TypeRef.Primitive prim && prim.type() == TypeRef.Scalar.BOOLEAN);
        }
        return false;
    }

    /**
     * An event-stream response: each item is the event's data as JSON, its data as a string when the spec types the
     * data as a string, or the whole event when the spec names its events.
     */
    private ResponsePlan stream(EventStream events) {
        ResponsePlan.Data data = events.named() ? ResponsePlan.Data.NAMED
                : types.isStringLike(events.type()) ? ResponsePlan.Data.TEXT : ResponsePlan.Data.JSON;
        return new ResponsePlan(ResponsePlan.Kind.STREAM, events.type(), ResponsePlan.EVENT_STREAM,
                new ResponsePlan.Events(data, events.events()));
    }

    /** Path parameters must be scalars for the runtimes; anything else is passed as a string. */
    private TypeRef pathType(TypeRef type) {
        TypeRef t = TypeRef.nonNull(type);
        if (t instanceof TypeRef.Primitive p && !p.isBinary() || t instanceof TypeRef.Literal
                || types.definition(t) instanceof TypeDef.EnumType) {
            return t;
        }
        return TypeRef.string();
    }

    /**
     * The request body a generated method takes. None for GET and HEAD: fetch refuses to send one,
     * and specs that declare one there (Stripe declares an empty form body on every GET) mean nothing
     * by it. None either for a DELETE whose body schema declares no field at all (Stripe again).
     */
    private BodyPlan body(Method m) {
        RequestBody body = m.body();
        String verb = m.httpMethod();
        if (body == null || verb.equals("get") || verb.equals("head")
                || verb.equals("delete") && !body.required() && declaresNothing(body.type())) {
            return null;
        }
        return new BodyPlan(body.type(), body.encoding(), body.required(), explicitContentType(body), body.docs(),
                types.acceptsEmptyObject(body.type()));
    }

    private boolean declaresNothing(TypeRef type) {
        TypeRef t = TypeRef.nonNull(type);
        if (t instanceof TypeRef.MapOf map) {
            return map.values() instanceof TypeRef.Unknown;
        }
        return t instanceof TypeRef.Unknown || types.get(t instanceof TypeRef.Named n ? n.name() : "") instanceof TypeDef.ObjectType o
                && o.properties().isEmpty() && (o.additionalProperties() == null || o.additionalProperties() instanceof TypeRef.Unknown);
    }

    /** The default Content-Type of a body encoding in the runtimes (docs/runtime.md). */
    static String defaultContentType(RequestBody.Encoding encoding) {
        return switch (encoding) {
            case JSON -> "application/json";
            case FORM -> "application/x-www-form-urlencoded";
            case MULTIPART -> "multipart/form-data";
            case BINARY -> "application/octet-stream";
            case TEXT -> "text/plain";
        };
    }

    /** The Content-Type to pass explicitly for a body, or null when the encoding's default fits. */
    private static String explicitContentType(RequestBody body) {
        String ct = body.contentType();
        if (ct == null) {
            return null;
        }
        String base = ct.split(";")[0].strip().toLowerCase(Locale.ROOT);
        return base.equals(defaultContentType(body.encoding())) ? null : ct;
    }

    /**
     * How the success response is read. A paginated method always reads JSON (its pages are objects
     * holding the items array); an operation whose only success body is {@code text/event-stream} streams.
     */
    private ResponsePlan response(Method m) {
        Response success = m.success();
        if (m.pagination() == null && success != null && success.stream() != null
                && ResponsePlan.EVENT_STREAM.equals(success.contentType())) {
            return stream(success.stream());
        }
        boolean text = success != null && isText(success.contentType());
        if (success == null || success.type() == null) {
            return text ? new ResponsePlan(ResponsePlan.Kind.TEXT, null, success.contentType())
                    : new ResponsePlan(ResponsePlan.Kind.NONE, null, null);
        }
        if (m.pagination() == null && success.type() instanceof TypeRef.Primitive p && p.isBinary()) {
            return new ResponsePlan(ResponsePlan.Kind.BINARY, null, success.contentType());
        }
        if (m.pagination() == null && text) {
            return new ResponsePlan(ResponsePlan.Kind.TEXT, null, success.contentType());
        }
        return new ResponsePlan(ResponsePlan.Kind.JSON, success.type(), null);
    }

    private static boolean isText(String contentType) {
        return contentType != null && contentType.toLowerCase(Locale.ROOT).startsWith("text/");
    }
}
