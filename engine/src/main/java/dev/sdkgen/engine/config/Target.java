package dev.sdkgen.engine.config;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** The four SDK languages, in the contract's order. */
public enum Target {
    TYPESCRIPT,
    PYTHON,
    GO,
    JAVA;

    /** The name used in sdkgen.yaml and on the command line: {@code typescript}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Target> byId(String id) {
        return Arrays.stream(values()).filter(t -> t.id().equals(id)).findFirst();
    }

    /** {@code typescript, python, go, java} */
    public static String validList() {
        return Arrays.stream(values()).map(Target::id).collect(Collectors.joining(", "));
    }
}
