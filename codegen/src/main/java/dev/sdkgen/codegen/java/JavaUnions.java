package dev.sdkgen.codegen.java;

import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A union ({@code oneOf}/{@code anyOf}) as a final class holding one variant: {@code ofX(value)} factories,
 * {@code isX()} and {@code x()} (an {@code Optional}) per variant, {@code value()} as sent. Reading, a
 * discriminated union switches on its property; any other tries the variants by the JSON's shape (a literal's
 * exact value, an object's required properties and constant fields, strings, numbers, arrays…). A value no
 * variant fits — an API newer than the SDK — is kept as a {@code JsonNode}, so nothing is lost on the way back.
 */
final class JavaUnions {
    private static final String IND = JavaLines.IND;

    /** The runtime core's interface every union implements, for {@code validate()}. */
    static final String UNION = "JsonUnion";

    private final JavaModels.Context ctx;

    JavaUnions(JavaModels.Context ctx) {
        this.ctx = ctx;
    }

    /** One variant: its index, type, member name and Java type in the file. */
    record Variant(int index, TypeRef type, String member, String javaType) {
        String cap() {
            return JavaNames.capitalized(member);
        }
    }

    /** A named union's file. */
    JavaView.SourceFile file(TypeDef.UnionType u) {
        JavaImports imports = ctx.packages().modelImports(Set.of(u.name(), "Deserializer"));
        List<String> docs = DocText.lines(u.docs()).isEmpty() && u.schemaName() != null
                ? List.of("The " + JavaDocs.code(u.schemaName()) + " schema.") : JavaDocs.html(DocText.lines(u.docs()));
        List<String> body = lines(u.name(), "", false, ctx.types().variants(u), u.discriminator(), docs, imports);
        return new JavaView.SourceFile(JavaFiles.HEADER, ctx.packages().modelsPackage(), imports.lines(), body);
    }

    /** The class of a property's inline union, nested in its model. */
    List<String> nested(JavaObjects.Field f, JavaImports imports) {
        TypeRef.Union union = ctx.types().inlineUnion(f.p().type());
        return lines(f.union(), IND, true, union.variants(), null,
                List.of("The value of " + JavaDocs.code(f.p().wire()) + "."), imports);
    }

    private List<String> lines(String name, String indent, boolean nested, List<TypeRef> types, TypeDef.Discriminator d,
            List<String> docs, JavaImports imports) {
        List<Variant> variants = variants(types, imports);
        List<String> html = new ArrayList<>(docs);
        if (!html.isEmpty()) {
            html.add("");
        }
        html.add((html.isEmpty() ? "" : "<p>") + "One of: " + String.join(", ", variants.stream().map(v -> JavaDocs.code(v.javaType())).toList())
                + ". A value of none of them is kept as a " + JavaDocs.code("JsonNode") + ".");
        List<String> body = new ArrayList<>(JavaDocs.block(indent, html, List.of()));
        body.add(indent + "@" + imports.name("com.fasterxml.jackson.databind.annotation.JsonDeserialize") + "(using = " + name
                + ".Deserializer.class)");
        body.add(indent + "public " + (nested ? "static " : "") + "final class " + name + " implements "
                + imports.name(ctx.packages().core(UNION)) + " {");
        List<String> members = new ArrayList<>(List.of(IND + "private final int variant;", IND + "private final "
                + imports.lang("Object") + " value;", "", IND + "private " + name + "(int variant, " + imports.lang("Object")
                + " value) {", IND + IND + "this.variant = variant;", IND + IND + "this.value = value;", IND + "}"));
        for (Variant v : variants) {
            String primitive = ctx.types().primitive(v.type());
            members.addAll(variantMethods(name, v, primitive != null ? primitive : v.javaType(), imports));
        }
        members.addAll(valueMethod(imports));
        members.addAll(JavaValues.methods(name, List.of("variant", "value"), null, imports));
        members.add("");
        members.addAll(new JavaUnionReader(ctx).deserializer(name, variants, d, imports));
        for (String line : members) {
            body.add(line.isEmpty() ? "" : indent + line);
        }
        body.add(indent + "}");
        return body;
    }

    private List<Variant> variants(List<TypeRef> types, JavaImports imports) {
        List<String> members = members(types, ctx.types());
        List<Variant> out = new ArrayList<>();
        for (int i = 0; i < types.size(); i++) {
            out.add(new Variant(i, types.get(i), members.get(i), ctx.types().print(types.get(i), imports, null)));
        }
        return out;
    }

    /** The member name of each variant ({@code taskCreatedEvent}, {@code string}, {@code stringList}), unique in the class. */
    static List<String> members(List<TypeRef> variants, JavaTypes types) {
        NameScope scope = new NameScope(JavaImports.union(JavaNames.OBJECT_METHODS, Set.of("value", "known")));
        return variants.stream().map(t -> scope.claim(JavaNames.camel(word(t, types)))).toList();
    }

    /** A variant's name as a word: its model's name, its scalar's, {@code XList}, {@code XMap}, {@code Json}. */
    private static String word(TypeRef t, JavaTypes types) {
        if (t instanceof TypeRef.Named n) {
            return JavaNames.pascal(n.name());
        }
        if (t instanceof TypeRef.ArrayOf a) {
            return word(a.items(), types) + "List";
        }
        if (t instanceof TypeRef.MapOf m) {
            return word(m.values(), types) + "Map";
        }
        if (t instanceof TypeRef.Primitive p && p.type() == TypeRef.Scalar.STRING && p.format() != null) {
            return p.isBinary() ? "File" : p.format().equals("date-time") ? "DateTime" : p.format().equals("date") ? "Date" : "String";
        }
        return switch (types.kind(t)) {
            case TEXT -> "String";
            case INTEGRAL -> "Integer";
            case NUMBER -> "Number";
            case BOOLEAN -> "Bool";
            default -> "Json";
        };
    }

    /** {@code ofX(value)}, {@code isX()} and {@code x()}; {@code parameter} is the factory's parameter type (a primitive when it can be). */
    private static List<String> variantMethods(String name, Variant v, String parameter, JavaImports imports) {
        String of = JavaDocs.code(v.javaType());
        String value = parameter.equals(v.javaType()) ? imports.name("java.util.Objects") + ".requireNonNull(value, \"value\")" : "value";
        List<String> out = new ArrayList<>();
        out.add("");
        out.addAll(JavaDocs.block(IND, List.of("A " + of + " value."), List.of("@param value the value", "@return the union holding it")));
        out.add(IND + "public static " + name + " of" + v.cap() + "(" + parameter + " value) {");
        out.add(IND + IND + "return new " + name + "(" + v.index() + ", " + value + ");");
        out.add(IND + "}");
        out.add("");
        out.addAll(JavaDocs.block(IND, List.of("Whether the value is the " + of + " variant."), List.of("@return true for that variant")));
        out.add(IND + "public boolean is" + v.cap() + "() {");
        out.add(IND + IND + "return variant == " + v.index() + ";");
        out.add(IND + "}");
        out.add("");
        out.addAll(JavaDocs.block(IND, List.of("The value as the " + of + " variant."),
                List.of("@return the value, or empty when it is another variant")));
        if (v.javaType().contains("<")) {
            out.add(IND + "@" + imports.lang("SuppressWarnings") + "(\"unchecked\")");
        }
        String optional = imports.name("java.util.Optional");
        out.add(IND + "public " + optional + "<" + v.javaType() + "> " + v.member() + "() {");
        out.add(IND + IND + "return variant == " + v.index() + " ? " + optional + ".of((" + v.javaType() + ") value) : " + optional
                + ".empty();");
        out.add(IND + "}");
        return out;
    }

    private static List<String> valueMethod(JavaImports imports) {
        List<String> out = new ArrayList<>();
        out.add("");
        out.addAll(JavaDocs.block(IND, List.of("The value as sent: the variant's value, or a " + JavaDocs.code("JsonNode")
                + " for a value of no known variant."), List.of("@return the value")));
        out.add(IND + "@" + imports.lang("Override"));
        out.add(IND + "@" + imports.name("com.fasterxml.jackson.annotation.JsonValue"));
        out.add(IND + "public " + imports.lang("Object") + " value() {");
        out.add(IND + IND + "return value;");
        out.add(IND + "}");
        out.add("");
        out.addAll(JavaDocs.block(IND, List.of("Whether the value is one of the variants above."),
                List.of("@return false for a value of no known variant, kept as a " + JavaDocs.code("JsonNode"))));
        out.add(IND + "@" + imports.lang("Override"));
        out.add(IND + "public boolean isKnown() {");
        out.add(IND + IND + "return variant >= 0;");
        out.add(IND + "}");
        return out;
    }
}
