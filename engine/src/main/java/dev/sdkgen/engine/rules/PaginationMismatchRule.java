package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.build.PaginationReader;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.spec.Spec;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * SDKGEN301 (warning): {@code x-sdkgen-pagination} of a mapped operation does not fit its response
 * or parameters; the method is generated without auto-pagination. One block per missing field.
 */
public final class PaginationMismatchRule implements Rule {
    @Override
    public DiagnosticCode code() {
        return DiagnosticCode.SDKGEN301;
    }

    @Override
    public void check(RuleContext context, List<Diagnostic> out) {
        if (context.spec() == null) {
            return;
        }
        Set<String> seen = new HashSet<>();
        for (RuleContext.Mapped m : context.mappings()) {
            if (m.method().httpMethod() == null) {
                continue;
            }
            Spec.Operation op = context.spec().operation(m.method().httpMethod(), m.method().path());
            if (op == null || op.ignored() || !seen.add(op.key())) {
                continue;
            }
            PaginationReader.Result p = PaginationReader.read(context.spec(), op);
            if (p == null) {
                continue;
            }
            for (String missing : p.missing()) {
                out.add(Diagnostic.of(DiagnosticCode.SDKGEN301).detail("Operation", op.key()).detail("Missing", missing)
                        .detail("Resource", m.resource()).detail("Method", m.method().name())
                        .at(context.spec().locate(op.pointer() + "/x-sdkgen-pagination")).build());
            }
        }
    }
}
