package dev.sdkgen.engine.lang;

import dev.sdkgen.engine.config.Target;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** TypeScript: npm package names; ECMAScript/TypeScript reserved words. */
public final class TypeScriptFacts implements LanguageFacts {
    static final TypeScriptFacts INSTANCE = new TypeScriptFacts();

    /**
     * ECMAScript reserved words, strict-mode restrictions, and globals a declaration must not shadow
     * ({@code undefined}, {@code NaN}, {@code Infinity}, {@code arguments}, {@code eval}).
     */
    public static final Set<String> RESERVED_WORDS = Set.of(
            "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
            "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof",
            "new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void",
            "while", "with", "yield", "let", "static", "implements", "interface", "package", "private", "protected",
            "public", "await", "arguments", "eval", "undefined", "NaN", "Infinity");

    private static final Pattern NPM_NAME = Pattern.compile("^(?:@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$");

    private TypeScriptFacts() {
    }

    @Override
    public Target target() {
        return Target.TYPESCRIPT;
    }

    @Override
    public Set<String> reservedWords() {
        return RESERVED_WORDS;
    }

    /** {@code sdk.name}, lower-cased, {@code _} as {@code -}. */
    @Override
    public String defaultPackage(String sdkName) {
        return sdkName.toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Override
    public Optional<String> packageProblem(String value) {
        return NPM_NAME.matcher(value).matches() ? Optional.empty()
                : Optional.of("'" + value + "' is not an npm package name such as @acme/sdk");
    }
}
