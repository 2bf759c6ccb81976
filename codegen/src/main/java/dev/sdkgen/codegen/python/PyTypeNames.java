package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.plan.TypeTable;
import dev.sdkgen.codegen.plan.TypeUses;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The Python names of each named type's two forms. Responses are model classes and requests are TypedDicts,
 * so a type that holds an object with properties (an object, or a union, alias or map of such) is declared
 * once per side it is used on: the model under its own name, the TypedDict under {@code <Name>Param} — or
 * under its own name when no response uses it (openai-python's convention). Enums and scalar aliases are the
 * same on both sides and declared once.
 */
final class PyTypeNames {
    private final TypeTable types;
    private final TypeUses uses;
    private final Map<String, Boolean> split = new HashMap<>();
    private final Map<String, String> params = new HashMap<>();

    PyTypeNames(SdkPlan plan) {
        this.types = plan.types();
        this.uses = TypeUses.of(plan);
        Set<String> taken = new HashSet<>();
        for (TypeDef t : types.all()) {
            taken.add(PyNames.typeName(t.name()));
        }
        for (TypeDef t : types.all()) {
            if (split(t.name()) && hasModel(t.name()) && hasParam(t.name())) {
                String base = PyNames.typeName(t.name()) + "Param";
                String name = base;
                for (int n = 2; taken.contains(name); n++) {
                    name = base + n;
                }
                taken.add(name);
                params.put(t.name(), name);
            }
        }
    }

    /** Every name a type declaration binds in types.py. */
    Set<String> all() {
        Set<String> out = new HashSet<>(params.values());
        for (TypeDef t : types.all()) {
            out.add(model(t.name()));
        }
        return Set.copyOf(out);
    }

    /** The response form's name (the model class, or the one declaration of a type that is not split). */
    String model(String irName) {
        return PyNames.typeName(irName);
    }

    /** The request form's name. */
    String param(String irName) {
        return params.getOrDefault(irName, model(irName));
    }

    /** Whether the type is declared in two forms (it holds an object with properties). */
    boolean split(String irName) {
        Boolean known = split.get(irName);
        if (known != null) {
            return known;
        }
        split.put(irName, false); // a cycle through aliases adds nothing
        TypeDef t = types.get(irName);
        boolean value = t instanceof TypeDef.ObjectType o && !o.properties().isEmpty()
                || t instanceof TypeDef.ObjectType o2 && o2.additionalProperties() != null && splitRef(o2.additionalProperties())
                || t instanceof TypeDef.UnionType u && u.variants().stream().anyMatch(this::splitRef)
                || t instanceof TypeDef.AliasType a && splitRef(a.target());
        split.put(irName, value);
        return value;
    }

    /** Whether a use of a type prints differently on the two sides. */
    boolean splitRef(TypeRef type) {
        if (type instanceof TypeRef.Named n) {
            return split(n.name());
        }
        if (type instanceof TypeRef.ArrayOf a) {
            return splitRef(a.items());
        }
        if (type instanceof TypeRef.MapOf m) {
            return splitRef(m.values());
        }
        if (type instanceof TypeRef.Nullable n) {
            return splitRef(n.inner());
        }
        return type instanceof TypeRef.Union u && u.variants().stream().anyMatch(this::splitRef);
    }

    /** Whether the response form is declared: every type but a split one that only requests use. */
    boolean hasModel(String irName) {
        return !split(irName) || !uses.requestOnly(irName);
    }

    /** Whether the request form of a split type is declared: when some request uses it. */
    boolean hasParam(String irName) {
        return split(irName) && uses.request().contains(irName);
    }
}
