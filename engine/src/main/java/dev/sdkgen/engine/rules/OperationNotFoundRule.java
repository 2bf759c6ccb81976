package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.config.SdkgenConfig;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.spec.Spec;
import java.util.List;
import java.util.Locale;

/** SDKGEN201: a mapped {@code <method> <path>} (or a key of {@code event_schemas}) is not an operation of the spec. */
public final class OperationNotFoundRule implements Rule {
    @Override
    public DiagnosticCode code() {
        return DiagnosticCode.SDKGEN201;
    }

    @Override
    public void check(RuleContext context, List<Diagnostic> out) {
        Spec spec = context.spec();
        if (spec == null) {
            return;
        }
        for (RuleContext.Mapped m : context.mappings()) {
            if (m.method().httpMethod() == null || spec.operation(m.method().httpMethod(), m.method().path()) != null) {
                continue;
            }
            Diagnostic.Builder d = Diagnostic.of(DiagnosticCode.SDKGEN201).detail("Resource", m.resource())
                    .detail("Method", m.method().name()).detail("Operation", m.method().operation());
            String near = nearest(spec, m.method().httpMethod(), m.method().path());
            if (near != null) {
                d.detail("Hint", "the spec has " + near);
            }
            out.add(d.at(RuleContext.configLine(m.method().line())).build());
        }
        for (SdkgenConfig.EventSchema e : context.config().eventSchemas()) {
            if (e.httpMethod() != null && spec.operation(e.httpMethod(), e.path()) == null) {
                out.add(Diagnostic.of(DiagnosticCode.SDKGEN201).detail("Resource", "event_schemas").detail("Method", e.mapping())
                        .detail("Operation", e.httpMethod() + " " + e.path()).at(RuleContext.configLine(e.line())).build());
            }
        }
    }

    /** An operation that differs only in case, a trailing slash, or path-parameter names. */
    private static String nearest(Spec spec, String method, String path) {
        String want = shape(path);
        String found = null;
        for (Spec.Operation op : spec.operations()) {
            if (shape(op.path()).equals(want)) {
                if (op.method().equals(method)) {
                    return op.key();
                }
                found = found == null ? op.key() : found;
            }
        }
        return found;
    }

    private static String shape(String path) {
        String p = path.replaceAll("\\{[^}]*}", "{}").toLowerCase(Locale.ROOT);
        return p.endsWith("/") && p.length() > 1 ? p.substring(0, p.length() - 1) : p;
    }
}
