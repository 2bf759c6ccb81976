package dev.sdkgen.codegen.typescript;

import dev.sdkgen.codegen.plan.ParamsPlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.ir.Docs;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code src/models.ts}: every model of the IR and every params interface of the plan, sorted by
 * name; interfaces for objects, type aliases for enums, unions and aliases.
 */
final class TsModels {
    private static final String IND = TsMethods.IND;

    private final SdkPlan plan;
    private final TsTypes types;

    TsModels(SdkPlan plan, TsTypes types) {
        this.plan = plan;
        this.types = types;
    }

    /** Every name models.ts declares: the models and the params interfaces. */
    static Set<String> names(SdkPlan plan) {
        Set<String> names = new HashSet<>(plan.types().byName().keySet());
        for (ParamsPlan p : plan.paramsTypes()) {
            names.add(p.typeName());
        }
        return Set.copyOf(names);
    }

    TsView.ModelsFile modelsFile() {
        Set<String> all = names(plan);
        TsImports imports = new TsImports(TsLayout.module(TsLayout.MODELS, TsLayout.CORE_INDEX), null, all, all);
        TreeMap<String, List<String>> declarations = new TreeMap<>();
        for (TypeDef t : plan.types().all()) {
            declarations.put(t.name(), declaration(t, imports));
        }
        for (ParamsPlan p : plan.paramsTypes()) {
            declarations.put(p.typeName(), paramsInterface(p, imports));
        }
        if (declarations.isEmpty()) {
            // The API declares no types; the file must still be a module for `export type *`.
            declarations.put("", List.of("export {};"));
        }
        return new TsView.ModelsFile(TsFiles.HEADER, imports.lines(), List.copyOf(declarations.values()));
    }

    private List<String> declaration(TypeDef t, TsImports imports) {
        List<String> tags = t.deprecated() ? List.of("@deprecated") : List.of();
        List<String> out = new ArrayList<>(TsDocs.block("", DocText.lines(t.docs()), tags));
        if (t instanceof TypeDef.ObjectType o) {
            out.addAll(objectInterface(o, imports));
        } else if (t instanceof TypeDef.EnumType e) {
            out.addAll(typeAlias(t.name(), types.enumMembers(e, imports)));
        } else if (t instanceof TypeDef.UnionType u) {
            List<String> members = new ArrayList<>();
            for (TypeRef v : u.variants()) {
                members.add(types.print(v, imports));
            }
            out.addAll(typeAlias(t.name(), TsTypes.splitTopLevelUnion(TsTypes.union(members, false))));
        } else if (t instanceof TypeDef.AliasType a) {
            out.addAll(typeAlias(t.name(), TsTypes.splitTopLevelUnion(types.print(a.target(), imports))));
        }
        return out;
    }

    /** One member of an interface: its wire name, whether it is required, type, docs. */
    private record Member(String name, boolean required, TypeRef type, Docs docs, boolean deprecated) {
    }

    private List<String> objectInterface(TypeDef.ObjectType o, TsImports imports) {
        List<Member> members = new ArrayList<>();
        for (TypeDef.Property p : o.properties()) {
            members.add(new Member(p.name(), p.required(), p.type(), p.docs(), p.deprecated()));
        }
        List<String> out = interfaceLines(o.name(), members, imports);
        if (o.properties().isEmpty()) {
            String values = o.additionalProperties() == null ? "unknown" : types.print(o.additionalProperties(), imports);
            out.add(out.size() - 1, IND + "[key: string]: " + values + ";");
        } else if (o.additionalProperties() != null) {
            out.add(out.size() - 1, "");
            out.add(out.size() - 1, IND + "[key: string]: unknown;");
        }
        return out;
    }

    private List<String> paramsInterface(ParamsPlan params, TsImports imports) {
        List<Member> members = new ArrayList<>();
        for (Parameter p : params.all()) {
            members.add(new Member(p.name(), p.required(), p.type(), p.docs(), p.deprecated()));
        }
        return interfaceLines(params.typeName(), members, imports);
    }

    /** {@code export interface X { ... }}: a blank line around documented members. */
    private List<String> interfaceLines(String name, List<Member> members, TsImports imports) {
        List<String> out = new ArrayList<>();
        out.add("export interface " + name + " {");
        boolean previousDocumented = false;
        for (int i = 0; i < members.size(); i++) {
            Member m = members.get(i);
            List<String> doc = TsDocs.block(IND, DocText.lines(m.docs()), m.deprecated() ? List.of("@deprecated") : List.of(), true);
            if (i > 0 && (previousDocumented || !doc.isEmpty())) {
                out.add("");
            }
            out.addAll(doc);
            out.add(IND + TsNames.propertyKey(m.name()) + (m.required() ? "" : "?") + ": " + types.print(m.type(), imports) + ";");
            previousDocumented = !doc.isEmpty();
        }
        out.add("}");
        return out;
    }

    /** {@code export type X = A | B;}, or one member per line (prettier's layout) when too long. */
    private static List<String> typeAlias(String name, List<String> members) {
        String head = "export type " + name + " =";
        String flat = head + " " + String.join(" | ", members) + ";";
        if (flat.length() <= Layout.WIDTH || members.size() == 1) {
            return List.of(flat);
        }
        List<String> out = new ArrayList<>();
        out.add(head);
        for (int i = 0; i < members.size(); i++) {
            out.add(IND + "| " + members.get(i) + (i == members.size() - 1 ? ";" : ""));
        }
        return out;
    }
}
