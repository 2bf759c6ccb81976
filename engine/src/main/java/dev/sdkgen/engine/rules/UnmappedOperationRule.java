package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.spec.Spec;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * SDKGEN303 (info): an operation of the spec that no resource maps, so the SDK will not have it.
 * Operations marked {@code x-sdkgen-ignore} are left out on purpose and are not listed, nor are protocol
 * upgrades (SDKGEN306 names each of them).
 */
public final class UnmappedOperationRule implements Rule {
    @Override
    public DiagnosticCode code() {
        return DiagnosticCode.SDKGEN303;
    }

    @Override
    public void check(RuleContext context, List<Diagnostic> out) {
        if (context.spec() == null || context.config().root() == null) {
            return;
        }
        Set<String> mapped = new HashSet<>();
        for (RuleContext.Mapped m : context.mappings()) {
            if (m.method().httpMethod() != null) {
                mapped.add(m.method().operation());
            }
        }
        for (Spec.Operation op : context.spec().operations()) {
            if (!mapped.contains(op.key()) && op.generated()) {
                Diagnostic.Builder d = Diagnostic.of(DiagnosticCode.SDKGEN303).detail("Operation", op.key());
                if (op.operationId() != null) {
                    d.detail("Operation ID", op.operationId());
                }
                out.add(d.at(context.spec().locate(op.pointer())).build());
            }
        }
    }
}
