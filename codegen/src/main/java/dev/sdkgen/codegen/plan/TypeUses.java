package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Which named types a request carries and which a response carries, each closed over the types they refer
 * to. A language whose request values and response values are different kinds of type (Python: TypedDicts
 * in, model classes out) declares a type once per side it is used on.
 *
 * @param request  the types reachable from some request body or query, header or cookie parameter
 * @param response the types reachable from some JSON success response or event stream (a JSON-or-stream method's too)
 */
public record TypeUses(Set<String> request, Set<String> response) {
    public TypeUses {
        request = Set.copyOf(request);
        response = Set.copyOf(response);
    }

    /** The uses of every type of the plan's methods. */
    public static TypeUses of(SdkPlan plan) {
        Set<String> request = new LinkedHashSet<>();
        Set<String> response = new LinkedHashSet<>();
        for (ResourcePlan r : plan.resources()) {
            for (MethodPlan m : r.methods()) {
                if (m.body() != null && m.body().structured()) {
                    close(m.body().type(), plan.types(), request);
                }
                if (m.params() != null) {
                    m.params().all().forEach(p -> close(p.type(), plan.types(), request));
                }
                if (m.response().type() != null) {
                    close(m.response().type(), plan.types(), response);
                }
                if (m.streaming() != null && m.streaming().response().type() != null) {
                    close(m.streaming().response().type(), plan.types(), response);
                }
                if (m.pagination() != null) {
                    close(m.pagination().itemType(), plan.types(), response);
                }
            }
        }
        return new TypeUses(request, response);
    }

    /** Whether a type is used in a request only (never in a response). */
    public boolean requestOnly(String name) {
        return request.contains(name) && !response.contains(name);
    }

    private static void close(TypeRef root, TypeTable types, Set<String> into) {
        Deque<TypeRef> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            TypeRef t = todo.pop();
            if (t instanceof TypeRef.Named n) {
                TypeDef def = types.get(n.name());
                if (def != null && into.add(n.name())) {
                    push(def, todo);
                }
            } else if (t instanceof TypeRef.ArrayOf a) {
                todo.push(a.items());
            } else if (t instanceof TypeRef.MapOf m) {
                todo.push(m.values());
            } else if (t instanceof TypeRef.Nullable n) {
                todo.push(n.inner());
            } else if (t instanceof TypeRef.Union u) {
                u.variants().forEach(todo::push);
            }
        }
    }

    private static void push(TypeDef def, Deque<TypeRef> todo) {
        if (def instanceof TypeDef.ObjectType o) {
            o.properties().forEach(p -> todo.push(p.type()));
            if (o.additionalProperties() != null) {
                todo.push(o.additionalProperties());
            }
        } else if (def instanceof TypeDef.UnionType u) {
            u.variants().forEach(todo::push);
        } else if (def instanceof TypeDef.AliasType a) {
            todo.push(a.target());
        }
    }
}
