package dev.sdkgen.engine.rules;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.spec.Spec;
import java.util.Iterator;
import java.util.List;

/**
 * SDKGEN305 (warning): {@code x-sdkgen-ignore} that is not a boolean, or {@code x-sdkgen-retries}
 * that is not {@code {enabled: true|false}}; the extension is then not applied.
 */
public final class ExtensionValueRule implements Rule {
    @Override
    public DiagnosticCode code() {
        return DiagnosticCode.SDKGEN305;
    }

    @Override
    public void check(RuleContext context, List<Diagnostic> out) {
        if (context.spec() == null) {
            return;
        }
        for (Spec.Operation op : context.spec().operations()) {
            JsonNode ignore = op.node().get("x-sdkgen-ignore");
            if (ignore != null && !ignore.isBoolean()) {
                out.add(warning(context, op, "x-sdkgen-ignore", "expected true or false, found " + ignore));
            }
            JsonNode retries = op.node().get("x-sdkgen-retries");
            if (retries != null && !validRetries(retries)) {
                out.add(warning(context, op, "x-sdkgen-retries", "expected {enabled: true|false}, found " + retries));
            }
        }
    }

    private static boolean validRetries(JsonNode r) {
        if (!r.isObject() || !r.path("enabled").isBoolean()) {
            return false;
        }
        for (Iterator<String> it = r.fieldNames(); it.hasNext();) {
            if (!it.next().equals("enabled")) {
                return false;
            }
        }
        return true;
    }

    private static Diagnostic warning(RuleContext context, Spec.Operation op, String extension, String reason) {
        return Diagnostic.of(DiagnosticCode.SDKGEN305).detail("Extension", extension).detail("Operation", op.key())
                .detail("Reason", reason).at(context.spec().locate(op.pointer() + "/" + extension)).build();
    }
}
