package dev.sdkgen.codegen.java;

import java.util.ArrayList;
import java.util.List;

/**
 * Value semantics of a generated class: {@code equals}, {@code hashCode} and {@code toString} over its fields
 * (always {@code this.field}, so that no field can be shadowed by the methods' own names), the way a record
 * would have them.
 */
final class JavaValues {
    private static final String IND = JavaLines.IND;

    private JavaValues() {
    }

    /**
     * @param fields the field names, in declaration order
     * @param extras the expression of the class's undeclared properties ({@code _additionalProperties()}), or null
     */
    static List<String> methods(String className, List<String> fields, String extras, JavaImports imports) {
        List<String> all = new ArrayList<>(fields);
        if (extras != null) {
            all.add(extras);
        }
        String objects = imports.name("java.util.Objects");
        List<String> equal = new ArrayList<>();
        equal.add("this == other || other instanceof " + className + " that");
        List<String> hashed = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            String f = all.get(i);
            equal.add(objects + ".equals(this." + f + ", that." + f + ")");
            hashed.add("this." + f);
            shown.add(JavaLiterals.string((i == 0 ? className + "[" : ", ") + f.replace("()", "") + "=") + " + this." + f);
        }
        shown.add(JavaLiterals.string(all.isEmpty() ? className + "[]" : "]"));
        List<String> out = new ArrayList<>();
        out.addAll(override("boolean equals(" + imports.lang("Object") + " other)", imports));
        out.addAll(JavaLines.wrap(IND + IND, "return ", equal, " &&", ";"));
        out.add(IND + "}");
        out.addAll(override("int hashCode()", imports));
        out.addAll(JavaLines.wrap(IND + IND, "return " + objects + ".hash(", hashed, ",", ");"));
        out.add(IND + "}");
        out.addAll(override(imports.lang("String") + " toString()", imports));
        out.addAll(JavaLines.wrap(IND + IND, "return ", shown, " +", ";"));
        out.add(IND + "}");
        return out;
    }

    /** A blank line, {@code @Override} and the method's first line. */
    static List<String> override(String signature, JavaImports imports) {
        return List.of("", IND + "@" + imports.lang("Override"), IND + "public " + signature + " {");
    }
}
