package dev.sdkgen.codegen.python;

import dev.sdkgen.engine.naming.Words;
import java.util.Set;

/**
 * Python naming convention: snake_case members, parameters and modules, PascalCase classes; keywords
 * and the runtime's member names get a trailing {@code _} (PEP 8's rule); names from the spec that are
 * not identifiers ({@code X-Request-Id}, {@code +1}) become identifiers.
 */
final class PyNames {
    private PyNames() {
    }

    /** Python 3.9 keywords (soft keywords such as {@code match} are fine as names). */
    static final Set<String> KEYWORDS = Set.of(
            "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def",
            "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
            "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield");

    /**
     * Names no resource or root method may take: the client's public attributes (docs/runtime.md) and
     * the builtins generated annotations use (a method called {@code str} would shadow {@code str} in
     * the annotations of the methods after it).
     */
    static final Set<String> CLIENT_MEMBERS = Set.of("base_url", "api_key", "max_retries", "timeout", "str", "int",
            "float", "bool", "bytes", "object");

    /** Names no resource method may take (the runtime's are private, starting with {@code _}). */
    static final Set<String> RESOURCE_MEMBERS = Set.of("str", "int", "float", "bool", "bytes", "object");

    /** Names a module may bind that generated code relies on: models and resource classes with these names are imported under another name. */
    static final Set<String> MODULE_NAMES = Set.of("Any", "Dict", "List", "Literal", "Mapping", "Optional", "TypedDict",
            "Union", "APIResource", "BaseClient", "ClientConfig", "Auth", "RetryPolicy", "Page", "PaginationSpec",
            "RequestOptions", "BinaryBody", "FileTypes", "with_headers");

    /** Members, parameters: {@code freezeAll} → {@code freeze_all}; keywords get {@code _}. */
    static String snake(String name) {
        String s = identifier(Words.snake(name));
        return KEYWORDS.contains(s) ? s + "_" : s;
    }

    /** Classes: {@code billing_accounts} → {@code BillingAccounts}. */
    static String pascal(String name) {
        String s = identifier(Words.pascal(name));
        return KEYWORDS.contains(s) ? s + "_" : s;
    }

    /** A model's Python name: the IR's type name, unless it is a keyword ({@code None}, {@code True}, {@code False}). */
    static String typeName(String irName) {
        return KEYWORDS.contains(irName) ? irName + "_" : irName;
    }

    /** An identifier Python accepts in class syntax and as a keyword argument (ASCII subset, no keyword). */
    static boolean isIdentifier(String s) {
        if (s.isEmpty() || KEYWORDS.contains(s)) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean ok = c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (i > 0 && c >= '0' && c <= '9');
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private static String identifier(String name) {
        StringBuilder sb = new StringBuilder();
        name.codePoints().filter(c -> Character.isLetterOrDigit(c) || c == '_').forEach(sb::appendCodePoint);
        if (sb.length() == 0) {
            return "value";
        }
        if (Character.isDigit(sb.charAt(0))) {
            sb.insert(0, '_');
        }
        return sb.toString();
    }
}
