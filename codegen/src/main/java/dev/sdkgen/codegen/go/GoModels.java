package dev.sdkgen.codegen.go;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.codegen.plan.ParamsPlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.plan.WirePlan;
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.engine.ir.Docs;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * {@code models.go}: every model and params type, sorted by Go name. Objects are structs with JSON tags
 * and a {@code MarshalJSON} that leaves out absent {@code Opt} fields; enums are named scalar types
 * with a constant per value (other values still decode); unions are structs with one {@code Of…}
 * pointer per variant; aliases are type aliases of named types, else defined types; params types are
 * structs with {@code query}/{@code header} tags.
 */
final class GoModels {
    private final SdkPlan plan;
    private final GoPackageNames names;
    private final GoTypes types;
    private final GoStructs structs;
    private final GoUnions unions;

    GoModels(SdkPlan plan, GoPackageNames names, GoTypes types, GoStructs structs) {
        this.plan = plan;
        this.names = names;
        this.types = types;
        this.structs = structs;
        this.unions = new GoUnions(plan.types(), names, types);
    }

    GoView.SourceFile modelsFile(String packageName) {
        GoImports imports = new GoImports();
        TreeMap<String, List<String>> declarations = new TreeMap<>();
        for (TypeDef t : plan.types().all()) {
            declarations.put(names.type(t.name()), declaration(t, imports));
        }
        for (ParamsPlan p : plan.paramsTypes()) {
            declarations.put(names.type(p.typeName()), paramsStruct(p, imports));
        }
        return new GoView.SourceFile(GoFiles.HEADER, packageName, imports.lines(), List.copyOf(declarations.values()));
    }

    private List<String> declaration(TypeDef t, GoImports imports) {
        String name = names.type(t.name());
        List<String> doc = docLines(t.docs(), t.deprecated());
        if (t instanceof TypeDef.ObjectType o) {
            List<String> skipped = o.properties().stream().map(TypeDef.Property::name)
                    .filter(p -> structs.field(o.name(), p) == null).map(GoLiterals::string).toList();
            if (!skipped.isEmpty()) {
                doc.addAll(doc.isEmpty() ? List.of() : List.of(""));
                doc.add("Not represented (Go cannot name them in a struct tag): " + String.join(", ", skipped) + ".");
            }
        }
        List<String> out = new ArrayList<>(GoDocs.comment("", doc));
        if (t instanceof TypeDef.ObjectType o && !o.properties().isEmpty()) {
            out.addAll(struct(name, o, imports));
        } else if (t instanceof TypeDef.ObjectType o) {
            String values = o.additionalProperties() == null ? "any" : types.type(o.additionalProperties(), imports);
            out.add("type " + name + " map[string]" + values);
        } else if (t instanceof TypeDef.EnumType e) {
            out.addAll(enumeration(name, e));
        } else if (t instanceof TypeDef.UnionType u) {
            out.addAll(unions.union(name, u, imports));
        } else if (t instanceof TypeDef.AliasType a) {
            TypeRef target = a.target();
            boolean named = TypeRef.nonNull(target) instanceof TypeRef.Named;
            out.add("type " + name + (named ? " = " + types.type(target, imports) : " " + types.type(TypeRef.nonNull(target), imports)));
        }
        return out;
    }

    /** Doc text and, for a deprecated element, Go's {@code Deprecated:} paragraph. */
    static List<String> docLines(Docs docs, boolean deprecated) {
        List<String> lines = new ArrayList<>(DocText.lines(docs));
        if (deprecated) {
            if (!lines.isEmpty()) {
                lines.add("");
            }
            lines.add("Deprecated: the API marks this as deprecated.");
        }
        return lines;
    }

    private List<String> struct(String name, TypeDef.ObjectType o, GoImports imports) {
        List<String> fields = new ArrayList<>();
        List<String> metaFields = new ArrayList<>();
        for (TypeDef.Property p : o.properties()) {
            String field = structs.field(o.name(), p.name());
            if (field == null) {
                continue;
            }
            fields.addAll(GoDocs.comment("", docLines(p.docs(), p.deprecated())));
            String type = types.field(p.type(), p.required(), structs.pointer(o.name(), p.name()), imports);
            fields.add(field + "\t" + type + "\t" + GoLiterals.tag("json", p.name()));
            metaFields.add(field + "\tJSONField");
        }
        String extras = structs.extras(o.name());
        if (extras != null) {
            fields.add("// " + extras + " holds the properties beyond the named ones, read from responses and sent in requests.");
            fields.add(extras + "\tmap[string]" + types.type(o.additionalProperties(), imports) + "\t`json:\"-\"`");
        }
        String extraFields = structs.extraFields(o.name());
        List<String> out = new ArrayList<>();
        out.add("type " + name + " struct {");
        out.addAll(GoAlign.lines(fields, "\t"));
        if (extraFields != null) {
            out.addAll(metadataField(name, metaFields, extraFields));
        }
        out.add("}");
        out.add("");
        out.add(extras == null ? "// MarshalJSON writes the fields that are set: an absent Opt is left out."
                : "// MarshalJSON writes the fields that are set (an absent Opt is left out), then " + extras + ".");
        out.add("func (r " + name + ") MarshalJSON() ([]byte, error) {");
        out.add(extras == null ? "\treturn marshalObject(r)" : "\treturn marshalObjectExtra(r, r." + extras + ")");
        out.add("}");
        out.addAll(extraFields != null ? tolerantMethods(name, extras) : extras != null ? extrasUnmarshal(name, extras) : List.of());
        return out;
    }

    /** The {@code JSON} field of a struct that decodes tolerantly: a JSONField per Go field, the unnamed properties, the raw JSON. */
    private static List<String> metadataField(String name, List<String> metaFields, String extraFields) {
        List<String> inner = new ArrayList<>(metaFields);
        inner.add(extraFields + "\tmap[string]JSONField");
        inner.add("raw\tstring");
        List<String> out = new ArrayList<>();
        out.add("\t// JSON says how each field of a decoded " + name + " arrived (JSON.<Field>.Valid(), Raw()) and keeps the");
        out.add("\t// properties it does not name (JSON." + extraFields + ").");
        out.add("\tJSON struct {");
        out.addAll(GoAlign.lines(inner, "\t\t"));
        out.add("\t} `json:\"-\"`");
        return out;
    }

    /** UnmarshalJSON through the core's tolerant decoding, and RawJSON. */
    private static List<String> tolerantMethods(String name, String extras) {
        List<String> out = new ArrayList<>();
        out.add("");
        out.add("// UnmarshalJSON decodes each field on its own: a field whose JSON does not fit its type is left at its");
        out.add("// zero value, and JSON tells which" + (extras == null ? "." : "; other properties also go to " + extras + "."));
        out.add("func (r *" + name + ") UnmarshalJSON(data []byte) error {");
        out.add("\ttype fields " + name);
        out.add(extras == null ? "\treturn unmarshalModel(data, (*fields)(r), &r.JSON, &r.JSON.raw)"
                : "\treturn unmarshalModelExtra(data, (*fields)(r), &r.JSON, &r.JSON.raw, &r." + extras + ")");
        out.add("}");
        out.add("");
        out.add("// RawJSON returns the JSON the value was decoded from (\"\" when it was built in code).");
        out.add("func (r " + name + ") RawJSON() string {");
        out.add("\treturn r.JSON.raw");
        out.add("}");
        return out;
    }

    /** UnmarshalJSON of a request-only struct with additional properties. */
    private static List<String> extrasUnmarshal(String name, String extras) {
        return List.of("", "// UnmarshalJSON reads the named fields and keeps every other property in " + extras + ".",
                "func (r *" + name + ") UnmarshalJSON(data []byte) error {", "\ttype fields " + name,
                "\treturn unmarshalObjectExtra(data, (*fields)(r), &r." + extras + ")", "}");
    }

    private List<String> enumeration(String name, TypeDef.EnumType e) {
        List<String> out = new ArrayList<>();
        out.add("type " + name + " " + GoTypes.scalar(e.base()));
        List<String> constants = new ArrayList<>();
        for (JsonNode v : e.values()) {
            String literal = GoLiterals.constant(v);
            if (literal != null) {
                constants.add(names.constant(e, v) + "\t" + name + "\t= " + literal);
            }
        }
        if (!constants.isEmpty()) {
            out.add("");
            out.add("// The values of " + name + " the API names; other values decode too.");
            out.add("const (");
            out.addAll(GoAlign.lines(constants, "\t"));
            out.add(")");
        }
        return out;
    }

    private List<String> paramsStruct(ParamsPlan params, GoImports imports) {
        String name = names.type(params.typeName());
        List<String> fields = new ArrayList<>();
        for (Parameter p : params.all()) {
            String field = structs.field(params.typeName(), p.name());
            if (field == null) {
                continue;
            }
            fields.addAll(GoDocs.comment("", docLines(p.docs(), p.deprecated())));
            String type = p.required() || types.nilable(p.type()) ? types.type(p.type(), imports)
                    : "Opt[" + types.type(TypeRef.nonNull(p.type()), imports) + "]";
            String key = p.in() == Parameter.Location.HEADER ? "header" : p.in() == Parameter.Location.COOKIE ? "cookie" : "query";
            String style = WirePlan.queryStyle(p, plan.types());
            fields.add(field + "\t" + type + "\t" + GoLiterals.tag(key, style == null ? p.name() : p.name() + "," + style));
        }
        List<String> out = new ArrayList<>();
        out.add("// " + name + " holds the query and header parameters of a method.");
        out.add("type " + name + " struct {");
        out.addAll(GoAlign.lines(fields, "\t"));
        out.add("}");
        return out;
    }
}
