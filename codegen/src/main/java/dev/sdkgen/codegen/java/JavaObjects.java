package dev.sdkgen.codegen.java;

import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An object model (or a params class) as an immutable final class with a builder: private final fields,
 * accessors named after the properties ({@code name()}), {@code Opt<T>} for properties that may be absent or
 * null, {@code builder()} / {@code toBuilder()}, value equality, and a nested {@code Builder} whose setters take
 * plain values. Models read and write JSON through a private {@code @JsonCreator} constructor and annotated
 * fields; undeclared properties of an object with {@code additionalProperties} are kept in a map. Inline unions
 * of a property become classes nested in the model.
 */
final class JavaObjects {
    static final String IND = JavaLines.IND;

    private final JavaModels.Context ctx;

    JavaObjects(JavaModels.Context ctx) {
        this.ctx = ctx;
    }

    /**
     * What a class is made of.
     *
     * @param docs       the class's Javadoc HTML lines
     * @param additional the type of undeclared properties to keep, or null
     * @param json       whether the class is read and written as JSON (a model; params classes are not)
     * @param none       whether to declare {@code none()} (a params class whose parameters are all optional)
     */
    record Spec(String name, List<String> docs, List<JavaProperty> properties, TypeRef additional, boolean json,
            boolean none) {
    }

    /**
     * One property as printed in this file.
     *
     * @param type      its Java type ({@code String})
     * @param valueType what its accessor returns ({@code String} or {@code Opt<String>})
     * @param fieldType how the class and its builder store it ({@code JsonField<String>} in a model, else
     *                  {@code valueType})
     * @param literal   the builder's initial value of a constant property, as stored, or null
     */
    record Field(JavaProperty p, String type, String valueType, String fieldType, String union, String literal) {
    }

    /** The class's file. */
    JavaView.SourceFile file(Spec spec) {
        Map<String, String> unions = nestedUnions(spec);
        JavaImports imports = ctx.packages().modelImports(JavaImports.union(Set.of(spec.name(), "Builder"), Set.copyOf(unions.values())));
        List<Field> fields = fields(spec, unions, imports);
        JavaTolerant tolerant = new JavaTolerant(ctx);
        List<String> body = new ArrayList<>(JavaDocs.block("", spec.docs(), List.of()));
        body.addAll(classAnnotations(spec, fields, imports));
        String base = spec.json() ? " extends " + imports.name(ctx.packages().core(JavaTolerant.MODEL)) : "";
        body.add("public final class " + spec.name() + base + " {");
        body.addAll(tolerant.constants(spec, imports));
        body.addAll(declarations(spec, fields, imports));
        body.addAll(constructor(spec, fields, imports));
        body.addAll(factories(spec));
        for (Field f : fields) {
            body.addAll(spec.json() ? tolerant.accessors(f, imports) : accessor(f, imports));
        }
        if (spec.json()) {
            body.addAll(tolerant.additional(spec, imports));
            body.addAll(tolerant.checkFields(spec, fields, imports));
        }
        body.addAll(JavaValues.methods(spec.name(), fields.stream().map(f -> f.p().member()).toList(),
                spec.json() ? "_additionalProperties()" : null, imports));
        for (Field f : fields) {
            if (f.union() != null) {
                body.add("");
                body.addAll(new JavaUnions(ctx).nested(f, imports));
            }
        }
        body.add("");
        body.addAll(new JavaBuilders(ctx).builder(spec, fields, imports));
        body.add("}");
        return new JavaView.SourceFile(JavaFiles.HEADER, ctx.packages().modelsPackage(), imports.lines(), body);
    }

    /**
     * A nested class name for each property holding an inline union ({@code Score} for {@code score}): never a
     * model's name or a name generated files use (it would hide them inside the class), nor the class's own.
     */
    private Map<String, String> nestedUnions(Spec spec) {
        return nestedUnions(spec.name(), spec.properties(), ctx.types(), ctx.packages().models());
    }

    /** The nested union class of each property (by member name) of a class; {@code models}: every model's name. */
    static Map<String, String> nestedUnions(String className, List<JavaProperty> properties, JavaTypes types, Set<String> models) {
        NameScope scope = new NameScope(Set.of(className));
        Map<String, String> out = new LinkedHashMap<>();
        for (JavaProperty p : properties) {
            if (types.inlineUnion(p.type()) != null) {
                String base = JavaNames.capitalized(p.member());
                String name = base;
                for (int n = 2; scope.isTaken(name) || models.contains(name) || JavaNames.FILE_NAMES.contains(name); n++) {
                    name = base + n;
                }
                scope.reserve(name);
                out.put(p.member(), name);
            }
        }
        return out;
    }

    private List<Field> fields(Spec spec, Map<String, String> unions, JavaImports imports) {
        List<Field> out = new ArrayList<>();
        for (JavaProperty p : spec.properties()) {
            String union = unions.get(p.member());
            String type = ctx.types().print(p.type(), imports, union);
            String valueType = p.optional() ? imports.name(ctx.packages().core("Opt")) + "<" + type + ">" : type;
            String holder = spec.json() ? JavaTolerant.FIELD : p.optional() ? "Opt" : null;
            String fieldType = spec.json() ? imports.name(ctx.packages().core(JavaTolerant.FIELD)) + "<" + type + ">" : valueType;
            String literal = null;
            if (p.required() && TypeRef.nonNull(ctx.types().resolve(p.type())) instanceof TypeRef.Literal l) {
                literal = TypeRef.isNull(l) ? imports.name(ctx.packages().core(JavaTypes.NULL_TYPE)) + ".INSTANCE"
                        : JavaLiterals.scalar(l.value());
                literal = holder != null ? imports.name(ctx.packages().core(holder)) + ".of(" + literal + ")" : literal;
            }
            out.add(new Field(p, type, valueType, fieldType, union, literal));
        }
        return out;
    }

    /**
     * Jackson would take an accessor called {@code getX()} or {@code isX()} for a bean property of its own; a model
     * with such an accessor switches that detection off (its properties are its annotated fields).
     */
    private static List<String> classAnnotations(Spec spec, List<Field> fields, JavaImports imports) {
        boolean beanLike = fields.stream().anyMatch(f -> f.p().member().matches("(get|is)[A-Z0-9_].*"));
        if (!spec.json() || !beanLike) {
            return List.of();
        }
        String auto = imports.name("com.fasterxml.jackson.annotation.JsonAutoDetect");
        return List.of("@" + auto + "(getterVisibility = " + auto + ".Visibility.NONE, isGetterVisibility = " + auto
                + ".Visibility.NONE)");
    }

    private List<String> declarations(Spec spec, List<Field> fields, JavaImports imports) {
        List<String> out = new ArrayList<>();
        for (Field f : fields) {
            if (spec.json()) {
                out.add(IND + "@" + imports.name(JavaModels.JSON_PROPERTY) + "(" + JavaLiterals.string(f.p().wire()) + ")");
                if (f.p().optional() || spec.json()) {
                    String include = imports.name("com.fasterxml.jackson.annotation.JsonInclude");
                    out.add(IND + "@" + include + "(" + include + ".Include.NON_EMPTY)");
                }
            }
            out.add(IND + "private final " + f.fieldType() + " " + f.p().member() + ";");
            if (spec.json()) {
                out.add("");
            }
        }
        if (!out.isEmpty() && !out.get(out.size() - 1).isEmpty()) {
            out.add("");
        }
        return out;
    }

    /** {@code Map<String, V>} of the undeclared properties. */
    String extrasType(Spec spec, JavaImports imports) {
        return imports.name("java.util.Map") + "<" + imports.lang("String") + ", " + ctx.types().print(spec.additional(), imports, null) + ">";
    }

    private List<String> constructor(Spec spec, List<Field> fields, JavaImports imports) {
        List<String> params = new ArrayList<>();
        for (Field f : fields) {
            String annotation = spec.json() ? "@" + imports.name(JavaModels.JSON_PROPERTY) + "(" + JavaLiterals.string(f.p().wire()) + ") " : "";
            params.add(annotation + f.fieldType() + " " + f.p().member());
        }
        List<String> out = new ArrayList<>();
        if (spec.json()) {
            out.add(IND + "@" + imports.name("com.fasterxml.jackson.annotation.JsonCreator"));
        }
        out.addAll(JavaLines.wrap(IND, "private " + spec.name() + "(", params, ",", ") {"));
        for (Field f : fields) {
            out.add(IND + IND + "this." + f.p().member() + " = " + f.p().member() + ";");
        }
        out.add(IND + "}");
        return out;
    }

    private static List<String> factories(Spec spec) {
        List<String> out = new ArrayList<>();
        out.add("");
        out.addAll(JavaDocs.block(IND, List.of("A builder for " + JavaDocs.code(spec.name()) + " values."),
                List.of("@return a new builder")));
        out.addAll(List.of(IND + "public static Builder builder() {", IND + IND + "return new Builder();", IND + "}", ""));
        out.addAll(JavaDocs.block(IND, List.of("A builder holding this value's properties, to make a changed copy."),
                List.of("@return a new builder")));
        out.addAll(List.of(IND + "public Builder toBuilder() {", IND + IND + "return new Builder(this);", IND + "}"));
        if (spec.none()) {
            out.add("");
            out.addAll(JavaDocs.block(IND, List.of("No parameters: every one is left out."),
                    List.of("@return the empty parameters")));
            out.addAll(List.of(IND + "public static " + spec.name() + " none() {", IND + IND + "return builder().build();", IND + "}"));
        }
        return out;
    }

    private static List<String> accessor(Field f, JavaImports imports) {
        JavaProperty p = f.p();
        String returns = p.optional() ? "@return the value, or absent (not set) or null (explicitly null): see " + JavaDocs.code("Opt")
                : "@return the value";
        List<String> out = new ArrayList<>(JavaDocs.member(IND, JavaDocs.htmlOr(p.docs(), "The " + JavaDocs.code(p.wire()) + " property."),
                List.of(returns), p.deprecated() ? "property" : null, imports));
        out.add(IND + "public " + f.valueType() + " " + p.member() + "() {");
        out.add(IND + IND + "return " + p.member() + ";");
        out.add(IND + "}");
        return out;
    }
}
