package dev.sdkgen.engine.build;

import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Where a {@code type: string, format: binary} is a file to upload: the whole body of a binary request or
 * response, and a value inside a multipart request body (its properties, items, union variants, and the named
 * types it reaches). Anywhere else it is text: inside JSON a value is a JSON string whatever its format says
 * (an attachment's {@code content}), and so it is in a form body and in parameters. Decided here, once, so every
 * language types it alike. A named type reached from a multipart body and from elsewhere too stays a file (the
 * upload is the one place where text would not do).
 */
final class FileStrings {
    private FileStrings() {
    }

    /** {@code type} with every binary string that is not behind a named type made a plain string. */
    static TypeRef plain(TypeRef type) {
        if (type instanceof TypeRef.Primitive p && p.isBinary()) {
            return TypeRef.string();
        }
        if (type instanceof TypeRef.ArrayOf a) {
            return new TypeRef.ArrayOf(plain(a.items()));
        }
        if (type instanceof TypeRef.MapOf m) {
            return new TypeRef.MapOf(plain(m.values()));
        }
        if (type instanceof TypeRef.Nullable n) {
            return new TypeRef.Nullable(plain(n.inner()));
        }
        if (type instanceof TypeRef.Union u) {
            return new TypeRef.Union(u.variants().stream().map(FileStrings::plain).toList());
        }
        return type;
    }

    /** The named types that {@code roots} (multipart bodies) reach. */
    static Set<String> reached(Collection<TypeRef> roots, Function<String, TypeDef> definitions) {
        Set<String> seen = new HashSet<>();
        Deque<TypeRef> work = new ArrayDeque<>(roots);
        while (!work.isEmpty()) {
            TypeRef t = work.pop();
            if (t instanceof TypeRef.Named n) {
                TypeDef d = definitions.apply(n.name());
                if (d != null && seen.add(n.name())) {
                    work.addAll(references(d));
                }
            } else if (t instanceof TypeRef.ArrayOf a) {
                work.push(a.items());
            } else if (t instanceof TypeRef.MapOf m) {
                work.push(m.values());
            } else if (t instanceof TypeRef.Nullable n) {
                work.push(n.inner());
            } else if (t instanceof TypeRef.Union u) {
                work.addAll(u.variants());
            }
        }
        return seen;
    }

    /** A type definition with its binary strings made plain ones (for a type no multipart body reaches). */
    static TypeDef plain(TypeDef d) {
        if (d instanceof TypeDef.ObjectType o) {
            List<TypeDef.Property> properties = o.properties().stream()
                    .map(p -> new TypeDef.Property(p.name(), plain(p.type()), p.required(), p.readOnly(), p.writeOnly(),
                            p.docs(), p.deprecated(), p.defaultValue(), p.sample()))
                    .toList();
            return new TypeDef.ObjectType(o.name(), o.schemaName(), o.docs(), o.deprecated(), properties,
                    o.additionalProperties() == null ? null : plain(o.additionalProperties()), o.parents());
        }
        if (d instanceof TypeDef.UnionType u) {
            return new TypeDef.UnionType(u.name(), u.schemaName(), u.docs(), u.deprecated(),
                    u.variants().stream().map(FileStrings::plain).toList(), u.exclusive(), u.discriminator());
        }
        if (d instanceof TypeDef.AliasType a) {
            return new TypeDef.AliasType(a.name(), a.schemaName(), a.docs(), a.deprecated(), plain(a.target()));
        }
        return d;
    }

    private static List<TypeRef> references(TypeDef d) {
        if (d instanceof TypeDef.ObjectType o) {
            List<TypeRef> out = new java.util.ArrayList<>(o.properties().stream().map(TypeDef.Property::type).toList());
            if (o.additionalProperties() != null) {
                out.add(o.additionalProperties());
            }
            o.parents().forEach(parent -> out.add(new TypeRef.Named(parent)));
            return out;
        }
        if (d instanceof TypeDef.UnionType u) {
            return u.variants();
        }
        return d instanceof TypeDef.AliasType a ? List.of(a.target()) : List.of();
    }
}
