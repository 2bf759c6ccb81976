package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.config.SdkgenConfig;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import java.util.List;

/**
 * SDKGEN202: a name in a resource's {@code models}, or an entry of {@code type_names} or {@code event_schemas}, is not
 * in {@code components/schemas} (case-sensitive); the {@code Resource} is then {@code type_names} / {@code event_schemas}.
 */
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
                out.add(missing(names, r.path(), model.name(), model.line()));
            }
        }
        for (SdkgenConfig.TypeName t : context.config().typeNames()) {
            if (!names.contains(t.schema())) {
                out.add(missing(names, "type_names", t.schema(), t.line()));
            }
        }
        for (SdkgenConfig.EventSchema e : context.config().eventSchemas()) {
            if (!names.contains(e.schema())) {
                out.add(missing(names, "event_schemas", e.schema(), e.line()));
            }
        }
    }

    private static Diagnostic missing(List<String> names, String resource, String model, int line) {
        Diagnostic.Builder d = Diagnostic.of(DiagnosticCode.SDKGEN202).detail("Resource", resource).detail("Model", model);
        names.stream().filter(n -> n.equalsIgnoreCase(model)).findFirst()
                .ifPresent(n -> d.detail("Hint", "names are case-sensitive; did you mean '" + n + "'?"));
        return d.at(RuleContext.configLine(line)).build();
    }
}
