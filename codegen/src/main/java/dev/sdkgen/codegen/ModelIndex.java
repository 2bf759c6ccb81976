package dev.sdkgen.codegen;

import dev.sdkgen.engine.ir.Method;
import dev.sdkgen.engine.ir.RequestBody;
import dev.sdkgen.engine.ir.Resource;
import dev.sdkgen.engine.ir.SdkModel;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Lookups over one IR that every emitter needs: types by name, resources in pre-order, and the
 * wire-level facts of a method (is the response binary or text) — language-neutral, so all emitters
 * read them the same way.
 */
public final class ModelIndex {
    private final SdkModel model;
    private final Map<String, TypeDef> types = new LinkedHashMap<>();
    private final List<Resource> resources = new ArrayList<>();

    public ModelIndex(SdkModel model) {
        this.model = model;
        for (TypeDef t : model.types()) {
            types.put(t.name(), t);
        }
        collect(model.root());
    }

    private void collect(Resource r) {
        resources.add(r);
        for (Resource sub : r.subresources()) {
            collect(sub);
        }
    }

    public SdkModel model() {
        return model;
    }

    public TypeDef type(String name) {
        return types.get(name);
    }

    /** Every model name. */
    public Set<String> typeNames() {
        return Collections.unmodifiableSet(new TreeSet<>(types.keySet()));
    }

    /** The root first, then every resource in pre-order (config order). */
    public List<Resource> resources() {
        return Collections.unmodifiableList(resources);
    }

    /** How a method's success response is read. */
    public enum ResponseKind { JSON, TEXT, BINARY, NONE }

    public static ResponseKind responseKind(Method m) {
        if (m.success() == null || m.success().type() == null) {
            return m.success() != null && isText(m.success().contentType()) ? ResponseKind.TEXT : ResponseKind.NONE;
        }
        if (m.success().type() instanceof TypeRef.Primitive p && p.isBinary()) {
            return ResponseKind.BINARY;
        }
        if (isText(m.success().contentType())) {
            return ResponseKind.TEXT;
        }
        return ResponseKind.JSON;
    }

    private static boolean isText(String contentType) {
        return contentType != null && contentType.toLowerCase(java.util.Locale.ROOT).startsWith("text/");
    }

    /** The Accept header a text or binary method sends (its response media type), else null. */
    public static String accept(Method m) {
        ResponseKind kind = responseKind(m);
        return kind == ResponseKind.TEXT || kind == ResponseKind.BINARY ? m.success().contentType() : null;
    }

    /** The default Content-Type of a body encoding in the runtimes (docs/runtime.md). */
    public static String defaultContentType(RequestBody.Encoding encoding) {
        return switch (encoding) {
            case JSON -> "application/json";
            case FORM -> "application/x-www-form-urlencoded";
            case MULTIPART -> "multipart/form-data";
            case BINARY -> "application/octet-stream";
            case TEXT -> "text/plain";
        };
    }

    /** The Content-Type to pass explicitly for a body, or null when the encoding's default fits. */
    public static String explicitContentType(RequestBody body) {
        String ct = body.contentType();
        if (ct == null) {
            return null;
        }
        String base = ct.split(";")[0].strip().toLowerCase(java.util.Locale.ROOT);
        return base.equals(defaultContentType(body.encoding())) ? null : ct;
    }

    /**
     * The request body a generated method takes. None for GET and HEAD: fetch refuses to send one,
     * and specs that declare one there (Stripe declares an empty form body on every GET) mean nothing
     * by it. None either for a DELETE whose body schema declares no field at all (Stripe again).
     */
    public RequestBody requestBody(Method m) {
        RequestBody body = m.body();
        if (body == null) {
            return null;
        }
        String verb = m.httpMethod();
        if (verb.equals("get") || verb.equals("head")) {
            return null;
        }
        if (verb.equals("delete") && !body.required() && declaresNothing(body.type())) {
            return null;
        }
        return body;
    }

    private boolean declaresNothing(TypeRef type) {
        TypeRef t = TypeRef.nonNull(type);
        if (t instanceof TypeRef.MapOf map) {
            return map.values() instanceof TypeRef.Unknown;
        }
        if (t instanceof TypeRef.Unknown) {
            return true;
        }
        return t instanceof TypeRef.Named n && types.get(n.name()) instanceof TypeDef.ObjectType o
                && o.properties().isEmpty() && (o.additionalProperties() == null || o.additionalProperties() instanceof TypeRef.Unknown);
    }

    /** Whether any method of the SDK matches. */
    public boolean anyMethod(java.util.function.Predicate<Method> test) {
        for (Resource r : resources) {
            for (Method m : r.methods()) {
                if (test.test(m)) {
                    return true;
                }
            }
        }
        return false;
    }
}
