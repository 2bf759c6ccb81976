package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.naming.TypeNames;
import dev.sdkgen.engine.yaml.Pointer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** SDKGEN203: several schemas give the same type name ({@code pet_owner}, {@code PetOwner} → {@code PetOwner}). */
public final class NamingConflictRule implements Rule {
    @Override
    public DiagnosticCode code() {
        return DiagnosticCode.SDKGEN203;
    }

    @Override
    public void check(RuleContext context, List<Diagnostic> out) {
        if (context.spec() == null) {
            return;
        }
        Map<String, List<String>> byType = new LinkedHashMap<>();
        for (String name : context.spec().schemaNames()) {
            byType.computeIfAbsent(TypeNames.of(name), k -> new ArrayList<>()).add(name);
        }
        byType.forEach((type, schemas) -> {
            if (schemas.size() > 1) {
                out.add(Diagnostic.of(DiagnosticCode.SDKGEN203).detail("Name", type)
                        .detail("Schemas", String.join(", ", schemas))
                        .at(context.spec().locate(Pointer.child("/components/schemas", schemas.get(1)))).build());
            }
        });
    }
}
