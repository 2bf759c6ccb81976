package dev.sdkgen.engine.lang;

import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.naming.Words;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** Python: import package names; the keywords of Python 3.9. */
public final class PythonFacts implements LanguageFacts {
    static final PythonFacts INSTANCE = new PythonFacts();

    /** Python 3.9 keywords (soft keywords such as {@code match} are fine as names). */
    public static final Set<String> KEYWORDS = Set.of(
            "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def",
            "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
            "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield");

    private static final Pattern PACKAGE = Pattern.compile("^[a-z_][a-z0-9_]*$");

    private PythonFacts() {
    }

    @Override
    public Target target() {
        return Target.PYTHON;
    }

    @Override
    public Set<String> reservedWords() {
        return KEYWORDS;
    }

    /** snake_case(sdk.name), with {@code _} after a keyword. */
    @Override
    public String defaultPackage(String sdkName) {
        String name = Words.snake(sdkName);
        return KEYWORDS.contains(name) ? name + "_" : name;
    }

    @Override
    public Optional<String> packageProblem(String value) {
        return PACKAGE.matcher(value).matches() && !KEYWORDS.contains(value) ? Optional.empty()
                : Optional.of("'" + value + "' is not a Python package name such as acme_sdk");
    }
}
