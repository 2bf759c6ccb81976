package dev.sdkgen.codegen.java;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.codegen.plan.TypeTable;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Type mapping IR → Java. Java has no type aliases and no union types, so every reference is first
 * <em>resolved</em>: an alias is replaced by its target, and a union's variants are normalised — a literal
 * that a wider variant already accepts goes ({@code string | ""} is a {@code String}), a plain string next to
 * a string enum goes (the enum keeps unknown values), literals of one kind become that kind, a union with an
 * unknown variant is unknown; what is left with one variant is that variant. Named unions with two or more
 * variants get a class, inline ones a class nested in the model that uses them ({@code JsonNode} elsewhere).
 * Resolution of the named types is computed once, in the IR's order, so it never depends on printing order.
 *
 * <p>Scalars: {@code String}; {@code OffsetDateTime} ({@code date-time}) and {@code LocalDate} ({@code date});
 * {@code UploadFile} ({@code binary}); {@code Integer} ({@code int32}) else {@code Long}; {@code Double};
 * {@code Boolean}. Arrays {@code List<T>}, maps {@code Map<String, T>}, the null type ({@code type: "null"}) the
 * core's {@code JsonNull}, anything {@code JsonNode}.
 */
final class JavaTypes {
    /** How a value of a type looks in JSON: what a union's reader checks before trying a variant. */
    enum JsonKind { TEXT, INTEGRAL, NUMBER, BOOLEAN, ARRAY, OBJECT, ANY }

    /** The runtime core's type of the one value null ({@code type: "null"}). */
    static final String NULL_TYPE = "JsonNull";

    private final TypeTable table;
    private final String corePackage;
    private final Map<String, TypeRef> named = new HashMap<>();

    JavaTypes(TypeTable table, String corePackage) {
        this.table = table;
        this.corePackage = corePackage;
        for (TypeDef t : table.all()) {
            resolveNamed(t.name(), new HashSet<>());
        }
    }

    TypeTable table() {
        return table;
    }

    /** The definition behind a resolved named reference, or null. */
    TypeDef definition(TypeRef resolved) {
        return resolved instanceof TypeRef.Named n ? table.get(n.name()) : null;
    }

    /** Whether a named type gets a class of its own (an object, an enum, a union of two or more variants). */
    boolean hasClass(TypeDef t) {
        return resolve(new TypeRef.Named(t.name())) instanceof TypeRef.Named n && n.name().equals(t.name());
    }

    /** The type as Java sees it (see the class comment); {@code Nullable} stays outermost. */
    TypeRef resolve(TypeRef type) {
        return resolve(type, new HashSet<>());
    }

    private TypeRef resolve(TypeRef type, Set<String> visiting) {
        if (type instanceof TypeRef.Nullable n) {
            TypeRef inner = TypeRef.nonNull(resolve(n.inner(), visiting));
            return inner instanceof TypeRef.Unknown ? inner : new TypeRef.Nullable(inner);
        }
        if (type instanceof TypeRef.Named n) {
            return resolveNamed(n.name(), visiting);
        }
        if (type instanceof TypeRef.ArrayOf a) {
            return new TypeRef.ArrayOf(TypeRef.nonNull(resolve(a.items(), visiting)));
        }
        if (type instanceof TypeRef.MapOf m) {
            return new TypeRef.MapOf(TypeRef.nonNull(resolve(m.values(), visiting)));
        }
        if (type instanceof TypeRef.Union u) {
            List<TypeRef> variants = variants(u.variants(), visiting);
            return variants.size() == 1 ? variants.get(0) : variants.isEmpty() ? new TypeRef.Unknown() : new TypeRef.Union(variants);
        }
        if (TypeRef.isNull(type)) {
            return new TypeRef.Literal(com.fasterxml.jackson.databind.node.NullNode.getInstance());
        }
        if (type instanceof TypeRef.Literal l && l.value().isContainerNode()) {
            return new TypeRef.Unknown();
        }
        return type == null ? new TypeRef.Unknown() : type;
    }

    private TypeRef resolveNamed(String name, Set<String> visiting) {
        TypeRef done = named.get(name);
        if (done != null) {
            return done;
        }
        TypeDef def = table.get(name);
        if (def == null || visiting.contains(name)) {
            return new TypeRef.Unknown();
        }
        visiting.add(name);
        TypeRef result = new TypeRef.Named(name);
        if (def instanceof TypeDef.AliasType a) {
            result = resolve(a.target(), visiting);
        } else if (def instanceof TypeDef.UnionType u) {
            List<TypeRef> variants = variants(u.variants(), visiting);
            result = variants.size() == 1 ? variants.get(0) : variants.isEmpty() ? new TypeRef.Unknown() : result;
        }
        visiting.remove(name);
        named.put(name, result);
        return result;
    }

    /** A named union's variants as its Java class holds them. */
    List<TypeRef> variants(TypeDef.UnionType u) {
        Set<String> visiting = new HashSet<>();
        visiting.add(u.name());
        return variants(u.variants(), visiting);
    }

    private List<TypeRef> variants(List<TypeRef> raw, Set<String> visiting) {
        Set<TypeRef> flat = new LinkedHashSet<>();
        for (TypeRef v : raw) {
            TypeRef r = TypeRef.nonNull(resolve(v, visiting));
            if (r instanceof TypeRef.Union inner) {
                flat.addAll(inner.variants());
            } else {
                flat.add(r);
            }
        }
        if (flat.stream().anyMatch(v -> v instanceof TypeRef.Unknown)) {
            return List.of(new TypeRef.Unknown());
        }
        List<TypeRef> kept = new ArrayList<>();
        for (TypeRef v : flat) {
            if (!absorbed(v, flat)) {
                kept.add(v);
            }
        }
        if (!kept.isEmpty() && kept.stream().allMatch(v -> v instanceof TypeRef.Literal)
                && kept.stream().map(this::kind).distinct().count() == 1) {
            return List.of(literalScalar((TypeRef.Literal) kept.get(0)));
        }
        return kept;
    }

    /** Whether another variant already accepts every value of {@code v}. */
    private boolean absorbed(TypeRef v, Set<TypeRef> all) {
        for (TypeRef other : all) {
            if (other == v || other instanceof TypeRef.Literal) {
                continue;
            }
            boolean plainString = v instanceof TypeRef.Primitive p && p.type() == TypeRef.Scalar.STRING && !special(p);
            if (plainString && definition(other) instanceof TypeDef.EnumType e && e.base() == TypeRef.Scalar.STRING
                    && all.stream().filter(o -> definition(o) instanceof TypeDef.EnumType).count() == 1) {
                return true;
            }
            if (v instanceof TypeRef.Literal l && accepts(other, l.value())) {
                return true;
            }
        }
        return false;
    }

    private boolean accepts(TypeRef type, JsonNode value) {
        if (type instanceof TypeRef.Primitive p) {
            return switch (p.type()) {
                case STRING -> value.isTextual() && !special(p);
                case INTEGER -> value.isIntegralNumber();
                case NUMBER -> value.isNumber();
                case BOOLEAN -> value.isBoolean();
            };
        }
        return definition(type) instanceof TypeDef.EnumType e
                && (value.isTextual() ? e.base() == TypeRef.Scalar.STRING : value.isNumber() && e.base() != TypeRef.Scalar.STRING);
    }

    /** A string with a Java type of its own (dates, files). */
    private static boolean special(TypeRef.Primitive p) {
        return p.format() != null && (p.format().equals("date-time") || p.format().equals("date") || p.isBinary());
    }

    private static TypeRef literalScalar(TypeRef.Literal l) {
        JsonNode v = l.value();
        TypeRef.Scalar scalar = v.isTextual() ? TypeRef.Scalar.STRING : v.isIntegralNumber() ? TypeRef.Scalar.INTEGER
                : v.isNumber() ? TypeRef.Scalar.NUMBER : TypeRef.Scalar.BOOLEAN;
        return new TypeRef.Primitive(scalar, null);
    }

    /** How values of a resolved type look in JSON. */
    JsonKind kind(TypeRef resolved) {
        TypeRef t = TypeRef.nonNull(resolved);
        if (TypeRef.isNull(t)) {
            return JsonKind.ANY;
        }
        if (t instanceof TypeRef.Literal l) {
            t = literalScalar(l);
        }
        if (t instanceof TypeRef.Primitive p) {
            return scalarKind(p.type());
        }
        if (t instanceof TypeRef.ArrayOf) {
            return JsonKind.ARRAY;
        }
        if (t instanceof TypeRef.MapOf || definition(t) instanceof TypeDef.ObjectType) {
            return JsonKind.OBJECT;
        }
        return definition(t) instanceof TypeDef.EnumType e ? scalarKind(e.base()) : JsonKind.ANY;
    }

    private static JsonKind scalarKind(TypeRef.Scalar scalar) {
        return switch (scalar) {
            case STRING -> JsonKind.TEXT;
            case INTEGER -> JsonKind.INTEGRAL;
            case NUMBER -> JsonKind.NUMBER;
            case BOOLEAN -> JsonKind.BOOLEAN;
        };
    }

    /** The inline union a property's type holds (at its top, or as the items of its lists and maps), or null. */
    TypeRef.Union inlineUnion(TypeRef type) {
        TypeRef t = TypeRef.nonNull(resolve(type));
        while (t instanceof TypeRef.ArrayOf || t instanceof TypeRef.MapOf) {
            t = t instanceof TypeRef.ArrayOf a ? a.items() : ((TypeRef.MapOf) t).values();
        }
        return t instanceof TypeRef.Union u ? u : null;
    }

    /**
     * The Java type of a reference in a file; an inline union is the nested class {@code union} (null:
     * {@code JsonNode}).
     */
    String print(TypeRef type, JavaImports imports, String union) {
        return printResolved(TypeRef.nonNull(resolve(type)), imports, union);
    }

    private String printResolved(TypeRef t, JavaImports imports, String union) {
        if (t instanceof TypeRef.Primitive p) {
            return scalar(p, imports);
        }
        if (TypeRef.isNull(t)) {
            return imports.name(corePackage + "." + NULL_TYPE);
        }
        if (t instanceof TypeRef.Literal l) {
            return scalar((TypeRef.Primitive) literalScalar(l), imports);
        }
        if (t instanceof TypeRef.Named n) {
            return imports.model(n.name());
        }
        if (t instanceof TypeRef.ArrayOf a) {
            return imports.name("java.util.List") + "<" + printResolved(a.items(), imports, union) + ">";
        }
        if (t instanceof TypeRef.MapOf m) {
            return imports.name("java.util.Map") + "<" + imports.lang("String") + ", " + printResolved(m.values(), imports, union) + ">";
        }
        if (t instanceof TypeRef.Union && union != null) {
            return union;
        }
        return imports.name("com.fasterxml.jackson.databind.JsonNode");
    }

    /** The runtime's file class by its qualified name (a model of that simple name is always written qualified). */
    String uploadFile() {
        return corePackage + ".UploadFile";
    }

    private String scalar(TypeRef.Primitive p, JavaImports imports) {
        return switch (p.type()) {
            case STRING -> p.isBinary() ? imports.name(corePackage + ".UploadFile")
                    : "date-time".equals(p.format()) ? imports.name("java.time.OffsetDateTime")
                    : "date".equals(p.format()) ? imports.name("java.time.LocalDate") : imports.lang("String");
            case INTEGER -> imports.lang("int32".equals(p.format()) ? "Integer" : "Long");
            case NUMBER -> imports.lang("Double");
            case BOOLEAN -> imports.lang("Boolean");
        };
    }

    /** The primitive a setter takes for a non-null value of the type ({@code long}), or null when it is no number or boolean. */
    String primitive(TypeRef type) {
        TypeRef t = TypeRef.nonNull(resolve(type));
        if (t instanceof TypeRef.Literal l) {
            t = literalScalar(l);
        }
        if (!(t instanceof TypeRef.Primitive p)) {
            return null;
        }
        return switch (p.type()) {
            case STRING -> null;
            case INTEGER -> "int32".equals(p.format()) ? "int" : "long";
            case NUMBER -> "double";
            case BOOLEAN -> "boolean";
        };
    }

    /** Whether the Java type is generic ({@code List}, {@code Map}): reading it needs a {@code TypeReference}. */
    boolean generic(TypeRef type) {
        TypeRef t = TypeRef.nonNull(resolve(type));
        return t instanceof TypeRef.ArrayOf || t instanceof TypeRef.MapOf;
    }
}
