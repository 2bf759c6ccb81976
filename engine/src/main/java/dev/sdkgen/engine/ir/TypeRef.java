package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * A use of a type: a primitive, a reference to a named {@link TypeDef}, or a structural type built
 * from them. Objects, enums and unions of objects are always named (inline ones are hoisted with a
 * derived name), so every language can declare them.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
    @JsonSubTypes.Type(value = TypeRef.Primitive.class, name = "primitive"),
    @JsonSubTypes.Type(value = TypeRef.Named.class, name = "named"),
    @JsonSubTypes.Type(value = TypeRef.ArrayOf.class, name = "array"),
    @JsonSubTypes.Type(value = TypeRef.MapOf.class, name = "map"),
    @JsonSubTypes.Type(value = TypeRef.Nullable.class, name = "nullable"),
    @JsonSubTypes.Type(value = TypeRef.Union.class, name = "union"),
    @JsonSubTypes.Type(value = TypeRef.Literal.class, name = "literal"),
    @JsonSubTypes.Type(value = TypeRef.Unknown.class, name = "unknown")
})
public sealed interface TypeRef {

    /** Scalar kinds. */
    enum Scalar { STRING, INTEGER, NUMBER, BOOLEAN }

    /**
     * A scalar with its OpenAPI {@code format} ({@code int64}, {@code date-time}, {@code binary}, …) or null.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Primitive(Scalar type, String format) implements TypeRef {
        @com.fasterxml.jackson.annotation.JsonIgnore
        public boolean isBinary() {
            return type == Scalar.STRING && ("binary".equals(format));
        }
    }

    /** A reference to a named type of {@link SdkModel#types()}. */
    record Named(String name) implements TypeRef {
    }

    /** A list. */
    record ArrayOf(TypeRef items) implements TypeRef {
    }

    /** A string-keyed map ({@code additionalProperties}). */
    record MapOf(TypeRef values) implements TypeRef {
    }

    /** The value may be JSON null (3.0 {@code nullable}, 3.1 {@code "null"} in {@code type}, or a null variant). */
    record Nullable(TypeRef inner) implements TypeRef {
    }

    /** An inline union of scalars/literals/structural types (unions involving objects are named {@link TypeDef.UnionType}s). */
    record Union(List<TypeRef> variants) implements TypeRef {
        public Union {
            variants = List.copyOf(variants);
        }
    }

    /** Exactly one value ({@code const}, or an enum of one value). */
    record Literal(JsonNode value) implements TypeRef {
    }

    /** Any JSON value (no or an unusable schema). */
    record Unknown() implements TypeRef {
    }

    /** Common constructors. */
    static Primitive string() {
        return new Primitive(Scalar.STRING, null);
    }

    /** The type or null; the null literal and {@link Unknown} already hold null. */
    static TypeRef nullable(TypeRef t) {
        return t instanceof Nullable || t instanceof Unknown || isNull(t) ? t : new Nullable(t);
    }

    /** Whether the type is the null literal ({@code type: "null"}): the one value JSON null. */
    static boolean isNull(TypeRef t) {
        return t instanceof Literal l && (l.value() == null || l.value().isNull());
    }

    /** The type without a {@link Nullable} wrapper. */
    static TypeRef nonNull(TypeRef t) {
        return t instanceof Nullable n ? n.inner() : t;
    }
}
