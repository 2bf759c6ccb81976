package dev.sdkgen.codegen.java;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An enum as a final class that keeps values it does not know: a constant per value ({@code ACTIVE}),
 * {@code of(value)} (the constant, or a new instance for a value a newer API sends), {@code value()} as sent,
 * and {@code known()}, the nested Java {@code enum Known} for {@code switch}, empty for an unknown value.
 * A Java {@code enum} would turn an unknown value into an error or lose it.
 */
final class JavaEnums {
    private static final String IND = JavaLines.IND;
    private static final String IND2 = IND + IND;

    private final JavaModels.Context ctx;

    JavaEnums(JavaModels.Context ctx) {
        this.ctx = ctx;
    }

    /** The constant name of each value its Java type can hold (in the spec's order, duplicates once). */
    static Map<JsonNode, String> constants(TypeDef.EnumType e) {
        NameScope scope = new NameScope(Set.of("VALUES"));
        Map<JsonNode, String> out = new LinkedHashMap<>();
        for (JsonNode v : e.values()) {
            if (!out.containsKey(v) && literal(v, e.base()) != null) {
                out.put(v, scope.claim(JavaNames.constant(v.asText())));
            }
        }
        return out;
    }

    /** A value as a literal of the enum's value type ({@code "a"}, {@code 1L}, {@code 1.5}), or null when it cannot be one. */
    static String literal(JsonNode v, TypeRef.Scalar base) {
        return switch (base) {
            case STRING -> v.isValueNode() && !v.isNull() ? JavaLiterals.string(v.asText()) : null;
            case INTEGER -> v.isIntegralNumber() && v.canConvertToLong() ? JavaLiterals.scalar(v) : null;
            default -> v.isNumber() && Double.isFinite(v.asDouble()) ? JavaLiterals.scalar(v) : null;
        };
    }

    JavaView.SourceFile file(TypeDef.EnumType e) {
        String name = e.name();
        JavaImports imports = ctx.packages().modelImports(Set.of(name, "Known"));
        String value = switch (e.base()) {
            case STRING -> imports.lang("String");
            case INTEGER -> "long";
            default -> "double";
        };
        Map<JsonNode, String> constants = constants(e);
        List<String> body = new ArrayList<>(JavaDocs.block("", docs(e), List.of()));
        body.add("public final class " + name + " {");
        constants.forEach((v, constant) -> {
            body.add(IND + "/** " + JavaDocs.code(v.asText()) + ". */");
            body.add(IND + "public static final " + name + " " + constant + " = new " + name + "(" + literal(v, e.base()) + ");");
            body.add("");
        });
        body.addAll(JavaLines.wrap(IND, "private static final " + imports.name("java.util.List") + "<" + name + "> VALUES = "
                + imports.name("java.util.List") + ".of(", List.copyOf(constants.values()), ",", ");"));
        body.addAll(List.of("", IND + "private final " + value + " value;", "", IND + "private " + name + "(" + value + " value) {",
                IND2 + "this.value = value;", IND + "}"));
        body.addAll(factory(name, value, e.base(), imports));
        body.addAll(accessors(value, imports));
        body.addAll(valueMethods(name, e.base(), imports));
        body.add("");
        body.addAll(JavaDocs.block(IND, List.of("The values this SDK knows, for " + JavaDocs.code("switch") + " statements."), List.of()));
        body.add(IND + "public enum Known {");
        List<String> names = List.copyOf(constants.values());
        List<JsonNode> values = List.copyOf(constants.keySet());
        for (int i = 0; i < names.size(); i++) {
            body.add(IND2 + "/** " + JavaDocs.code(values.get(i).asText()) + ". */");
            body.add(IND2 + names.get(i) + (i < names.size() - 1 ? "," : ""));
        }
        body.add(IND + "}");
        body.add("}");
        return new JavaView.SourceFile(JavaFiles.HEADER, ctx.packages().modelsPackage(), imports.lines(), body);
    }

    private static List<String> docs(TypeDef.EnumType e) {
        List<String> html = new ArrayList<>(JavaDocs.html(DocText.lines(e.docs())));
        if (!html.isEmpty()) {
            html.add("");
        }
        html.add((html.isEmpty() ? "" : "<p>") + "A value this SDK does not know is kept as it is: " + JavaDocs.code("known()")
                + " is empty for it.");
        if (e.deprecated()) {
            html.add("");
            html.add("<p>Deprecated by the API.");
        }
        return html;
    }

    private static List<String> factory(String name, String value, TypeRef.Scalar base, JavaImports imports) {
        String same = base == TypeRef.Scalar.STRING ? "candidate.value.equals(value)"
                : base == TypeRef.Scalar.INTEGER ? "candidate.value == value" : imports.lang("Double") + ".compare(candidate.value, value) == 0";
        String made = base == TypeRef.Scalar.STRING ? imports.name("java.util.Objects") + ".requireNonNull(value, \"value\")" : "value";
        List<String> out = new ArrayList<>();
        out.add("");
        out.addAll(JavaDocs.block(IND, List.of("The constant of a value, or a new instance for a value this SDK does not know."),
                List.of("@param value the value as the API writes it", "@return the instance")));
        String creator = imports.name("com.fasterxml.jackson.annotation.JsonCreator");
        out.add(IND + "@" + creator + "(mode = " + creator + ".Mode.DELEGATING)");
        out.add(IND + "public static " + name + " of(" + value + " value) {");
        out.add(IND2 + "for (" + name + " candidate : VALUES) {");
        out.add(IND2 + IND + "if (" + same + ") {");
        out.add(IND2 + IND2 + "return candidate;");
        out.add(IND2 + IND + "}");
        out.add(IND2 + "}");
        out.add(IND2 + "return new " + name + "(" + made + ");");
        out.add(IND + "}");
        return out;
    }

    private static List<String> accessors(String value, JavaImports imports) {
        String optional = imports.name("java.util.Optional");
        List<String> out = new ArrayList<>();
        out.add("");
        out.addAll(JavaDocs.block(IND, List.of("The value as the API writes it."), List.of("@return the value")));
        out.add(IND + "@" + imports.name("com.fasterxml.jackson.annotation.JsonValue"));
        out.addAll(List.of(IND + "public " + value + " value() {", IND2 + "return value;", IND + "}", ""));
        out.addAll(JavaDocs.block(IND, List.of("The value as a constant of " + JavaDocs.code("Known") + "."),
                List.of("@return the constant, or empty for a value this SDK does not know")));
        out.add(IND + "public " + optional + "<Known> known() {");
        out.add(IND2 + "int index = VALUES.indexOf(this);");
        out.add(IND2 + "return index < 0 ? " + optional + ".empty() : " + optional + ".of(Known.values()[index]);");
        out.add(IND + "}");
        return out;
    }

    private static List<String> valueMethods(String name, TypeRef.Scalar base, JavaImports imports) {
        String equal = base == TypeRef.Scalar.STRING ? "this.value.equals(that.value)"
                : base == TypeRef.Scalar.INTEGER ? "this.value == that.value" : imports.lang("Double") + ".compare(this.value, that.value) == 0";
        String hash = base == TypeRef.Scalar.STRING ? "this.value.hashCode()"
                : imports.lang(base == TypeRef.Scalar.INTEGER ? "Long" : "Double") + ".hashCode(this.value)";
        List<String> out = new ArrayList<>();
        out.addAll(JavaValues.override("boolean equals(" + imports.lang("Object") + " other)", imports));
        out.add(IND2 + "return this == other || other instanceof " + name + " that && " + equal + ";");
        out.add(IND + "}");
        out.addAll(JavaValues.override("int hashCode()", imports));
        out.add(IND2 + "return " + hash + ";");
        out.add(IND + "}");
        out.addAll(JavaValues.override(imports.lang("String") + " toString()", imports));
        out.add(IND2 + "return " + imports.lang("String") + ".valueOf(this.value);");
        out.add(IND + "}");
        return out;
    }
}
