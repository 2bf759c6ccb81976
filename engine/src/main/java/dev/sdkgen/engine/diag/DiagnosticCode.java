package dev.sdkgen.engine.diag;

import java.util.List;

/**
 * Every diagnostic sdkgen can report: code, title, severity and the detail labels that must come
 * first, in this order (docs/product.md §2). The label {@code Line} is filled from the diagnostic's location.
 */
public enum DiagnosticCode {
    SDKGEN001("Config file not found", Severity.ERROR, "Path"),
    SDKGEN002("Invalid config syntax", Severity.ERROR, "Line", "Key"),
    SDKGEN003("Missing required field", Severity.ERROR, "Field"),
    SDKGEN004("Invalid target language", Severity.ERROR, "Target", "Valid targets"),
    SDKGEN101("Spec file not found", Severity.ERROR, "Path"),
    SDKGEN102("Invalid OpenAPI version", Severity.ERROR, "Found", "Supported"),
    SDKGEN103("Invalid spec syntax", Severity.ERROR, "Line"),
    SDKGEN104("Unresolved reference", Severity.ERROR, "Reference", "Location"),
    SDKGEN105("Circular reference", Severity.ERROR, "Path"),
    SDKGEN201("Operation not found", Severity.ERROR, "Resource", "Method", "Operation"),
    SDKGEN202("Schema not found", Severity.ERROR, "Resource", "Model"),
    SDKGEN203("Naming conflict", Severity.ERROR, "Name", "Schemas"),
    SDKGEN204("Invalid method mapping", Severity.ERROR, "Method", "Expected format"),
    SDKGEN301("Pagination configuration mismatch", Severity.WARNING, "Operation", "Missing"),
    SDKGEN302("Operation ignored", Severity.INFO, "Operation", "Resource", "Method"),
    SDKGEN303("Operation not mapped", Severity.INFO, "Operation"),
    SDKGEN304("Spec structure warning", Severity.WARNING, "Message"),
    SDKGEN305("Invalid extension value", Severity.WARNING, "Extension", "Operation"),
    SDKGEN306("Protocol upgrade not supported", Severity.INFO, "Operation"),
    SDKGEN307("Schema value mismatch", Severity.WARNING, "Location", "Problem"),
    SDKGEN308("Unknown licence", Severity.WARNING, "License", "Known"),
    SDKGEN309("Breaking change without a major version", Severity.WARNING, "Target", "Version", "Previous version"),
    SDKGEN900("Internal error", Severity.ERROR, "Message");

    private final String title;
    private final Severity severity;
    private final List<String> labels;

    DiagnosticCode(String title, Severity severity, String... labels) {
        this.title = title;
        this.severity = severity;
        this.labels = List.of(labels);
    }

    public String title() {
        return title;
    }

    public Severity severity() {
        return severity;
    }

    /** The detail labels that open every block of this code, in order. */
    public List<String> labels() {
        return labels;
    }

    public boolean hasLineLabel() {
        return labels.contains("Line");
    }
}
