package dev.sdkgen.codegen;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.ir.Method;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.Resource;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Example values for README snippets, language-neutral: each emitter prints them in its own syntax.
 * Only required fields are filled (that is what a reader needs to copy), strings are the field's
 * own name ({@code name: 'name'}), numbers 0, enums their first value; recursion stops at a depth.
 */
public final class Examples {
    private static final int MAX_DEPTH = 3;

    /** An example value. */
    public sealed interface Value permits Str, Num, Bool, Null, Obj, Arr, File {
    }

    public record Str(String value) implements Value {
    }

    /** A number as written in source ({@code 0}, {@code 2.5}). */
    public record Num(String literal) implements Value {
    }

    public record Bool(boolean value) implements Value {
    }

    public record Null() implements Value {
    }

    /** Fields by wire name, in declaration order. */
    public record Obj(Map<String, Value> fields) implements Value {
    }

    public record Arr(List<Value> items) implements Value {
    }

    /** A file upload or binary body. */
    public record File() implements Value {
    }

    private final ModelIndex index;

    public Examples(ModelIndex index) {
        this.index = index;
    }

    /** The method a resource's README example shows: the first one that is not deprecated, else the first. */
    public static Method pick(Resource r) {
        for (Method m : r.methods()) {
            if (!m.deprecated()) {
                return m;
            }
        }
        return r.methods().isEmpty() ? null : r.methods().get(0);
    }

    /** Where the README's first example comes from: a resource and one of its methods. */
    public record Call(Resource resource, Method method) {
    }

    /**
     * The README's opening example: the first method with a request body in a resource (what a reader
     * most wants to see), else the first method of a resource, else a root method; null without methods.
     */
    public static Call usage(ModelIndex index) {
        Call firstPlain = null;
        for (Resource r : index.resources()) {
            for (Method m : r.methods()) {
                if (m.deprecated()) {
                    continue;
                }
                if (!r.isRoot() && index.requestBody(m) != null) {
                    return new Call(r, m);
                }
                if (firstPlain == null || firstPlain.resource().isRoot() && !r.isRoot()) {
                    firstPlain = new Call(r, m);
                }
            }
        }
        if (firstPlain == null) {
            for (Resource r : index.resources()) {
                Method m = pick(r);
                if (m != null) {
                    return new Call(r, m);
                }
            }
        }
        return firstPlain;
    }

    /** The README's error-handling example: the first GET with path parameters (a natural 404), else {@link #usage}. */
    public static Call lookup(ModelIndex index) {
        for (Resource r : index.resources()) {
            for (Method m : r.methods()) {
                if (!m.deprecated() && m.httpMethod().equals("get") && !m.pathParams().isEmpty() && m.pagination() == null) {
                    return new Call(r, m);
                }
            }
        }
        return usage(index);
    }

    /** Example of a value of a type; {@code hint} is the field or parameter name. */
    public Value of(TypeRef type, String hint) {
        return of(type, hint, 0);
    }

    /** Example of a parameter. */
    public Value of(Parameter p) {
        return of(p.type(), p.name(), 0);
    }

    private Value of(TypeRef type, String hint, int depth) {
        if (type instanceof TypeRef.Primitive p) {
            return switch (p.type()) {
                case STRING -> p.isBinary() ? new File() : new Str(stringExample(p.format(), hint));
                case INTEGER, NUMBER -> new Num("0");
                case BOOLEAN -> new Bool(true);
            };
        }
        if (type instanceof TypeRef.Nullable n) {
            return of(n.inner(), hint, depth);
        }
        if (type instanceof TypeRef.ArrayOf a) {
            return depth >= MAX_DEPTH ? new Arr(List.of()) : new Arr(List.of(of(a.items(), hint, depth + 1)));
        }
        if (type instanceof TypeRef.MapOf) {
            return new Obj(Map.of());
        }
        if (type instanceof TypeRef.Union u) {
            return u.variants().isEmpty() ? new Null() : of(u.variants().get(0), hint, depth);
        }
        if (type instanceof TypeRef.Literal l) {
            return literal(l.value());
        }
        if (type instanceof TypeRef.Named n) {
            TypeDef def = index.type(n.name());
            if (def instanceof TypeDef.EnumType e) {
                return e.values().isEmpty() ? new Str(hint) : literal(e.values().get(0));
            }
            if (def instanceof TypeDef.AliasType a) {
                return depth >= MAX_DEPTH ? new Null() : of(a.target(), hint, depth + 1);
            }
            if (def instanceof TypeDef.UnionType u) {
                return u.variants().isEmpty() || depth >= MAX_DEPTH ? new Obj(Map.of()) : of(u.variants().get(0), hint, depth + 1);
            }
            if (def instanceof TypeDef.ObjectType o) {
                Map<String, Value> fields = new LinkedHashMap<>();
                if (depth < MAX_DEPTH) {
                    for (TypeDef.Property p : o.properties()) {
                        if (p.required() && !p.readOnly()) {
                            fields.put(p.name(), of(p.type(), p.name(), depth + 1));
                        }
                    }
                }
                return new Obj(fields);
            }
        }
        return new Obj(Map.of());
    }

    private static Value literal(JsonNode v) {
        if (v == null || v.isNull()) {
            return new Null();
        }
        if (v.isBoolean()) {
            return new Bool(v.asBoolean());
        }
        if (v.isNumber()) {
            return new Num(v.isIntegralNumber() ? v.bigIntegerValue().toString()
                    : v.decimalValue().stripTrailingZeros().toPlainString());
        }
        return new Str(v.asText());
    }

    private static String stringExample(String format, String hint) {
        if (format != null) {
            switch (format) {
                case "date-time" -> {
                    return "2024-01-01T00:00:00Z";
                }
                case "date" -> {
                    return "2024-01-01";
                }
                case "email" -> {
                    return "user@example.com";
                }
                case "uri", "url" -> {
                    return "https://example.com";
                }
                default -> {
                }
            }
        }
        return hint == null || hint.isEmpty() ? "string" : hint;
    }

    /** The values of a method's required query and header parameters, by wire name. */
    public Map<String, Value> requiredParams(Method m) {
        Map<String, Value> out = new LinkedHashMap<>();
        List<Parameter> all = new ArrayList<>(m.queryParams());
        all.addAll(m.headerParams());
        for (Parameter p : all) {
            if (p.required()) {
                out.put(p.name(), of(p));
            }
        }
        return out;
    }
}
