package dev.sdkgen.codegen.plan;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Example values for README snippets. Only required fields are filled (that is what a reader needs to
 * copy), strings are the field's own name ({@code name: 'name'}) or a value of its format, numbers 0,
 * booleans true, enums their first value; recursion stops at a depth.
 */
final class Examples {
    private static final int MAX_DEPTH = 3;

    private final TypeTable types;

    Examples(TypeTable types) {
        this.types = types;
    }

    /** Example of a value of a type; {@code hint} is the field or parameter name. */
    ExampleValue of(TypeRef type, String hint) {
        return of(type, hint, 0);
    }

    /** Example of a parameter. */
    ExampleValue of(Parameter p) {
        return of(p.type(), p.name(), 0);
    }

    private ExampleValue of(TypeRef type, String hint, int depth) {
        if (type instanceof TypeRef.Primitive p) {
            return switch (p.type()) {
                case STRING -> p.isBinary() ? new ExampleValue.File() : new ExampleValue.Str(stringExample(p.format(), hint));
                case INTEGER, NUMBER -> new ExampleValue.Num("0");
                case BOOLEAN -> new ExampleValue.Bool(true);
            };
        }
        if (type instanceof TypeRef.Nullable n) {
            return of(n.inner(), hint, depth);
        }
        if (type instanceof TypeRef.ArrayOf a) {
            return new ExampleValue.Arr(a, depth >= MAX_DEPTH ? List.of() : List.of(of(a.items(), hint, depth + 1)));
        }
        if (type instanceof TypeRef.Union u) {
            return u.variants().isEmpty() ? new ExampleValue.Null() : of(u.variants().get(0), hint, depth);
        }
        if (type instanceof TypeRef.Literal l) {
            return literal(l.value());
        }
        if (type instanceof TypeRef.Named n) {
            return named(n, types.get(n.name()), hint, depth);
        }
        return new ExampleValue.Obj(type, Map.of());
    }

    private ExampleValue named(TypeRef.Named ref, TypeDef def, String hint, int depth) {
        if (def instanceof TypeDef.EnumType e) {
            return e.values().isEmpty() ? new ExampleValue.Str(hint) : literal(e.values().get(0));
        }
        if (def instanceof TypeDef.AliasType a) {
            return depth >= MAX_DEPTH ? new ExampleValue.Null() : of(a.target(), hint, depth + 1);
        }
        if (def instanceof TypeDef.UnionType u) {
            return u.variants().isEmpty() || depth >= MAX_DEPTH ? new ExampleValue.Obj(ref, Map.of())
                    : of(u.variants().get(0), hint, depth + 1);
        }
        Map<String, ExampleValue> fields = new LinkedHashMap<>();
        if (def instanceof TypeDef.ObjectType o && depth < MAX_DEPTH) {
            for (TypeDef.Property p : o.properties()) {
                if (p.required() && !p.readOnly()) {
                    fields.put(p.name(), of(p.type(), p.name(), depth + 1));
                }
            }
        }
        return new ExampleValue.Obj(ref, fields);
    }

    private static ExampleValue literal(JsonNode v) {
        if (v == null || v.isNull()) {
            return new ExampleValue.Null();
        }
        if (v.isBoolean()) {
            return new ExampleValue.Bool(v.asBoolean());
        }
        if (v.isNumber()) {
            return new ExampleValue.Num(v.isIntegralNumber() ? v.bigIntegerValue().toString()
                    : v.decimalValue().stripTrailingZeros().toPlainString());
        }
        return new ExampleValue.Str(v.asText());
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

    /** The example call of a method: path values, a body when it takes one, its required parameters. */
    ExampleCall call(ResourcePlan r, MethodPlan m) {
        List<ExampleValue> path = m.pathArgs().stream().map(a -> of(a.parameter())).toList();
        ExampleValue body = null;
        if (m.body() != null) {
            body = switch (m.body().encoding()) {
                case TEXT -> new ExampleValue.Str("text");
                case BINARY -> new ExampleValue.Bytes();
                default -> of(m.body().type(), "body");
            };
        }
        Map<String, ExampleValue> params = new LinkedHashMap<>();
        if (m.params() != null) {
            for (Parameter p : m.params().all()) {
                if (p.required()) {
                    params.put(p.name(), of(p));
                }
            }
        }
        return new ExampleCall(r, m, path, body, params);
    }
}
