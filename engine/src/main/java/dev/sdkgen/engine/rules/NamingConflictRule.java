package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.naming.SchemaTypeNames;
import dev.sdkgen.engine.yaml.Pointer;
import java.util.List;

/**
 * SDKGEN203: several schemas give the same type name ({@code pet_owner}, {@code PetOwner} → {@code PetOwner}),
 * after sdkgen.yaml's {@code type_names} entries are applied; the block's {@code Hint} says that such an
 * entry is the way out without editing the spec.
 */
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
        SchemaTypeNames names = SchemaTypeNames.of(context.spec().schemaNames(), context.config().typeNameMap());
        names.conflicts().forEach((type, schemas) -> out.add(Diagnostic.of(DiagnosticCode.SDKGEN203).detail("Name", type)
                .detail("Schemas", String.join(", ", schemas))
                .detail("Hint", "give a schema its own type name in sdkgen.yaml, without editing the spec: "
                        + "type_names: {" + yamlKey(schemas.get(1)) + ": " + type + "Alt}")
                .at(context.spec().locate(Pointer.child("/components/schemas", schemas.get(1)))).build()));
    }

    /** A schema name as a key of a YAML flow mapping: plain when it can be, else double-quoted. */
    static String yamlKey(String name) {
        return name.matches("[A-Za-z_][A-Za-z0-9_.-]*") ? name
                : "\"" + name.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
