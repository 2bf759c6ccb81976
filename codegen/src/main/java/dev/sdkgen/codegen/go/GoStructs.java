package dev.sdkgen.codegen.go;

import dev.sdkgen.codegen.plan.ParamsPlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.plan.TypeTable;
import dev.sdkgen.codegen.plan.TypeUses;
import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The fields of generated Go structs, decided once for the models and for the README examples alike:
 * each representable property's Go field name (exported, unique in its struct, never a method the struct
 * has), and which fields hold their struct through a pointer because Go structs cannot contain
 * themselves by value ({@code Repository.TemplateRepository}). A struct that responses may carry (every object
 * but the request-only ones) decodes tolerantly and has a {@code JSON} field of metadata and a {@code RawJSON}
 * method (docs/runtime-go.md, "Tolerant responses"): no property takes those names there.
 */
final class GoStructs {
    /** Methods every generated struct has: no field takes their names. */
    static final Set<String> METHODS = Set.of("MarshalJSON", "UnmarshalJSON");
    /** The members a tolerant struct has beside its fields: no field takes their names. */
    static final Set<String> TOLERANT_MEMBERS = Set.of("MarshalJSON", "UnmarshalJSON", "RawJSON", "JSON");
    /** The name of the field for additional properties, when no property has it. */
    static final String EXTRAS = "AdditionalProperties";
    /** The name of the unnamed properties' map in a tolerant struct's JSON field, when no property has it. */
    static final String EXTRA_FIELDS = "ExtraFields";

    private final TypeTable table;
    private final Map<String, Map<String, String>> fields = new HashMap<>();
    private final Map<String, String> extras = new HashMap<>();
    private final Map<String, String> extraFields = new HashMap<>();
    private final Set<String> pointers = new HashSet<>();

    GoStructs(SdkPlan plan) {
        this.table = plan.types();
        TypeUses uses = TypeUses.of(plan);
        for (TypeDef t : table.all()) {
            if (t instanceof TypeDef.ObjectType o) {
                boolean tolerant = !o.properties().isEmpty() && !uses.requestOnly(o.name());
                NameScope scope = new NameScope(tolerant ? TOLERANT_MEMBERS : METHODS);
                Map<String, String> byWire = names(o.properties().stream().map(TypeDef.Property::name).toList(), scope);
                fields.put(t.name(), byWire);
                if (!o.properties().isEmpty() && o.additionalProperties() != null) {
                    extras.put(t.name(), scope.claim(EXTRAS));
                }
                if (tolerant) {
                    extraFields.put(t.name(), new NameScope(Set.copyOf(byWire.values())).claim(EXTRA_FIELDS));
                }
            }
        }
        for (ParamsPlan p : plan.paramsTypes()) {
            fields.put(p.typeName(), names(p.all().stream().map(Parameter::name).toList(), new NameScope(METHODS)));
        }
        findRecursion();
    }

    private static Map<String, String> names(List<String> wireNames, NameScope scope) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String wire : wireNames) {
            if (GoLiterals.isTagValue(wire) && !out.containsKey(wire)) {
                out.put(wire, scope.claim(GoNames.exported(wire)));
            }
        }
        return out;
    }

    /** The Go field of a property or parameter (by the owner's IR name and the wire name), or null when Go cannot represent it. */
    String field(String owner, String wireName) {
        Map<String, String> byWire = fields.get(owner);
        return byWire == null ? null : byWire.get(wireName);
    }

    /**
     * The field holding the additional properties of an object that also has named ones
     * ({@code AdditionalProperties}, unless a property took that name), or null when the object has none.
     */
    String extras(String owner) {
        return extras.get(owner);
    }

    /**
     * The name of the map of unnamed properties in the {@code JSON} field of a struct that decodes tolerantly
     * ({@code ExtraFields}, unless a property took that name), or null when the struct is request-only.
     */
    String extraFields(String owner) {
        return extraFields.get(owner);
    }

    /** Whether a property holds its struct through a pointer (it would contain its owner by value). */
    boolean pointer(String owner, String wireName) {
        return pointers.contains(owner + "\u0000" + wireName);
    }

    /** The struct a property's type holds by value (through aliases and Opt), or null. */
    private String heldByValue(TypeRef type) {
        TypeRef t = TypeRef.nonNull(type);
        Set<String> seen = new HashSet<>();
        while (t instanceof TypeRef.Named n && seen.add(n.name())) {
            TypeDef def = table.get(n.name());
            if (def instanceof TypeDef.ObjectType o) {
                return o.properties().isEmpty() ? null : o.name();
            }
            if (!(def instanceof TypeDef.AliasType a)) {
                return null;
            }
            t = TypeRef.nonNull(a.target());
        }
        return null;
    }

    /** Tarjan's strongly connected components of "holds by value"; an edge inside a component becomes a pointer. */
    private void findRecursion() {
        Map<String, List<String[]>> edges = new LinkedHashMap<>();
        for (TypeDef t : table.all()) {
            if (t instanceof TypeDef.ObjectType o && !o.properties().isEmpty()) {
                List<String[]> out = new ArrayList<>();
                for (TypeDef.Property p : o.properties()) {
                    String target = heldByValue(p.type());
                    if (target != null) {
                        out.add(new String[] {p.name(), target});
                    }
                }
                edges.put(o.name(), out);
            }
        }
        Map<String, Integer> component = new Tarjan(edges).components();
        edges.forEach((owner, out) -> {
            for (String[] e : out) {
                if (component.get(owner).equals(component.get(e[1]))) {
                    pointers.add(owner + "\u0000" + e[0]);
                }
            }
        });
    }

    /** Iterative Tarjan: node → component number. */
    private static final class Tarjan {
        private final Map<String, List<String[]>> edges;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Map<String, Integer> component = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new HashSet<>();
        private int counter;

        Tarjan(Map<String, List<String[]>> edges) {
            this.edges = edges;
        }

        Map<String, Integer> components() {
            for (String node : edges.keySet()) {
                if (!index.containsKey(node)) {
                    visit(node);
                }
            }
            return component;
        }

        private void visit(String root) {
            Deque<Object[]> work = new ArrayDeque<>();
            enter(root);
            work.push(new Object[] {root, 0});
            while (!work.isEmpty()) {
                Object[] frame = work.peek();
                String node = (String) frame[0];
                List<String[]> out = edges.get(node);
                int next = (int) frame[1];
                if (next < out.size()) {
                    frame[1] = next + 1;
                    String target = out.get(next)[1];
                    if (!index.containsKey(target)) {
                        enter(target);
                        work.push(new Object[] {target, 0});
                    } else if (onStack.contains(target)) {
                        low.put(node, Math.min(low.get(node), index.get(target)));
                    }
                    continue;
                }
                work.pop();
                if (!work.isEmpty()) {
                    String parent = (String) work.peek()[0];
                    low.put(parent, Math.min(low.get(parent), low.get(node)));
                }
                if (low.get(node).equals(index.get(node))) {
                    String member;
                    do {
                        member = stack.pop();
                        onStack.remove(member);
                        component.put(member, index.get(node));
                    } while (!member.equals(node));
                }
            }
        }

        private void enter(String node) {
            index.put(node, counter);
            low.put(node, counter);
            counter++;
            stack.push(node);
            onStack.add(node);
        }
    }
}
