package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.List;

/**
 * The fields of a request body that a language with keyword arguments takes one by one (Python's
 * {@code create(name="Ada", email=...)}): a JSON, form or multipart body whose type is a named object with
 * properties. Any other body (an array, a union, a map, a nullable object, bytes, text) stays one argument.
 */
public final class BodyFields {
    private BodyFields() {
    }

    /** The body's properties in declaration order, or an empty list when the body is not spread. */
    public static List<TypeDef.Property> of(MethodPlan m, TypeTable types) {
        BodyPlan body = m.body();
        if (body == null || !body.structured() || !(body.type() instanceof TypeRef.Named)) {
            return List.of();
        }
        return types.definition(body.type()) instanceof TypeDef.ObjectType o ? o.properties() : List.of();
    }
}
