package dev.sdkgen.codegen.java;

import java.util.ArrayList;
import java.util.List;

/**
 * The nested {@code Builder} of a generated class. Setters take plain values and keep the three states apart:
 * a setter never called leaves an optional property out, {@code null} is only accepted (and sent as
 * {@code null}) for nullable properties, and {@code false}, {@code 0}, {@code ""} are values like any other.
 * Numbers and booleans that cannot be null are taken as primitives, so {@code limit(10)} compiles for a
 * {@code Long}. {@code build()} checks that every required property was set.
 */
final class JavaBuilders {
    private static final String IND = JavaLines.IND;
    private static final String IND2 = IND + IND;
    private static final String IND3 = IND2 + IND;

    private final JavaModels.Context ctx;

    JavaBuilders(JavaModels.Context ctx) {
        this.ctx = ctx;
    }

    List<String> builder(JavaObjects.Spec spec, List<JavaObjects.Field> fields, JavaImports imports) {
        List<String> out = new ArrayList<>(JavaDocs.block(IND, List.of("Builds " + JavaDocs.code(spec.name())
                + " values: setters take plain values; a property never set is left out."), List.of()));
        out.add(IND + "public static final class Builder {");
        String holder = imports.name(ctx.packages().core(spec.json() ? JavaTolerant.FIELD : "Opt"));
        for (JavaObjects.Field f : fields) {
            String empty = spec.json() ? holder + ".missing()" : f.p().optional() && !f.p().required() ? holder + ".absent()" : null;
            String initial = f.literal() != null ? " = " + f.literal() : empty != null ? " = " + empty : "";
            out.add(IND2 + "private " + f.fieldType() + " " + f.p().member() + initial + ";");
        }
        if (spec.json()) {
            out.add(IND2 + "private final " + imports.name("java.util.Map") + "<" + imports.lang("String") + ", "
                    + imports.name("com.fasterxml.jackson.databind.JsonNode") + "> additionalProperties = new "
                    + imports.name("java.util.LinkedHashMap") + "<>();");
        }
        if (!fields.isEmpty() || spec.json()) {
            out.add("");
        }
        out.addAll(List.of(IND2 + "private Builder() {", IND2 + "}", "", IND2 + "private Builder(" + spec.name() + " source) {"));
        for (JavaObjects.Field f : fields) {
            out.add(IND3 + "this." + f.p().member() + " = source." + f.p().member() + ";");
        }
        if (spec.json()) {
            out.add(IND3 + "this.additionalProperties.putAll(source._additionalProperties());");
        }
        out.add(IND2 + "}");
        for (JavaObjects.Field f : fields) {
            out.addAll(setters(f, holder, spec.json(), imports));
        }
        if (spec.additional() != null) {
            out.addAll(putExtra(spec, imports));
        }
        out.addAll(build(spec, fields, imports));
        out.add(IND + "}");
        return out;
    }

    /**
     * The setters of one property. {@code holder} is what the builder stores it in: {@code JsonField} in a model
     * (json), else {@code Opt} for a property that may be left out or null, and the plain value otherwise.
     */
    private List<String> setters(JavaObjects.Field f, String holder, boolean json, JavaImports imports) {
        JavaProperty p = f.p();
        String primitive = ctx.types().primitive(p.type());
        List<String> out = new ArrayList<>();
        if (p.nullable()) {
            out.addAll(setter(f, f.type(), holder + ".ofNullable(value)", "the value, or null to send " + JavaDocs.code("null"), imports));
            if ("long".equals(primitive) || "double".equals(primitive)) {
                out.addAll(setter(f, primitive, holder + ".of(value)", "the value", imports));
            }
            return out;
        }
        String type = primitive != null ? primitive : f.type();
        String value = primitive != null ? "value" : imports.name("java.util.Objects") + ".requireNonNull(value, "
                + JavaLiterals.string(p.wire()) + ")";
        String stored = json ? holder + ".of(" + value + ")" : p.optional() ? holder + ".of(value)" : value;
        return setter(f, type, stored, "the value", imports);
    }

    private static List<String> setter(JavaObjects.Field f, String type, String assigned, String param, JavaImports imports) {
        JavaProperty p = f.p();
        List<String> out = new ArrayList<>(JavaDocs.member(IND2, JavaDocs.htmlOr(p.docs(), "Sets the " + JavaDocs.code(p.wire())
                + " property."), List.of("@param value " + param, "@return this builder"), p.deprecated() ? "property" : null, imports));
        out.add(IND2 + "public Builder " + p.member() + "(" + type + " value) {");
        out.add(IND3 + "this." + p.member() + " = " + assigned + ";");
        out.add(IND3 + "return this;");
        out.add(IND2 + "}");
        return out;
    }

    private List<String> putExtra(JavaObjects.Spec spec, JavaImports imports) {
        List<String> out = new ArrayList<>();
        out.add("");
        out.addAll(JavaDocs.block(IND2, List.of("Adds a property beyond the declared ones."),
                List.of("@param name the property's name", "@param value its value", "@return this builder")));
        out.add(IND2 + "public Builder putAdditionalProperty(" + imports.lang("String") + " name, "
                + ctx.types().print(spec.additional(), imports, null) + " value) {");
        out.add(IND3 + "this.additionalProperties.put(name, " + imports.name(ctx.packages().core(JavaTolerant.FIELD))
                + ".ofNullable(value).json());");
        out.add(IND3 + "return this;");
        out.add(IND2 + "}");
        return out;
    }

    private static List<String> build(JavaObjects.Spec spec, List<JavaObjects.Field> fields, JavaImports imports) {
        boolean checks = fields.stream().anyMatch(f -> f.p().required());
        List<String> tags = new ArrayList<>(List.of("@return the new " + JavaDocs.code(spec.name())));
        if (checks) {
            tags.add("@throws NullPointerException when a required property was not set");
        }
        List<String> args = new ArrayList<>();
        for (JavaObjects.Field f : fields) {
            String required = JavaLiterals.string(f.p().wire() + " is required");
            String checked = spec.json() ? "this." + f.p().member() + ".requireSet(" + required + ")"
                    : imports.name("java.util.Objects") + ".requireNonNull(this." + f.p().member() + ", " + required + ")";
            args.add(f.p().required() ? checked : "this." + f.p().member());
        }
        List<String> out = new ArrayList<>();
        out.add("");
        out.addAll(JavaDocs.block(IND2, List.of("Builds the " + JavaDocs.code(spec.name()) + "."), tags));
        out.add(IND2 + "public " + spec.name() + " build() {");
        if (!spec.json()) {
            out.addAll(JavaLines.wrap(IND3, "return new " + spec.name() + "(", args, ",", ");"));
        } else {
            out.addAll(JavaLines.wrap(IND3, spec.name() + " result = new " + spec.name() + "(", args, ",", ");"));
            out.add(IND3 + "this.additionalProperties.forEach(result::_putAdditionalProperty);");
            out.add(IND3 + "return result;");
        }
        out.add(IND2 + "}");
        return out;
    }
}
