package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.build.PaginationReader;
import dev.sdkgen.engine.build.PaginationSchemes;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.spec.Spec;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * SDKGEN301 (warning): {@code x-sdkgen-pagination} of a mapped operation, or a sdkgen.yaml {@code pagination} scheme
 * that names the method, does not fit its response or parameters; the method is generated without auto-pagination.
 * One block per missing field; a scheme's block says {@code Scheme:} and stands at the scheme in sdkgen.yaml. A scheme
 * applied by shape only applies where it fits, so it never warns.
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
        PaginationSchemes schemes = PaginationSchemes.of(context.config());
        for (RuleContext.Mapped m : context.mappings()) {
            if (m.method().httpMethod() == null) {
                continue;
            }
            Spec.Operation op = context.spec().operation(m.method().httpMethod(), m.method().path());
            if (op == null || op.ignored()) {
                continue;
            }
            PaginationSchemes.Applied applied = schemes.applied(context.spec(), op, m.method());
            if (applied == null || (applied.scheme() == null && !seen.add(op.key()))) {
                continue;
            }
            for (String missing : applied.result().missing()) {
                Diagnostic.Builder d = Diagnostic.of(DiagnosticCode.SDKGEN301).detail("Operation", op.key())
                        .detail("Missing", missing).detail("Resource", m.resource()).detail("Method", m.method().name());
                if (applied.scheme() == null) {
                    d.at(context.spec().locate(op.pointer() + "/" + PaginationReader.EXTENSION));
                } else {
                    d.detail("Scheme", applied.scheme().name()).at(RuleContext.configLine(applied.scheme().line()));
                }
                out.add(d.build());
            }
        }
    }
}
