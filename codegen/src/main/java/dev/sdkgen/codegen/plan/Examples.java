package dev.sdkgen.codegen.plan;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Example values for README snippets and for the SDKs' own tests (which prefer the spec's own value of a scalar
 * parameter or property: its sample, else its default). Only required fields are filled (that is what a
 * reader needs to copy) unless a test passes every optional argument (then optional fields too, in the body and
 * one level inside it); strings are the field's own name ({@code name: 'name'}) or a value of its format, numbers 0,
 * booleans true, enums their first value; recursion stops at a depth. Where a required value cannot be made (the
 * depth reached inside a required field), the value is a placeholder and {@code gaps} names the field: the test
 * is skipped with that reason.
 */
final class Examples {
    private static final int MAX_DEPTH = 3;
    /** How deep a call that passes every optional argument fills optional fields: the body and one level inside. */
    private static final int OPTIONAL_DEPTH = 1;

    private final TypeTable types;
    /** Values for tests against a validating mock: a {@code uuid} string is a UUID (README keeps the field's name). */
    private final boolean forTests;

    Examples(TypeTable types) {
        this(types, false);
    }

    Examples(TypeTable types, boolean forTests) {
        this.types = types;
        this.forTests = forTests;
    }

    /** How one value is being made: whether optional fields are filled, and where required values were not made. */
    private record Fill(boolean optional, List<String> gaps) {
    }

    /** README calls: required values only, gaps not recorded. */
    private static final Fill README = new Fill(false, null);

    /** Example of a value of a type; {@code hint} is the field or parameter name. */
    ExampleValue of(TypeRef type, String hint) {
        return of(type, hint, 0, README);
    }

    /** Example of a parameter. */
    ExampleValue of(Parameter p) {
        return of(p.type(), p.name(), 0, README);
    }

    private ExampleValue of(TypeRef type, String hint, int depth, Fill fill) {
        if (type instanceof TypeRef.Primitive p) {
            return switch (p.type()) {
                case STRING -> p.isBinary() ? file() : new ExampleValue.Str(stringExample(p.format(), hint, forTests));
                case INTEGER, NUMBER -> new ExampleValue.Num("0");
                case BOOLEAN -> new ExampleValue.Bool(true);
            };
        }
        if (type instanceof TypeRef.Nullable n) {
            return of(n.inner(), hint, depth, fill);
        }
        if (type instanceof TypeRef.ArrayOf a) {
            return new ExampleValue.Arr(a, depth >= MAX_DEPTH ? List.of() : List.of(of(a.items(), hint, depth + 1, fill)));
        }
        if (type instanceof TypeRef.Union u) {
            return u.variants().isEmpty() ? new ExampleValue.Null() : of(u.variants().get(0), hint, depth, fill);
        }
        if (type instanceof TypeRef.Literal l) {
            return literal(l.value());
        }
        if (type instanceof TypeRef.Named n) {
            return named(n, types.get(n.name()), hint, depth, fill);
        }
        if (type instanceof TypeRef.MapOf m && forTests && depth < MAX_DEPTH) {
            return new ExampleValue.Obj(type, Map.of("key", of(m.values(), "value", depth + 1, fill)));
        }
        return new ExampleValue.Obj(type, Map.of());
    }

    private ExampleValue named(TypeRef.Named ref, TypeDef def, String hint, int depth, Fill fill) {
        if (def instanceof TypeDef.EnumType e) {
            return e.values().isEmpty() ? new ExampleValue.Str(hint) : literal(e.values().get(0));
        }
        if (def instanceof TypeDef.AliasType a) {
            return depth >= MAX_DEPTH ? gap(fill, hint, new ExampleValue.Null()) : of(a.target(), hint, depth + 1, fill);
        }
        if (def instanceof TypeDef.UnionType u) {
            return u.variants().isEmpty() || depth >= MAX_DEPTH ? gap(fill, hint, new ExampleValue.Obj(ref, Map.of()))
                    : of(u.variants().get(0), hint, depth + 1, fill);
        }
        Map<String, ExampleValue> fields = new LinkedHashMap<>();
        if (def instanceof TypeDef.ObjectType o) {
            for (TypeDef.Property p : o.properties()) {
                boolean wanted = p.required() || fill.optional() && depth <= OPTIONAL_DEPTH;
                if (!wanted || p.readOnly()) {
                    continue;
                }
                if (depth >= MAX_DEPTH) {
                    return gap(fill, p.name(), new ExampleValue.Obj(ref, Map.of()));
                }
                JsonNode given = given(p.sample(), p.defaultValue());
                if (given != null) {
                    fields.put(p.name(), sample(given, p.type()));
                } else if (p.required()) {
                    fields.put(p.name(), of(p.type(), p.name(), depth + 1, fill));
                } else {
                    optional(p, depth, fields);
                }
            }
        }
        return new ExampleValue.Obj(ref, fields);
    }

    /**
     * Whether an optional parameter is passed by a test with every optional argument: a scalar, an enum, a literal or
     * an array of them. Objects and unions in parameters (Stripe's {@code created[gte]} filters) are left out.
     */
    private boolean simple(TypeRef type) {
        TypeRef t = TypeRef.nonNull(type);
        if (t instanceof TypeRef.ArrayOf a) {
            t = TypeRef.nonNull(a.items());
        }
        if (t instanceof TypeRef.Named n) {
            return types.get(n.name()) instanceof TypeDef.EnumType;
        }
        return t instanceof TypeRef.Primitive || t instanceof TypeRef.Literal;
    }

    /** A parameter's value: in tests its sample or default when it has one, else one made from its type. */
    private ExampleValue parameter(Parameter p, Fill fill) {
        JsonNode given = given(p.sample(), p.defaultValue());
        return given != null ? sample(given, p.type()) : of(p.type(), p.name(), 0, fill);
    }

    /**
     * A path value of the type the signature takes: a path parameter that is no scalar (GitHub's {@code workflow_id},
     * {@code oneOf: [integer, string]}) is passed as a string, so a number or boolean made for it is written as its text.
     */
    private ExampleValue pathValue(Argument.Path a, Fill fill) {
        ExampleValue v = parameter(a.parameter(), fill);
        if (!(a.type() instanceof TypeRef.Primitive p && p.type() == TypeRef.Scalar.STRING)) {
            return v;
        }
        return v instanceof ExampleValue.Num n ? new ExampleValue.Str(n.literal())
                : v instanceof ExampleValue.Bool b ? new ExampleValue.Str(String.valueOf(b.value())) : v;
    }

    /**
     * The spec's own value for a test: the sample (its example when it fits, or a bound of its range), else its
     * default; null outside tests (README values stay placeholders) and for non-scalar values.
     */
    private JsonNode given(JsonNode sample, JsonNode defaultValue) {
        if (!forTests) {
            return null;
        }
        JsonNode given = sample != null ? sample : defaultValue;
        return given != null && given.isValueNode() && !given.isNull() ? given : null;
    }

    /**
     * An optional field, filled only when its whole value can be made: one that would hold a placeholder is left out
     * rather than making the test skip.
     */
    private void optional(TypeDef.Property p, int depth, Map<String, ExampleValue> fields) {
        Fill own = new Fill(true, new java.util.ArrayList<>());
        ExampleValue v = of(p.type(), p.name(), depth + 1, own);
        if (own.gaps().isEmpty()) {
            fields.put(p.name(), v);
        }
    }

    /** A placeholder where a required value could not be made; the test of the call is skipped naming the field. */
    private static ExampleValue gap(Fill fill, String hint, ExampleValue placeholder) {
        if (fill.gaps() != null) {
            fill.gaps().add(hint);
        }
        return placeholder;
    }

    /** A file to upload: in tests one of known content (no file on disk), in the README a file the reader has. */
    private ExampleValue file() {
        return forTests ? new ExampleValue.TextFile("file contents") : new ExampleValue.File();
    }

    private static final java.math.BigDecimal LONG_MIN = java.math.BigDecimal.valueOf(Long.MIN_VALUE);
    private static final java.math.BigDecimal LONG_MAX = java.math.BigDecimal.valueOf(Long.MAX_VALUE);

    /**
     * A sample of a field or parameter. An integer's is kept within 64 bits: a bound such as {@code 2^63 - 1} read as a
     * double is {@code 9223372036854776000}, which no language's int64 holds, so it becomes the exact bound.
     */
    private static ExampleValue sample(JsonNode v, TypeRef type) {
        if (v.isNumber() && TypeRef.nonNull(type) instanceof TypeRef.Primitive p && p.type() == TypeRef.Scalar.INTEGER) {
            java.math.BigDecimal n = v.decimalValue();
            if (n.compareTo(LONG_MAX) > 0 || n.compareTo(LONG_MIN) < 0) {
                return new ExampleValue.Num((n.signum() > 0 ? LONG_MAX : LONG_MIN).toPlainString());
            }
        }
        return literal(v);
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

    private static String stringExample(String format, String hint, boolean forTests) {
        if (format != null) {
            switch (format) {
                case "uuid" -> {
                    if (forTests) {
                        return "00000000-0000-4000-8000-000000000000";
                    }
                }
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
        return call(r, m, README);
    }

    /**
     * A test's call: with the required arguments only, or with every optional one too; {@code gaps} receives the
     * fields whose value could not be made.
     */
    ExampleCall call(ResourcePlan r, MethodPlan m, boolean allParams, List<String> gaps) {
        return call(r, m, new Fill(allParams, gaps));
    }

    private ExampleCall call(ResourcePlan r, MethodPlan m, Fill fill) {
        List<ExampleValue> path = m.pathArgs().stream().map(a -> pathValue(a, fill)).toList();
        ExampleValue body = null;
        if (m.body() != null) {
            body = switch (m.body().encoding()) {
                case TEXT -> new ExampleValue.Str("text");
                case BINARY -> forTests ? new ExampleValue.TextFile("file contents") : new ExampleValue.Bytes();
                default -> of(m.body().type(), "body", 0, fill);
            };
        }
        Map<String, ExampleValue> params = new LinkedHashMap<>();
        if (m.params() != null) {
            for (Parameter p : m.params().all()) {
                if (p.required() || fill.optional() && simple(p.type())) {
                    params.put(p.name(), parameter(p, fill));
                }
            }
        }
        return new ExampleCall(r, m, path, body, params, fill.optional());
    }
}
