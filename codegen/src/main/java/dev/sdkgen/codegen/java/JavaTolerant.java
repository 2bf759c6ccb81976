package dev.sdkgen.codegen.java;

import java.util.ArrayList;
import java.util.List;

/**
 * What makes a model read responses tolerantly (docs/codegen.md, "Java", tolerant responses): each property is
 * stored as the core's {@code JsonField} (a value, missing, null, or JSON that does not fit the type), the typed
 * accessor unwraps it (throwing the core's {@code InvalidDataException} for JSON that does not fit), a raw
 * accessor {@code _name()} returns the field itself, undeclared properties are kept by the base class
 * {@code JsonModel}, and {@code checkFields} lists the properties for its {@code validate()}.
 */
final class JavaTolerant {
    static final String FIELD = "JsonField";
    static final String MODEL = "JsonModel";
    /** The constant holding the type of a model's declared {@code additionalProperties}. */
    static final String ADDITIONAL_TYPE = "ADDITIONAL_PROPERTY_TYPE";

    private static final String IND = JavaLines.IND;
    private static final String IND2 = IND + IND;

    private final JavaModels.Context ctx;

    JavaTolerant(JavaModels.Context ctx) {
        this.ctx = ctx;
    }

    /** The type of the declared {@code additionalProperties}, as a constant (a model with them only). */
    List<String> constants(JavaObjects.Spec spec, JavaImports imports) {
        if (!spec.json() || spec.additional() == null) {
            return List.of();
        }
        String ref = imports.name("com.fasterxml.jackson.core.type.TypeReference");
        String value = ctx.types().print(spec.additional(), imports, null);
        return List.of(IND + "private static final " + ref + "<" + value + "> " + ADDITIONAL_TYPE + " = new " + ref + "<>() {",
                IND + "};", "");
    }

    /** The typed accessor (unwrapping the field) and the raw one ({@code _name()}). */
    List<String> accessors(JavaObjects.Field f, JavaImports imports) {
        JavaProperty p = f.p();
        String returns = p.optional() ? "@return the value, or absent (not sent) or null (sent as null): see " + JavaDocs.code("Opt")
                : "@return the value (null when the response left it out)";
        List<String> out = new ArrayList<>(JavaDocs.member(IND, JavaDocs.htmlOr(p.docs(), "The " + JavaDocs.code(p.wire()) + " property."),
                List.of(returns, "@throws " + imports.name(ctx.packages().errors("InvalidDataException"))
                        + " when the JSON received does not fit the type (see " + JavaDocs.code("_" + p.member() + "()") + ")"),
                p.deprecated() ? "property" : null, imports));
        out.add(IND + "public " + f.valueType() + " " + p.member() + "() {");
        out.add(IND2 + "return " + p.member() + (p.optional() ? ".opt();" : ".value();"));
        out.add(IND + "}");
        out.add("");
        out.addAll(JavaDocs.block(IND, List.of("The " + JavaDocs.code(p.wire()) + " property as received: a value, missing, null, or "
                + "JSON that does not fit its type (kept as sent)."), List.of("@return the field, never null")));
        out.add(IND + "public " + f.fieldType() + " _" + p.member() + "() {");
        out.add(IND2 + "return " + p.member() + ";");
        out.add(IND + "}");
        return out;
    }

    /** The typed view of the declared {@code additionalProperties} (the base class keeps them as JSON). */
    List<String> additional(JavaObjects.Spec spec, JavaImports imports) {
        if (spec.additional() == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        out.add("");
        out.addAll(JavaDocs.block(IND, List.of("Properties the API sent or the builder set beyond the declared ones, as their "
                + "type (" + JavaDocs.code("_additionalProperties()") + " has them as JSON)."), List.of(
                "@return the properties, by name (unmodifiable)",
                "@throws " + imports.name(ctx.packages().errors("InvalidDataException")) + " when one does not fit the type")));
        out.add(IND + "public " + new JavaObjects(ctx).extrasType(spec, imports) + " additionalProperties() {");
        out.add(IND2 + "return additionalPropertiesAs(" + ADDITIONAL_TYPE + ");");
        out.add(IND + "}");
        return out;
    }

    /** {@code checkFields}: every property (by wire name, whether required), then the typed undeclared ones. */
    List<String> checkFields(JavaObjects.Spec spec, List<JavaObjects.Field> fields, JavaImports imports) {
        String checker = imports.name(ctx.packages().core(MODEL)) + ".Checker";
        List<String> out = new ArrayList<>(JavaValues.override("", imports));
        out.set(out.size() - 1, IND + "protected void checkFields(" + checker + " checker) {");
        for (JavaObjects.Field f : fields) {
            out.add(IND2 + "checker.field(" + JavaLiterals.string(f.p().wire()) + ", this." + f.p().member() + ", "
                    + f.p().required() + ");");
        }
        if (spec.additional() != null) {
            out.add(IND2 + "checker.additional(this, " + ADDITIONAL_TYPE + ");");
        }
        out.add(IND + "}");
        return out;
    }
}
