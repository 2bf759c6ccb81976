package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * A named type. {@code name} is the type name of docs/product.md §2 ({@code pet_owner} → {@code PetOwner});
 * {@code schemaName} is the {@code components/schemas} key it came from, or null for a type hoisted
 * from an inline schema (then the name is derived from where it stands, e.g. {@code AccountsCreateParams}).
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
    @JsonSubTypes.Type(value = TypeDef.ObjectType.class, name = "object"),
    @JsonSubTypes.Type(value = TypeDef.EnumType.class, name = "enum"),
    @JsonSubTypes.Type(value = TypeDef.UnionType.class, name = "union"),
    @JsonSubTypes.Type(value = TypeDef.AliasType.class, name = "alias")
})
public sealed interface TypeDef {
    String name();

    String schemaName();

    Docs docs();

    boolean deprecated();

    /**
     * An object. {@code properties} are all of them, inherited ones (from {@code allOf}) included, in
     * declaration order; {@code parents} names the {@code allOf} members that are named objects, for
     * languages that can express inheritance.
     *
     * @param additionalProperties the type of extra properties, or null when the schema declares none
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record ObjectType(String name, String schemaName, Docs docs, boolean deprecated, List<Property> properties,
            TypeRef additionalProperties, List<String> parents) implements TypeDef {
        public ObjectType {
            properties = List.copyOf(properties);
            parents = List.copyOf(parents);
        }
    }

    /** An enumeration of string, integer or number values (in spec order, null excluded). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record EnumType(String name, String schemaName, Docs docs, boolean deprecated, TypeRef.Scalar base,
            List<JsonNode> values) implements TypeDef {
        public EnumType {
            values = List.copyOf(values);
        }
    }

    /**
     * One of several types ({@code oneOf}, {@code anyOf}).
     *
     * @param exclusive     true for oneOf
     * @param discriminator the property that tells the variants apart, or null
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record UnionType(String name, String schemaName, Docs docs, boolean deprecated, List<TypeRef> variants,
            boolean exclusive, Discriminator discriminator) implements TypeDef {
        public UnionType {
            variants = List.copyOf(variants);
        }
    }

    /** Another name for a type ({@code Ids: array of string}, a string with a format, …). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record AliasType(String name, String schemaName, Docs docs, boolean deprecated, TypeRef target) implements TypeDef {
    }

    /**
     * A union's discriminator: the property, and its values → variant type names (explicit mapping,
     * else each variant's schema name), in order.
     */
    record Discriminator(String property, Map<String, String> mapping) {
        public Discriminator {
            mapping = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(mapping));
        }
    }

    /**
     * An object property.
     *
     * @param name         the name on the wire, as in the spec (may be no identifier: {@code +1})
     * @param defaultValue the schema default, or null
     * @param sample       the value the SDKs' own tests pass for a scalar property (the spec's example when it fits,
     *                     else a bound of a range without 0), or null (engine {@code Samples})
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Property(String name, TypeRef type, boolean required, boolean readOnly, boolean writeOnly, Docs docs,
            boolean deprecated, JsonNode defaultValue, JsonNode sample) {
    }
}
