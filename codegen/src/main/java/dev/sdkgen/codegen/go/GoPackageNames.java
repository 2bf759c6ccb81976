package dev.sdkgen.codegen.go;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.ParamsPlan;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.ir.TypeDef;
import java.util.HashMap;
import java.util.Map;

/**
 * Every package-level name of a Go SDK, assigned once: a Go package has one scope for models, params
 * types, services, enum constants and the runtime core, so names are claimed in a fixed order (core
 * names reserved; then {@code Client}, {@code NewClient}, {@code newClient}; models with their IR names; params types;
 * services; enum constants; unexported variables) and a taken name gets {@code Model}, {@code _2}, …
 */
final class GoPackageNames {
    static final String CLIENT = "Client";
    static final String NEW_CLIENT = "NewClient";
    /** The unexported function that builds a client around a core: NewClient's and WithOptions'. */
    static final String WRAP_CLIENT = "newClient";
    static final String CONFIG = "sdkConfig";

    private final NameScope scope;
    private final Map<String, String> types = new HashMap<>();
    private final Map<String, String> services = new HashMap<>();
    private final Map<String, String> constructors = new HashMap<>();
    private final Map<String, String> constants = new HashMap<>();
    private final Map<String, String> paginations = new HashMap<>();
    private final Map<String, String> pageMethods = new HashMap<>();

    GoPackageNames(SdkPlan plan, Symbols symbols) {
        scope = new NameScope(GoRuntimeNames.all());
        scope.reserve(CLIENT);
        scope.reserve(NEW_CLIENT);
        scope.reserve(WRAP_CLIENT);
        scope.reserve(CONFIG);
        for (TypeDef t : plan.types().all()) {
            types.put(t.name(), claimType(GoNames.typeName(t.name())));
        }
        for (ParamsPlan p : plan.paramsTypes()) {
            types.put(p.typeName(), claimType(GoNames.typeName(p.typeName())));
        }
        for (ResourcePlan r : plan.resources()) {
            if (!r.isRoot()) {
                services.put(r.path(), scope.claim(symbols.className(r) + "Service"));
            }
        }
        for (TypeDef t : plan.types().all()) {
            if (t instanceof TypeDef.EnumType e) {
                for (JsonNode v : e.values()) {
                    constants.put(constantKey(e.name(), v), scope.claim(types.get(e.name()) + GoNames.exported(v.asText())));
                }
            }
        }
        for (ResourcePlan r : plan.resources()) {
            if (!r.isRoot()) {
                constructors.put(r.path(), scope.claim("new" + services.get(r.path())));
            }
            assignMethodNames(r, symbols);
        }
    }

    private String claimType(String preferred) {
        return scope.isTaken(preferred) ? scope.claim(preferred + "Model") : scope.claim(preferred);
    }

    /** The list form of a paginated method ({@code ListPage}) beside the iterator, and its pagination spec variable. */
    private void assignMethodNames(ResourcePlan r, Symbols symbols) {
        NameScope members = new NameScope();
        r.methods().forEach(m -> members.reserve(symbols.member(r, m)));
        r.methods().stream().filter(m -> m.streaming() != null)
                .forEach(m -> members.reserve(symbols.member(r, m.streaming().method())));
        r.subresources().forEach(sub -> members.reserve(symbols.member(sub)));
        for (MethodPlan m : r.methods()) {
            if (m.pagination() != null) {
                String member = symbols.member(r, m);
                pageMethods.put(key(r, m), members.claim(member + "Page"));
                String owner = r.isRoot() ? "client" : GoNames.local(services.get(r.path()));
                paginations.put(key(r, m), scope.claim(owner + member + "Pagination"));
            }
        }
    }

    private static String key(ResourcePlan r, MethodPlan m) {
        return r.path() + "#" + m.name();
    }

    private static String constantKey(String enumName, JsonNode value) {
        return enumName + "=" + value.toString();
    }

    /** The Go name of a model or params type (by its IR name). */
    String type(String irName) {
        return types.get(irName);
    }

    /** The service type of a resource ({@code AccountsService}). */
    String service(ResourcePlan r) {
        return services.get(r.path());
    }

    /** The unexported constructor of a resource's service. */
    String constructor(ResourcePlan r) {
        return constructors.get(r.path());
    }

    /** The constant of an enum value ({@code StatusActive}). */
    String constant(TypeDef.EnumType e, JsonNode value) {
        return constants.get(constantKey(e.name(), value));
    }

    /** The one-page-at-a-time method of a paginated method ({@code ListPage}). */
    String pageMethod(ResourcePlan r, MethodPlan m) {
        return pageMethods.get(key(r, m));
    }

    /** The variable holding a paginated method's pagination spec. */
    String pagination(ResourcePlan r, MethodPlan m) {
        return paginations.get(key(r, m));
    }
}
