package dev.sdkgen.engine.lang;

import dev.sdkgen.engine.config.Target;
import java.util.Optional;
import java.util.Set;

/**
 * What sdkgen knows about one target language, in one place: its reserved words and the rules of its
 * package identity ({@code packages.<language>} in sdkgen.yaml, and its default). The config checks and
 * the language's emitter both read it. One implementation per target.
 */
public interface LanguageFacts {
    Target target();

    /** Words that cannot be identifiers (case-sensitive). */
    Set<String> reservedWords();

    /** The package identity when sdkgen.yaml gives none (docs/product.md §1). */
    String defaultPackage(String sdkName);

    /** Why a configured package identity is unusable ({@code 'x' is not ...}), or empty when it is fine. */
    Optional<String> packageProblem(String value);

    /** The facts of a target. */
    static LanguageFacts of(Target target) {
        return switch (target) {
            case TYPESCRIPT -> TypeScriptFacts.INSTANCE;
            case PYTHON -> PythonFacts.INSTANCE;
            case GO -> GoFacts.INSTANCE;
            case JAVA -> JavaFacts.INSTANCE;
        };
    }
}
