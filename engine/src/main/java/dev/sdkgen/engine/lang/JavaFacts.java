package dev.sdkgen.engine.lang;

import dev.sdkgen.engine.config.Target;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** Java: package names; Java 17's keywords and literals, contextual ones included. */
public final class JavaFacts implements LanguageFacts {
    static final JavaFacts INSTANCE = new JavaFacts();

    /** Reserved keywords, the literals {@code true}, {@code false}, {@code null}, and contextual keywords. */
    public static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short",
            "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
            "void", "volatile", "while", "true", "false", "null", "var", "record", "yield", "sealed", "permits");

    private static final Pattern PACKAGE = Pattern.compile("^[a-z][a-z0-9_]*(?:\\.[a-z][a-z0-9_]*)*$");

    private JavaFacts() {
    }

    @Override
    public Target target() {
        return Target.JAVA;
    }

    @Override
    public Set<String> reservedWords() {
        return KEYWORDS;
    }

    /** {@code com.<sdk.name>}, lower-cased, letters, digits and {@code _} only ({@code _} after a keyword). */
    @Override
    public String defaultPackage(String sdkName) {
        String segment = sdkName.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "");
        return "com." + (KEYWORDS.contains(segment) ? segment + "_" : segment);
    }

    @Override
    public Optional<String> packageProblem(String value) {
        boolean ok = PACKAGE.matcher(value).matches() && Arrays.stream(value.split("\\.")).noneMatch(KEYWORDS::contains);
        return ok ? Optional.empty() : Optional.of("'" + value + "' is not a Java package name such as com.acme.sdk");
    }
}
