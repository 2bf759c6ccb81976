package dev.sdkgen.engine.naming;

/**
 * The type-name rule of docs/product.md §2, the same in every language: split the schema name into words
 * ({@link Words#split(String)}), capitalise each word, join them; a name that would start with a
 * digit (or be empty) is prefixed with {@code T}. Two schemas with the same type name are SDKGEN203.
 */
public final class TypeNames {
    private TypeNames() {
    }

    public static String of(String schemaName) {
        StringBuilder sb = new StringBuilder();
        for (String w : Words.split(schemaName)) {
            sb.append(Words.capitalize(w));
        }
        if (sb.length() == 0 || Character.isDigit(sb.codePointAt(0))) {
            sb.insert(0, 'T');
        }
        return sb.toString();
    }
}
