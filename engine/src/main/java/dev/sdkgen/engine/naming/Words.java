package dev.sdkgen.engine.naming;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splitting names into words, and the casings built from them. One implementation for every
 * language, so a name converts the same way everywhere.
 */
public final class Words {
    private Words() {
    }

    /**
     * The split of docs/product.md §2: at every character that is not a letter or digit, and at each
     * lower-to-upper case change. {@code pet_owner}, {@code pet-owner}, {@code PetOwner} → [pet|Pet, owner|Owner].
     */
    public static List<String> split(String name) {
        return split(name, false);
    }

    /** Comparison operators that APIs append to a parameter name ({@code DateSent<}), and their words. */
    private static final String[][] OPERATORS = {{"<=", "lte"}, {">=", "gte"}, {"!=", "ne"}, {"==", "eq"},
        {"<", "lt"}, {">", "gt"}, {"=", "eq"}};

    /**
     * Like {@link #split(String)}, and when {@code acronyms} is set (the split of identifiers made from
     * config and wire names, not the contract's type-name rule) also before the last capital of a
     * run of capitals followed by a lower-case letter ({@code HTTPServer} → HTTP, Server) and between a
     * digit and a capital ({@code v2Beta} → v2, Beta; {@code CoreV1NamespacedPod} → Core, V1, Namespaced,
     * Pod), while a digit and the lower-case letters after it stay together ({@code v1beta1}); comparison
     * operators become words, so names that differ only by one stay apart ({@code DateSent<},
     * {@code DateSent>} → date, sent, lt / gt).
     */
    public static List<String> split(String name, boolean acronyms) {
        if (acronyms) {
            name = operatorWords(name);
        }
        List<String> words = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int n = name.length();
        for (int i = 0; i < n; ) {
            int cp = name.codePointAt(i);
            int len = Character.charCount(cp);
            if (!Character.isLetterOrDigit(cp)) {
                flush(words, current);
            } else {
                if (current.length() > 0) {
                    int prev = current.codePointBefore(current.length());
                    boolean lowerToUpper = Character.isLowerCase(prev) && Character.isUpperCase(cp);
                    boolean acronymEnd = acronyms && Character.isUpperCase(prev) && Character.isUpperCase(cp)
                            && i + len < n && Character.isLowerCase(name.codePointAt(i + len));
                    boolean digitToUpper = acronyms && Character.isDigit(prev) && Character.isUpperCase(cp);
                    if (lowerToUpper || acronymEnd || digitToUpper) {
                        flush(words, current);
                    }
                }
                current.appendCodePoint(cp);
            }
            i += len;
        }
        flush(words, current);
        return words;
    }

    private static String operatorWords(String name) {
        if (name.indexOf('<') < 0 && name.indexOf('>') < 0 && name.indexOf('=') < 0) {
            return name;
        }
        String out = name;
        for (String[] op : OPERATORS) {
            out = out.replace(op[0], "_" + op[1] + "_");
        }
        return out;
    }

    private static void flush(List<String> words, StringBuilder current) {
        if (current.length() > 0) {
            words.add(current.toString());
            current.setLength(0);
        }
    }

    /** First letter upper-cased, the rest as it is. */
    public static String capitalize(String word) {
        if (word.isEmpty()) {
            return word;
        }
        int first = word.codePointAt(0);
        return new StringBuilder().appendCodePoint(Character.toUpperCase(first))
                .append(word.substring(Character.charCount(first))).toString();
    }

    /** {@code billing_accounts} → {@code BillingAccounts}; words lower-cased then capitalised. */
    public static String pascal(String name) {
        StringBuilder sb = new StringBuilder();
        for (String w : split(name, true)) {
            sb.append(capitalize(w.toLowerCase(Locale.ROOT)));
        }
        return sb.toString();
    }

    /** {@code billing_accounts} → {@code billingAccounts}. */
    public static String camel(String name) {
        String pascal = pascal(name);
        if (pascal.isEmpty()) {
            return pascal;
        }
        int first = pascal.codePointAt(0);
        return new StringBuilder().appendCodePoint(Character.toLowerCase(first))
                .append(pascal.substring(Character.charCount(first))).toString();
    }

    /** {@code BillingAccounts} → {@code billing_accounts}. */
    public static String snake(String name) {
        return String.join("_", split(name, true)).toLowerCase(Locale.ROOT);
    }

    /** {@code acme-cloud} → {@code ACME_CLOUD}. */
    public static String upperSnake(String name) {
        return snake(name).toUpperCase(Locale.ROOT);
    }
}
