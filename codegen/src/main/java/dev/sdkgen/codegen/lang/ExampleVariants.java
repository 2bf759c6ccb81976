package dev.sdkgen.codegen.lang;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.plan.TypeTable;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.List;
import java.util.Set;

/**
 * Which variant of a union an example value is, for languages whose union literals name the variant (Go,
 * Java): the discriminator's mapping when the value carries it; else the first variant of the value's JSON
 * kind that fits best — an object variant whose constant properties the value has (a {@code type: update}),
 * an object variant declaring every key and missing no required one before one missing nothing required; a
 * variant that is itself a union fits as well as its best variant, so an {@code anyOf} value that one object
 * variant takes only in part goes to the nested union that declares all of it, else to a free-form variant
 * (DigitalOcean's {@code pages: anyOf [forward_links, backward_links, {}]} with both kinds of link); a literal
 * or enum holding the value before a plain scalar, an integer type for an integral number, a file (a binary
 * string) for a file to upload, an array whose items fit the first item best. {@code -1} when no variant has the
 * value's kind (the caller writes something that fails).
 */
public final class ExampleVariants {
    /**
     * A free-form variant ({@code {}}) for an object value: above every object variant that lacks one of the
     * value's keys (at most 5 without constants), below one that declares them all (at least 6).
     */
    private static final int FREE_FORM_OBJECT = 6;

    private ExampleVariants() {
    }

    public static int choose(ExampleValue v, List<TypeRef> variants, TypeTable table, TypeDef.Discriminator d) {
        if (v instanceof ExampleValue.Obj o && d != null && o.fields().get(d.property()) instanceof ExampleValue.Str s
                && d.mapping().containsKey(s.value())) {
            int i = variants.indexOf(new TypeRef.Named(d.mapping().get(s.value())));
            if (i >= 0) {
                return i;
            }
        }
        int best = -1;
        int bestScore = 0;
        for (int i = 0; i < variants.size(); i++) {
            int score = score(v, resolve(variants.get(i), table), table, 0);
            if (score > bestScore) {
                best = i;
                bestScore = score;
            }
        }
        return best;
    }

    /** The best score of a union's variants for the value (at least 2: a union may take an object). */
    private static int unionScore(ExampleValue v, TypeDef.UnionType u, TypeTable table, int depth) {
        int best = 2;
        for (TypeRef variant : depth < 8 ? u.variants() : List.<TypeRef>of()) {
            best = Math.max(best, score(v, resolve(variant, table), table, depth + 1));
        }
        return best;
    }

    /** The type behind aliases (bounded: an alias chain ends). */
    public static TypeRef resolve(TypeRef type, TypeTable table) {
        TypeRef t = TypeRef.nonNull(type);
        for (int i = 0; i < 16 && table.definition(t) instanceof TypeDef.AliasType a; i++) {
            t = TypeRef.nonNull(a.target());
        }
        return t;
    }

    /** How well a value fits a variant: 0 not at all, higher better. */
    private static int score(ExampleValue v, TypeRef t, TypeTable table, int depth) {
        TypeDef def = table.definition(t);
        if (t instanceof TypeRef.Unknown) {
            return v instanceof ExampleValue.Obj ? FREE_FORM_OBJECT : 1;
        }
        if (v instanceof ExampleValue.Obj o) {
            if (def instanceof TypeDef.ObjectType object) {
                return objectScore(o, object);
            }
            return def instanceof TypeDef.UnionType u ? unionScore(v, u, table, depth) : t instanceof TypeRef.MapOf ? 2 : 0;
        }
        if (v instanceof ExampleValue.Arr a) {
            if (!(t instanceof TypeRef.ArrayOf array)) {
                return 0;
            }
            return 3 + (a.items().isEmpty() ? 0 : score(a.items().get(0), resolve(array.items(), table), table, depth + 1));
        }
        if (t instanceof TypeRef.Literal l) {
            return scalarMatches(v, l.value()) ? 4 : 0;
        }
        if (def instanceof TypeDef.EnumType e) {
            return e.values().stream().anyMatch(value -> scalarMatches(v, value)) ? 4 : kind(v, e.base()) ? 2 : 0;
        }
        if (t instanceof TypeRef.Primitive p && p.isBinary()) {
            return v instanceof ExampleValue.TextFile || v instanceof ExampleValue.File ? 3 : 0;
        }
        if (t instanceof TypeRef.Primitive p) {
            return kind(v, p.type()) ? 3 : 0;
        }
        return 0;
    }

    private static int objectScore(ExampleValue.Obj o, TypeDef.ObjectType object) {
        Set<String> declared = new java.util.HashSet<>();
        boolean requiredPresent = true;
        int constants = 0;
        for (TypeDef.Property p : object.properties()) {
            declared.add(p.name());
            requiredPresent &= !p.required() || o.fields().containsKey(p.name());
            ExampleValue given = o.fields().get(p.name());
            if (given != null && TypeRef.nonNull(p.type()) instanceof TypeRef.Literal l) {
                if (!scalarMatches(given, l.value())) {
                    return 1;
                }
                constants += 8;
            }
        }
        boolean allDeclared = object.additionalProperties() != null || declared.containsAll(o.fields().keySet());
        long known = o.fields().keySet().stream().filter(declared::contains).count();
        return constants + (requiredPresent ? 4 : 2) + (allDeclared ? 4 : 0) + (known > 0 ? 1 : 0);
    }

    private static boolean kind(ExampleValue v, TypeRef.Scalar scalar) {
        return switch (scalar) {
            case STRING -> v instanceof ExampleValue.Str;
            case INTEGER -> v instanceof ExampleValue.Num n && !n.literal().contains(".") && !n.literal().contains("E");
            case NUMBER -> v instanceof ExampleValue.Num;
            case BOOLEAN -> v instanceof ExampleValue.Bool;
        };
    }

    private static boolean scalarMatches(ExampleValue v, JsonNode value) {
        if (value == null) {
            return false;
        }
        if (v instanceof ExampleValue.Str s) {
            return value.isTextual() && value.asText().equals(s.value());
        }
        if (v instanceof ExampleValue.Bool b) {
            return value.isBoolean() && value.asBoolean() == b.value();
        }
        return v instanceof ExampleValue.Num n && value.isNumber()
                && new java.math.BigDecimal(n.literal()).compareTo(value.decimalValue()) == 0;
    }
}
