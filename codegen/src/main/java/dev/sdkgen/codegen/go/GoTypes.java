package dev.sdkgen.codegen.go;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.codegen.plan.TypeTable;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;

/**
 * Type mapping IR → Go: {@code string} (every format: dates stay strings, as in the other languages),
 * {@code int64}, {@code float64}, {@code bool}, {@code []T}, {@code map[string]T}, {@code any}; a binary
 * string is an {@code io.Reader}; named types by their Go name. Outside struct fields a nullable value
 * is a pointer (or the type itself when nil already means null: slices, maps, {@code any}); a struct
 * field that is optional or nullable is an {@code Opt[T]} (docs/runtime-go.md).
 */
final class GoTypes {
    /** The runtime's type of the one value null ({@code type: "null"}). */
    static final String NULL_TYPE = "JSONNull";

    private final TypeTable table;
    private final GoPackageNames names;

    GoTypes(TypeTable table, GoPackageNames names) {
        this.table = table;
        this.names = names;
    }

    /** The Go type of a value anywhere but in a struct field. */
    String type(TypeRef type, GoImports imports) {
        return type(type, imports, "");
    }

    /** The same, with the package's own names qualified ({@code acme.Pet}) for code outside the package. */
    String type(TypeRef type, GoImports imports, String qualifier) {
        if (type instanceof TypeRef.Primitive p) {
            return switch (p.type()) {
                case STRING -> p.isBinary() ? imports.use("io") + ".Reader" : "string";
                case INTEGER -> "int64";
                case NUMBER -> "float64";
                case BOOLEAN -> "bool";
            };
        }
        if (type instanceof TypeRef.Named n) {
            return qualifier + names.type(n.name());
        }
        if (type instanceof TypeRef.ArrayOf a) {
            return "[]" + type(a.items(), imports, qualifier);
        }
        if (type instanceof TypeRef.MapOf m) {
            return "map[string]" + type(m.values(), imports, qualifier);
        }
        if (type instanceof TypeRef.Nullable n) {
            return (nilable(n.inner()) ? "" : "*") + type(n.inner(), imports, qualifier);
        }
        if (TypeRef.isNull(type)) {
            return qualifier + NULL_TYPE;
        }
        if (type instanceof TypeRef.Literal l) {
            return literalType(l.value());
        }
        return "any";
    }

    /**
     * The type of a struct field: the value's type when required and not nullable, else
     * {@code Opt[T]}; {@code pointer} puts a pointer inside (to break a recursive struct).
     */
    String field(TypeRef type, boolean required, boolean pointer, GoImports imports) {
        String inner = (pointer ? "*" : "") + type(TypeRef.nonNull(type), imports);
        return required && !(type instanceof TypeRef.Nullable) ? inner : "Opt[" + inner + "]";
    }

    /** Whether nil is a value of the type (slices, maps, interfaces, pointers). */
    boolean nilable(TypeRef type) {
        if (type instanceof TypeRef.ArrayOf || type instanceof TypeRef.MapOf || type instanceof TypeRef.Nullable
                || type instanceof TypeRef.Unknown || type instanceof TypeRef.Union) {
            return true;
        }
        if (type instanceof TypeRef.Primitive p) {
            return p.isBinary();
        }
        TypeDef def = table.definition(type);
        if (def instanceof TypeDef.AliasType a) {
            return nilable(a.target());
        }
        return def instanceof TypeDef.ObjectType o && o.properties().isEmpty();
    }

    /** Whether the Go type is a struct (an object with properties, or a union): methods return it by pointer. */
    boolean isStruct(TypeRef type) {
        TypeDef def = table.definition(type);
        if (def instanceof TypeDef.AliasType a && TypeRef.nonNull(a.target()) instanceof TypeRef.Named) {
            return isStruct(a.target());
        }
        return def instanceof TypeDef.ObjectType o && !o.properties().isEmpty() || def instanceof TypeDef.UnionType;
    }

    /** The Go type of a single JSON value. */
    static String literalType(JsonNode value) {
        if (value == null || value.isNull()) {
            return "any";
        }
        if (value.isTextual()) {
            return "string";
        }
        if (value.isBoolean()) {
            return "bool";
        }
        return value.isIntegralNumber() ? "int64" : value.isNumber() ? "float64" : "any";
    }

    /** The underlying Go type of an enum's base scalar. */
    static String scalar(TypeRef.Scalar scalar) {
        return switch (scalar) {
            case STRING -> "string";
            case INTEGER -> "int64";
            case NUMBER -> "float64";
            case BOOLEAN -> "bool";
        };
    }
}
