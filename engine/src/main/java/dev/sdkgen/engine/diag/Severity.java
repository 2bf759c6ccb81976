package dev.sdkgen.engine.diag;

/** How bad a diagnostic is. A build fails on any {@link #ERROR}. */
public enum Severity {
    ERROR("Error"),
    WARNING("Warning"),
    INFO("Info");

    private final String label;

    Severity(String label) {
        this.label = label;
    }

    /** The word that starts a diagnostic block: {@code Error}, {@code Warning} or {@code Info}. */
    public String label() {
        return label;
    }
}
