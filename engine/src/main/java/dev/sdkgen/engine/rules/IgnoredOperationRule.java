package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.spec.Spec;
import java.util.List;

/** SDKGEN302 (info): a mapped operation carries {@code x-sdkgen-ignore: true} and is not generated. */
public final class IgnoredOperationRule implements Rule {
    @Override
    public DiagnosticCode code() {
        return DiagnosticCode.SDKGEN302;
    }

    @Override
    public void check(RuleContext context, List<Diagnostic> out) {
        if (context.spec() == null) {
            return;
        }
        for (RuleContext.Mapped m : context.mappings()) {
            if (m.method().httpMethod() == null) {
                continue;
            }
            Spec.Operation op = context.spec().operation(m.method().httpMethod(), m.method().path());
            if (op != null && op.ignored()) {
                out.add(Diagnostic.of(DiagnosticCode.SDKGEN302).detail("Operation", op.key())
                        .detail("Resource", m.resource()).detail("Method", m.method().name())
                        .detail("Reason", "the operation has x-sdkgen-ignore: true")
                        .at(RuleContext.configLine(m.method().line())).build());
            }
        }
    }
}
