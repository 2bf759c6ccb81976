package dev.sdkgen.codegen.java;

import dev.sdkgen.codegen.plan.ParamsPlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.engine.ir.TypeDef;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code models} package: one file per named type that has a class (objects, enums, unions of two or more
 * variants; aliases and one-variant unions are written as what they stand for) and one per params type of the
 * plan (a method's query and header parameters).
 */
final class JavaModels {
    static final String JSON_PROPERTY = "com.fasterxml.jackson.annotation.JsonProperty";

    /** What every model printer needs: the SDK's packages and the type mapping. */
    record Context(JavaPackages packages, JavaTypes types) {
    }

    private final SdkPlan plan;
    private final Context ctx;

    JavaModels(SdkPlan plan, Context ctx) {
        this.plan = plan;
        this.ctx = ctx;
    }

    /** Every class name of the models package. */
    static Set<String> names(SdkPlan plan, JavaTypes types) {
        Set<String> names = new HashSet<>();
        for (TypeDef t : plan.types().all()) {
            if (types.hasClass(t)) {
                names.add(t.name());
            }
        }
        for (ParamsPlan p : plan.paramsTypes()) {
            names.add(p.typeName());
        }
        return names;
    }

    /** A model's name and how to make its file's view (made on demand, so that files can be made side by side). */
    record Model(String name, java.util.function.Supplier<JavaView.SourceFile> file) {
    }

    /** Every model of the package, in plan order (a params type named like a schema's model takes its place). */
    List<Model> files() {
        Map<String, java.util.function.Supplier<JavaView.SourceFile>> out = new LinkedHashMap<>();
        JavaObjects objects = new JavaObjects(ctx);
        for (TypeDef t : plan.types().all()) {
            if (!ctx.types().hasClass(t)) {
                continue;
            }
            if (t instanceof TypeDef.ObjectType o) {
                out.put(o.name(), () -> objects.file(new JavaObjects.Spec(o.name(), docs(t), JavaProperty.of(o, ctx.types()),
                        o.additionalProperties(), true, false)));
            } else if (t instanceof TypeDef.EnumType e) {
                out.put(e.name(), () -> new JavaEnums(ctx).file(e));
            } else if (t instanceof TypeDef.UnionType u) {
                out.put(u.name(), () -> new JavaUnions(ctx).file(u));
            }
        }
        for (ParamsPlan p : plan.paramsTypes()) {
            out.put(p.typeName(), () -> objects.file(new JavaObjects.Spec(p.typeName(), List.of(paramsDoc(p)),
                    JavaProperty.of(p.all(), ctx.types()), null, false, !p.required())));
        }
        List<Model> models = new ArrayList<>();
        out.forEach((name, file) -> models.add(new Model(name, file)));
        return models;
    }

    /** A model's Javadoc: the spec's text (else a line naming the schema), and a note when the API deprecates it. */
    private static List<String> docs(TypeDef t) {
        String schema = t.schemaName() != null ? "The " + JavaDocs.code(t.schemaName()) + " schema." : "A " + JavaDocs.code(t.name()) + " object.";
        List<String> html = new ArrayList<>(JavaDocs.htmlOr(t.docs(), schema));
        if (t.deprecated()) {
            if (!html.isEmpty()) {
                html.add("");
            }
            html.add((html.isEmpty() ? "" : "<p>") + "Deprecated by the API.");
        }
        return html;
    }

    private static String paramsDoc(ParamsPlan p) {
        return "The " + p.kinds() + " parameters of a call; a parameter never set is not sent.";
    }
}
