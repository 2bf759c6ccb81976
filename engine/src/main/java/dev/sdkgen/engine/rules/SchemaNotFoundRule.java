package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.config.SdkgenConfig;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import java.util.List;

/** SDKGEN202: a name in a resource's {@code models} is not in {@code components/schemas} (case-sensitive). */
public final class SchemaNotFoundRule implements Rule {
    @Override
    public DiagnosticCode code() {
        return DiagnosticCode.SDKGEN202;
    }

    @Override
    public void check(RuleContext context, List<Diagnostic> out) {
        if (context.spec() == null) {
            return;
        }
        List<String> names = context.spec().schemaNames();
        for (SdkgenConfig.Resource r : context.resources()) {
            for (SdkgenConfig.Model model : r.models()) {
                if (names.contains(model.name())) {
                    continue;
                }
                Diagnostic.Builder d = Diagnostic.of(DiagnosticCode.SDKGEN202).detail("Resource", r.path())
                        .detail("Model", model.name());
                names.stream().filter(n -> n.equalsIgnoreCase(model.name())).findFirst()
                        .ifPresent(n -> d.detail("Hint", "names are case-sensitive; did you mean '" + n + "'?"));
                out.add(d.at(RuleContext.configLine(model.line())).build());
            }
        }
    }
}
