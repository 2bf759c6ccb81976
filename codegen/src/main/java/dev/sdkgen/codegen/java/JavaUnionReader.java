package dev.sdkgen.codegen.java;

import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Jackson deserializer nested in a union class. A discriminated union switches on the discriminator's
 * value ({@code default}: kept as JSON). Any other tests each variant against the JSON value's shape, most
 * specific first — literals by their exact value, objects by their required properties and constant
 * properties (those with more to match first), then strings, numbers, booleans, arrays and maps by kind; a
 * variant that takes anything comes last; what nothing fits is kept as JSON.
 */
final class JavaUnionReader {
    private static final String IND = JavaLines.IND;
    private static final String IND2 = IND + IND;
    private static final String IND3 = IND2 + IND;

    private final JavaModels.Context ctx;

    JavaUnionReader(JavaModels.Context ctx) {
        this.ctx = ctx;
    }

    /** A variant's test ({@code null}: it takes any value) and how specific the test is (lower: tried first). */
    private record Check(JavaUnions.Variant variant, String condition, int rank) {
    }

    List<String> deserializer(String name, List<JavaUnions.Variant> variants, TypeDef.Discriminator d, JavaImports imports) {
        String node = imports.name("com.fasterxml.jackson.databind.JsonNode");
        List<String> out = new ArrayList<>(JavaDocs.block(IND, List.of("Reads whichever variant a JSON value is."), List.of()));
        out.add(IND + "static final class Deserializer extends " + imports.name("com.fasterxml.jackson.databind.deser.std.StdDeserializer")
                + "<" + name + "> {");
        out.add(IND2 + "private static final long serialVersionUID = 1L;");
        out.addAll(List.of("", IND2 + "Deserializer() {", IND3 + "super(" + name + ".class);", IND2 + "}", ""));
        out.add(IND2 + "@" + imports.lang("Override"));
        out.add(IND2 + "public " + name + " deserialize(" + imports.name("com.fasterxml.jackson.core.JsonParser") + " parser, "
                + imports.name("com.fasterxml.jackson.databind.DeserializationContext") + " context) throws "
                + imports.name("java.io.IOException") + " {");
        out.add(IND3 + node + " node = context.readTree(parser);");
        List<String> cases = discriminated(name, variants, d, imports);
        boolean usesHas = false;
        if (!cases.isEmpty()) {
            out.addAll(cases);
        } else {
            List<Check> checks = checks(variants);
            String fallback = "new " + name + "(-1, node)";
            for (Check c : checks) {
                String made = "new " + name + "(" + c.variant().index() + ", " + read(c.variant(), imports) + ")";
                if (c.condition() == null) {
                    fallback = made;
                    break;
                }
                usesHas |= c.condition().contains("has(node");
                out.add(IND3 + "if (" + c.condition() + ") {");
                out.add(IND3 + IND + "return " + made + ";");
                out.add(IND3 + "}");
            }
            out.add(IND3 + "return " + fallback + ";");
        }
        out.add(IND2 + "}");
        if (usesHas) {
            out.addAll(hasHelper(node, imports));
        }
        out.add(IND + "}");
        return out;
    }

    /**
     * {@code return switch (discriminator) {...};}, or nothing when the union has no usable discriminator. A variant
     * whose discriminator property is a constant is selected by that constant (an implicit mapping names schemas,
     * while APIs send the constant); otherwise by the mapping's values.
     */
    private List<String> discriminated(String name, List<JavaUnions.Variant> variants, TypeDef.Discriminator d, JavaImports imports) {
        List<String> cases = new ArrayList<>();
        if (d == null) {
            return cases;
        }
        Map<String, JavaUnions.Variant> labels = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : d.mapping().entrySet()) {
            for (JavaUnions.Variant v : variants) {
                if (v.type() instanceof TypeRef.Named n && n.name().equals(e.getValue())) {
                    String constant = constant(v, d.property());
                    labels.putIfAbsent(constant != null ? constant : e.getKey(), v);
                }
            }
        }
        for (JavaUnions.Variant v : variants) {
            String constant = constant(v, d.property());
            if (constant != null) {
                labels.putIfAbsent(constant, v);
            }
        }
        labels.forEach((label, v) -> cases.add(IND3 + IND + "case " + JavaLiterals.string(label) + " -> new " + name + "("
                + v.index() + ", " + read(v, imports) + ");"));
        if (cases.isEmpty()) {
            return cases;
        }
        List<String> out = new ArrayList<>();
        out.add(IND3 + "return switch (node.path(" + JavaLiterals.string(d.property()) + ").asText()) {");
        out.addAll(cases);
        out.add(IND3 + IND + "default -> new " + name + "(-1, node);");
        out.add(IND3 + "};");
        return out;
    }

    /** The string constant a variant's property holds ({@code const: task.created}), or null. */
    private String constant(JavaUnions.Variant v, String property) {
        if (ctx.types().definition(v.type()) instanceof TypeDef.ObjectType o) {
            for (TypeDef.Property p : o.properties()) {
                if (p.name().equals(property) && TypeRef.nonNull(ctx.types().resolve(p.type())) instanceof TypeRef.Literal l
                        && l.value().isTextual()) {
                    return l.value().textValue();
                }
            }
        }
        return null;
    }

    /** {@code context.readTreeAsValue(node, X.class)}, with a {@code TypeReference} for a generic type. */
    private String read(JavaUnions.Variant v, JavaImports imports) {
        if (TypeRef.nonNull(v.type()) instanceof TypeRef.Unknown) {
            return "node";
        }
        if (ctx.types().generic(v.type())) {
            return "context.readTreeAsValue(node, context.getTypeFactory().constructType(new "
                    + imports.name("com.fasterxml.jackson.core.type.TypeReference") + "<" + v.javaType() + ">() { }))";
        }
        return "context.readTreeAsValue(node, " + v.javaType() + ".class)";
    }

    private List<Check> checks(List<JavaUnions.Variant> variants) {
        List<Check> out = new ArrayList<>();
        for (JavaUnions.Variant v : variants) {
            out.add(check(v));
        }
        out.sort(Comparator.comparingInt(Check::rank));
        return out;
    }

    private Check check(JavaUnions.Variant v) {
        TypeRef t = v.type();
        if (t instanceof TypeRef.Literal l) {
            return new Check(v, literalCondition(l), 0);
        }
        if (ctx.types().definition(t) instanceof TypeDef.ObjectType o) {
            List<String> required = new ArrayList<>();
            StringBuilder constants = new StringBuilder();
            for (TypeDef.Property p : o.properties()) {
                if (p.required()) {
                    required.add(JavaLiterals.string(p.name()));
                    if (ctx.types().resolve(p.type()) instanceof TypeRef.Literal l && l.value().isTextual()) {
                        constants.append(" && ").append(JavaLiterals.string(l.value().textValue())).append(".equals(node.path(")
                                .append(JavaLiterals.string(p.name())).append(").textValue())");
                    }
                }
            }
            String has = required.isEmpty() ? "" : " && has(node, " + String.join(", ", required) + ")";
            return new Check(v, "node.isObject()" + has + constants, 100 - Math.min(99, required.size()));
        }
        String condition = switch (ctx.types().kind(t)) {
            case TEXT -> "node.isTextual()";
            case INTEGRAL -> "node.isIntegralNumber()";
            case NUMBER -> "node.isNumber()";
            case BOOLEAN -> "node.isBoolean()";
            case ARRAY -> "node.isArray()";
            case OBJECT -> "node.isObject()";
            case ANY -> null;
        };
        return new Check(v, condition, condition == null ? 1000 : 200);
    }

    private static String literalCondition(TypeRef.Literal l) {
        if (TypeRef.isNull(l)) {
            return "node.isNull()";
        }
        if (l.value().isTextual()) {
            return "node.isTextual() && " + JavaLiterals.string(l.value().textValue()) + ".equals(node.textValue())";
        }
        if (l.value().isIntegralNumber()) {
            return "node.isIntegralNumber() && node.asLong() == " + JavaLiterals.scalar(l.value());
        }
        if (l.value().isNumber()) {
            return "node.isNumber() && node.asDouble() == " + JavaLiterals.scalar(l.value());
        }
        return "node.isBoolean() && node.asBoolean() == " + l.value().asBoolean();
    }

    private static List<String> hasHelper(String node, JavaImports imports) {
        return List.of("", IND2 + "private static boolean has(" + node + " node, " + imports.lang("String") + "... names) {",
                IND3 + "for (" + imports.lang("String") + " name : names) {", IND3 + IND + "if (!node.has(name)) {",
                IND3 + IND2 + "return false;", IND3 + IND + "}", IND3 + "}", IND3 + "return true;", IND2 + "}");
    }
}
