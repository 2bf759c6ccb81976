package dev.sdkgen.gateway;

import dev.sdkgen.engine.config.ConfigResult;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.Severity;
import java.util.List;
import java.util.Optional;

/**
 * The SDK targets of a read config, or the config-level error (SDKGEN001–004) that prevents
 * reading them. Spec problems (SDKGEN1xx/2xx) do not block: the builds report them.
 */
final class ConfigTargets {

    private ConfigTargets() {
    }

    /** The first config-level error, if any. */
    static Optional<Diagnostic> configError(ConfigResult result) {
        Optional<Diagnostic> error = result.diagnostics().stream()
                .filter(d -> d.severity() == Severity.ERROR && d.code().name().startsWith("SDKGEN00"))
                .findFirst();
        if (error.isPresent() || (result.config() != null && result.config().targets() != null
                && !result.config().targets().isEmpty())) {
            return error;
        }
        return result.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).findFirst();
    }

    /** The target ids, or empty when the config's targets cannot be used. */
    static Optional<List<String>> targets(ConfigResult result) {
        if (configError(result).isPresent() || result.config() == null || result.config().targets() == null
                || result.config().targets().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(result.config().targets().stream().map(Target::id).distinct().toList());
    }

    /** A diagnostic block as one line for a JSON error message. */
    static String oneLine(Diagnostic d) {
        return d.render().replace("\n  ", "; ");
    }
}
