package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.spec.Spec;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * SDKGEN306 (info): an operation whose only answer is {@code 101 Switching Protocols} (a WebSocket or another
 * protocol upgrade, {@link Spec.Operation#upgradeOnly}) is not generated: the SDKs make plain HTTP calls, which
 * would wait for a response that never comes. Mapped ones are reported at their mapping in sdkgen.yaml, the others
 * at the operation (which is then not listed as unmapped, SDKGEN303).
 */
public final class UpgradeOperationRule implements Rule {
    private static final String REASON = "its only response is 101 Switching Protocols (a protocol upgrade such as a "
            + "WebSocket); the SDKs make plain HTTP requests";

    @Override
    public DiagnosticCode code() {
        return DiagnosticCode.SDKGEN306;
    }

    @Override
    public void check(RuleContext context, List<Diagnostic> out) {
        if (context.spec() == null) {
            return;
        }
        Set<String> reported = new HashSet<>();
        for (RuleContext.Mapped m : context.mappings()) {
            if (m.method().httpMethod() == null) {
                continue;
            }
            Spec.Operation op = context.spec().operation(m.method().httpMethod(), m.method().path());
            if (op != null && !op.ignored() && op.upgradeOnly()) {
                reported.add(op.key());
                out.add(Diagnostic.of(DiagnosticCode.SDKGEN306).detail("Operation", op.key())
                        .detail("Resource", m.resource()).detail("Method", m.method().name()).detail("Reason", REASON)
                        .at(RuleContext.configLine(m.method().line())).build());
            }
        }
        if (context.config().root() == null) {
            return;
        }
        for (Spec.Operation op : context.spec().operations()) {
            if (!op.ignored() && op.upgradeOnly() && reported.add(op.key())) {
                out.add(Diagnostic.of(DiagnosticCode.SDKGEN306).detail("Operation", op.key()).detail("Reason", REASON)
                        .at(context.spec().locate(op.pointer())).build());
            }
        }
    }
}
