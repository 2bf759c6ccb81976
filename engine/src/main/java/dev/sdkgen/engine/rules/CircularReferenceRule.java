package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.spec.Spec;
import dev.sdkgen.engine.yaml.Pointer;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

/**
 * SDKGEN105: schemas reference each other in a cycle. By default every cycle is an error. With
 * {@code spec.allow_recursion: true} a cycle passes when at least one of its links is optional,
 * nullable, an array/map element or one branch of a union; a cycle of only required, non-nullable
 * object links (through properties, {@code allOf} or plain references) stays an error, since no
 * finite value exists. One block per group of schemas that reference each other, showing one
 * shortest cycle from the group's first schema (in spec order).
 */
public final class CircularReferenceRule implements Rule {
    @Override
    public DiagnosticCode code() {
        return DiagnosticCode.SDKGEN105;
    }

    @Override
    public void check(RuleContext context, List<Diagnostic> out) {
        Spec spec = context.spec();
        if (spec == null) {
            return;
        }
        boolean allowRecursion = context.config().spec() != null && context.config().spec().allowRecursion();
        CircularReferences refs = new CircularReferences(spec);
        Map<String, List<String>> graph = refs.graph(allowRecursion);
        for (List<String> component : CircularReferences.cyclicComponents(graph)) {
            String start = component.get(0);
            List<String> cycle = CircularReferences.shortestCycle(graph, start, new HashSet<>(component));
            Diagnostic.Builder d = Diagnostic.of(DiagnosticCode.SDKGEN105).detail("Path", String.join(" -> ", cycle));
            if (component.size() > cycle.size() - 1) {
                d.detail("Schemas", String.join(", ", component));
            }
            d.detail("Hint", allowRecursion
                    ? "every link of this cycle is a required, non-nullable object, so no finite value exists; make one link optional or nullable"
                    : "replace an embedded reference with an identifier field, or set spec.allow_recursion: true if a link of the cycle is optional, nullable or an array");
            out.add(d.at(spec.locate(Pointer.child("/components/schemas", start))).build());
        }
    }
}
