package dev.sdkgen.engine.lang;

import dev.sdkgen.engine.config.Target;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** Go: module paths; Go's keywords and predeclared identifiers. */
public final class GoFacts implements LanguageFacts {
    static final GoFacts INSTANCE = new GoFacts();

    /** Go keywords. */
    public static final Set<String> KEYWORDS = Set.of("break", "case", "chan", "const", "continue", "default", "defer",
            "else", "fallthrough", "for", "func", "go", "goto", "if", "import", "interface", "map", "package", "range",
            "return", "select", "struct", "switch", "type", "var");

    /** Predeclared identifiers a declaration would shadow. */
    public static final Set<String> PREDECLARED = Set.of("any", "append", "bool", "byte", "cap", "clear", "close",
            "comparable", "complex", "complex128", "complex64", "copy", "delete", "error", "false", "float32", "float64",
            "imag", "int", "int16", "int32", "int64", "int8", "iota", "len", "make", "max", "min", "new", "nil", "panic",
            "print", "println", "real", "recover", "rune", "string", "true", "uint", "uint16", "uint32", "uint64",
            "uint8", "uintptr");

    private static final Pattern MODULE = Pattern.compile(
            "^[a-z0-9][a-z0-9._~-]*(?:/[A-Za-z0-9][A-Za-z0-9._~-]*)+$|^[a-z][a-z0-9_-]*$");

    private GoFacts() {
    }

    @Override
    public Target target() {
        return Target.GO;
    }

    @Override
    public Set<String> reservedWords() {
        return KEYWORDS;
    }

    /** {@code example.com/<sdk.name>-go}. */
    @Override
    public String defaultPackage(String sdkName) {
        return "example.com/" + sdkName + "-go";
    }

    @Override
    public Optional<String> packageProblem(String value) {
        return MODULE.matcher(value).matches() ? Optional.empty()
                : Optional.of("'" + value + "' is not a Go module path such as github.com/acme/acme-go");
    }
}
