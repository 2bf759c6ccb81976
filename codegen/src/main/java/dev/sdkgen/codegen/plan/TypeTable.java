package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The SDK's named types (the IR's, sorted by name) with lookups by name.
 *
 * @param all    every named type, in the IR's order
 * @param byName the same, by name
 */
public record TypeTable(List<TypeDef> all, Map<String, TypeDef> byName) {
    public TypeTable {
        all = List.copyOf(all);
        byName = Collections.unmodifiableMap(new LinkedHashMap<>(byName));
    }

    public static TypeTable of(List<TypeDef> types) {
        Map<String, TypeDef> byName = new LinkedHashMap<>();
        for (TypeDef t : types) {
            byName.put(t.name(), t);
        }
        return new TypeTable(types, byName);
    }

    /** A named type, or null. */
    public TypeDef get(String name) {
        return byName.get(name);
    }

    /** The definition behind a reference (through a nullable wrapper), or null when it is not a named type. */
    public TypeDef definition(TypeRef type) {
        TypeRef t = type == null ? null : TypeRef.nonNull(type);
        return t instanceof TypeRef.Named n ? byName.get(n.name()) : null;
    }

    /** Whether values of the type are strings on the wire (a string, or an enum of strings), ignoring nullability. */
    public boolean isStringLike(TypeRef type) {
        TypeRef t = TypeRef.nonNull(type);
        return t instanceof TypeRef.Primitive p && p.type() == TypeRef.Scalar.STRING
                || definition(t) instanceof TypeDef.EnumType e && e.base() == TypeRef.Scalar.STRING;
    }

    /** Whether {@code {}} is a valid value of the type (an object whose properties are all optional, or a map). */
    public boolean acceptsEmptyObject(TypeRef type) {
        if (type instanceof TypeRef.Named n && byName.get(n.name()) instanceof TypeDef.ObjectType o) {
            return o.properties().stream().noneMatch(TypeDef.Property::required);
        }
        return type instanceof TypeRef.MapOf;
    }
}
