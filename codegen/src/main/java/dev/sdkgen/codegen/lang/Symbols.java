package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.Argument;
import dev.sdkgen.codegen.plan.BodyFields;
import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The names of one SDK in one language, assigned once before anything is printed: the client class,
 * a class per resource (unique across the SDK, so any file can import any two), the members of each
 * class (a method keeps its name; a subresource that collides gets {@code _}), and each method's
 * parameter locals. Deterministic: names are claimed in plan order.
 */
public final class Symbols {
    private final Naming naming;
    private final String clientClass;
    private final Map<String, String> classNames;
    private final Map<String, String> members = new HashMap<>();
    private final Set<Parameter.Location> spread;
    private final SdkPlan plan;
    private final boolean spreadBody;
    /** Filled as methods are printed, possibly by several threads at once ({@link dev.sdkgen.codegen.ParallelFiles}). */
    private final Map<MethodPlan, LocalNames> locals = java.util.Collections.synchronizedMap(new IdentityHashMap<>());
    /** The argument of a body that is not spread, in a language that spreads the others. */
    private static final String BODY = "body";

    /** @param spread the query/header locations whose parameters get locals ({@link SignatureStyle#locals()}) */
    public Symbols(SdkPlan plan, Naming naming, Set<Parameter.Location> spread) {
        this(plan, naming, spread, false);
    }

    /**
     * @param spread     the query/header locations whose parameters get locals ({@link SignatureStyle#locals()})
     * @param spreadBody whether the fields of an object body are arguments of their own ({@link BodyFields})
     */
    public Symbols(SdkPlan plan, Naming naming, Set<Parameter.Location> spread, boolean spreadBody) {
        this.plan = plan;
        this.spreadBody = spreadBody;
        this.naming = naming;
        this.clientClass = naming.typeName(plan.sdk().clientName());
        Set<String> reserved = new HashSet<>(naming.reservedClassNames());
        reserved.add(clientClass);
        this.classNames = ResourceClassNames.assign(plan.root(), naming::className, reserved);
        this.spread = Set.copyOf(spread);
        assignMembers(plan.root());
    }

    private void assignMembers(ResourcePlan r) {
        NameScope scope = new NameScope(r.isRoot() ? naming.clientMembers() : naming.resourceMembers());
        for (MethodPlan m : r.methods()) {
            members.put(key(r, m), scope.claim(naming.member(m.name())));
        }
        // A streaming variant's name is claimed in every language, so the names are the same everywhere even where
        // the variant is an overload rather than a method of its own.
        for (MethodPlan m : r.methods()) {
            if (m.streaming() != null) {
                MethodPlan variant = m.streaming().method();
                members.put(key(r, variant), scope.claim(naming.member(variant.name())));
            }
        }
        for (ResourcePlan sub : r.subresources()) {
            members.put(sub.path(), scope.claim(naming.member(sub.name())));
        }
        for (ResourcePlan sub : r.subresources()) {
            assignMembers(sub);
        }
    }

    private static String key(ResourcePlan r, MethodPlan m) {
        return r.path() + "#" + m.name();
    }

    public Naming naming() {
        return naming;
    }

    /** The client class: the language's spelling of {@code sdk.clientName}. */
    public String clientClass() {
        return clientClass;
    }

    /** The class of a resource (the client class for the root). */
    public String className(ResourcePlan r) {
        return r.isRoot() ? clientClass : classNames.get(r.path());
    }

    /** The member of a method on its resource's class. */
    public String member(ResourcePlan owner, MethodPlan m) {
        return members.get(key(owner, m));
    }

    /** The member of a subresource on its parent's class. */
    public String member(ResourcePlan sub) {
        return members.get(sub.path());
    }

    /** The members from the client to a resource ({@code [accounts, cards]}); empty for the root. */
    public List<String> memberPath(ResourcePlan r) {
        List<String> out = new ArrayList<>();
        StringBuilder path = new StringBuilder();
        for (String segment : r.segments()) {
            if (path.length() > 0) {
                path.append('.');
            }
            path.append(segment);
            out.add(members.get(path.toString()));
        }
        return out;
    }

    /**
     * The locals of a method's parameters: path parameters, then the body's fields when the language spreads
     * them, then the query and header parameters the language spreads, each the language's local for its wire
     * name, made unique in the method's scope.
     */
    public LocalNames locals(MethodPlan m) {
        return locals.computeIfAbsent(m, this::assignLocals);
    }

    private LocalNames assignLocals(MethodPlan m) {
        NameScope scope = new NameScope(naming.reservedLocals());
        Map<String, String> names = new LinkedHashMap<>();
        for (Argument.Path a : m.pathArgs()) {
            names.put(LocalNames.key(a.parameter()), scope.claim(naming.local(a.parameter().name())));
        }
        if (spreadBody) {
            List<TypeDef.Property> fields = BodyFields.of(m, plan.types());
            if (m.body() != null && fields.isEmpty()) {
                scope.claim(BODY); // the body stays one argument, named body
            }
            for (TypeDef.Property f : fields) {
                names.put(LocalNames.fieldKey(f), scope.claim(naming.local(f.name())));
            }
        }
        if (m.params() != null) {
            for (Parameter p : m.params().all()) {
                if (spread.contains(p.in())) {
                    names.put(LocalNames.key(p), scope.claim(naming.local(p.name())));
                }
            }
        }
        return new LocalNames(names);
    }
}
