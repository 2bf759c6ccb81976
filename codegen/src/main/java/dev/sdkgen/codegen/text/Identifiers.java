package dev.sdkgen.codegen.text;

import java.util.function.IntPredicate;

/** Identifier rules shared by the languages' naming classes (each passes its own character sets). */
public final class Identifiers {
    private Identifiers() {
    }

    /**
     * Whether {@code s} is an ASCII identifier: a letter, {@code _} or a character {@code extra} allows,
     * then also digits.
     */
    public static boolean isAscii(String s, IntPredicate extra) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean ok = c == '_' || extra.test(c) || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9';
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** A member or local name in a camelCase language: the config name's words, then only the characters kept. */
    public static String camel(String name, IntPredicate keep) {
        return sanitize(dev.sdkgen.engine.naming.Words.camel(name), keep);
    }

    /** A class name in a PascalCase language: the config name's words, then only the characters kept. */
    public static String pascal(String name, IntPredicate keep) {
        return sanitize(dev.sdkgen.engine.naming.Words.pascal(name), keep);
    }

    /** Keeps the characters {@code keep} allows; empty becomes {@code value}; a leading digit gets {@code _}. */
    public static String sanitize(String name, IntPredicate keep) {
        StringBuilder sb = new StringBuilder();
        name.codePoints().filter(keep).forEach(sb::appendCodePoint);
        if (sb.length() == 0) {
            return "value";
        }
        if (Character.isDigit(sb.charAt(0))) {
            sb.insert(0, '_');
        }
        return sb.toString();
    }

    /** {@code name as local} entries of an import list ({@code name} alone when the local is the name). */
    public static java.util.List<String> aliased(java.util.Map<String, String> names) {
        java.util.List<String> out = new java.util.ArrayList<>();
        names.forEach((name, local) -> out.add(name.equals(local) ? name : name + " as " + local));
        return out;
    }
}
