package dev.sdkgen.engine.config;

import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.Severity;
import java.util.List;

/**
 * The outcome of reading {@code sdkgen.yaml}: the config as far as it could be read (null when the
 * file is missing or not YAML) and every problem found.
 */
public record ConfigResult(SdkgenConfig config, List<Diagnostic> diagnostics) {
    public ConfigResult {
        diagnostics = List.copyOf(diagnostics);
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }
}
