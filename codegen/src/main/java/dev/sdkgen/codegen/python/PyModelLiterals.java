package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.lang.ExampleValues;
import dev.sdkgen.codegen.lang.ExampleVariants;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A response example as a value of the response side's types (the examples gate): an object whose type is a
 * model is a constructor call, {@code Pet(name="Rex", owner=Owner(name="Ada"))}, which the checker holds to the
 * model's typed {@code __init__} (required fields, field types, no undeclared field); a union value is written as
 * the variant it is ({@link ExampleVariants}); lists and maps item by item; anything else as a plain literal. A key
 * the model does not declare is written as an argument of its own name, so the checker reports it — unless the
 * schema allows additional properties, whose values a model keeps untyped at run time.
 */
final class PyModelLiterals {
    private final PyTypes responses;
    private final Supplier<PyImports> imports;
    private final Function<ExampleValue, Layout.Node> plain;

    PyModelLiterals(PyTypes responses, Supplier<PyImports> imports, Function<ExampleValue, Layout.Node> plain) {
        this.responses = responses;
        this.imports = imports;
        this.plain = plain;
    }

    Layout.Node literal(ExampleValue v, TypeRef type) {
        TypeRef t = TypeRef.nonNull(type);
        TypeDef def = responses.table().definition(t);
        if (v instanceof ExampleValue.Null) {
            return plain.apply(v);
        }
        if (def instanceof TypeDef.AliasType a) {
            return literal(v, a.target());
        }
        if (def instanceof TypeDef.UnionType u) {
            return variant(v, u.variants(), u.discriminator());
        }
        if (t instanceof TypeRef.Union u) {
            return variant(v, u.variants(), null);
        }
        if (def instanceof TypeDef.ObjectType o && !o.properties().isEmpty() && v instanceof ExampleValue.Obj obj) {
            return model(obj, o, responses.name(def.name(), imports.get()));
        }
        TypeRef values = def instanceof TypeDef.ObjectType o ? o.additionalProperties()
                : t instanceof TypeRef.MapOf m ? m.values() : null;
        if (values != null && v instanceof ExampleValue.Obj obj) {
            List<Layout.Node> entries = new ArrayList<>();
            obj.fields().forEach((key, value) -> entries.add(ExampleValues.prefixed(PyLiterals.string(key) + ": ",
                    literal(value, values))));
            return new Layout.Group("{", entries, "}", false, true);
        }
        if (t instanceof TypeRef.ArrayOf a && v instanceof ExampleValue.Arr arr) {
            List<Layout.Node> items = new ArrayList<>();
            arr.items().forEach(item -> items.add(literal(item, a.items())));
            return new Layout.Group("[", items, "]", false, true);
        }
        return plain.apply(v);
    }

    private Layout.Node variant(ExampleValue v, List<TypeRef> variants, TypeDef.Discriminator d) {
        int i = ExampleVariants.choose(v, variants, responses.table(), d);
        return i < 0 ? plain.apply(v) : literal(v, variants.get(i));
    }

    private Layout.Node model(ExampleValue.Obj obj, TypeDef.ObjectType o, String className) {
        Map<String, String> attributes = PyModelClass.attributes(o, responses);
        List<Layout.Node> args = new ArrayList<>();
        obj.fields().forEach((key, value) -> {
            TypeDef.Property p = o.properties().stream().filter(q -> q.name().equals(key)).findFirst().orElse(null);
            if (p != null) {
                args.add(ExampleValues.prefixed(attributes.get(key) + "=", literal(value, p.type())));
            } else if (o.additionalProperties() == null) {
                args.add(ExampleValues.prefixed(PyNames.snake(key) + "=", plain.apply(value)));
            }
        });
        return Layout.list(className + "(", args, ")");
    }
}
