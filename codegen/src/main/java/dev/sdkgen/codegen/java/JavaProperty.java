package dev.sdkgen.codegen.java;

import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.ir.Docs;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A property of a generated class (a model's property, or a query/header parameter of a params class) with
 * its Java member name. {@code optional} properties are {@code Opt<T>}: those the caller may leave out, and
 * nullable ones (so that {@code null} is a state of its own); the others are plain {@code T}.
 *
 * @param wire     the name on the wire, as the spec writes it
 * @param member   the accessor, builder setter and field name
 * @param required whether the spec requires it (the builder checks it is set)
 * @param nullable whether {@code null} is a valid value
 */
record JavaProperty(String wire, String member, TypeRef type, boolean required, boolean nullable, Docs docs,
        boolean deprecated) {

    /** Accessor names a generated class uses itself. */
    static final Set<String> CLASS_MEMBERS = Set.of("builder", "toBuilder", "additionalProperties", "none", "build", "validate",
            "checkFields");

    /** Whether the field is an {@code Opt}. */
    boolean optional() {
        return !required || nullable;
    }

    /** A model's properties, with member names unique in the class. */
    static List<JavaProperty> of(TypeDef.ObjectType o, JavaTypes types) {
        NameScope scope = scope();
        List<JavaProperty> out = new ArrayList<>();
        for (TypeDef.Property p : o.properties()) {
            out.add(new JavaProperty(p.name(), scope.claim(JavaNames.camel(p.name())), p.type(), p.required(),
                    nullable(p.type(), types), p.docs(), p.deprecated()));
        }
        return out;
    }

    /** A params class's properties: the query parameters, then the header parameters. */
    static List<JavaProperty> of(List<Parameter> params, JavaTypes types) {
        NameScope scope = scope();
        List<JavaProperty> out = new ArrayList<>();
        for (Parameter p : params) {
            out.add(new JavaProperty(p.name(), scope.claim(JavaNames.camel(p.name())), p.type(), p.required(),
                    nullable(p.type(), types), p.docs(), p.deprecated()));
        }
        return out;
    }

    private static NameScope scope() {
        return new NameScope(JavaImports.union(JavaNames.OBJECT_METHODS, CLASS_MEMBERS));
    }

    private static boolean nullable(TypeRef type, JavaTypes types) {
        TypeRef resolved = types.resolve(type);
        return type instanceof TypeRef.Nullable || resolved instanceof TypeRef.Nullable || TypeRef.isNull(resolved);
    }
}
