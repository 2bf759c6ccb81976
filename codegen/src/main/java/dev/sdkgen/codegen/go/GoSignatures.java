package dev.sdkgen.codegen.go;

import dev.sdkgen.codegen.lang.LocalNames;
import dev.sdkgen.codegen.lang.SignatureStyle;
import dev.sdkgen.codegen.plan.BodyPlan;
import dev.sdkgen.codegen.plan.ParamsPlan;
import dev.sdkgen.codegen.plan.ResponsePlan;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Go signatures: {@code (ctx, pathParam…, body, params, options...)} returning {@code (*Model, error)}
 * for a struct, {@code (T, error)} for other results, {@code error} alone without a body, and
 * {@code *Iter[Item]} for a paginated list. Query and header parameters travel in one params struct
 * (a pointer, nil allowed, unless one of them is required).
 */
final class GoSignatures extends SignatureStyle<GoImports> {
    /** No query or header parameter gets a local: they are fields of the params struct. */
    static final Set<Parameter.Location> LOCALS = Set.of();

    private final GoTypes types;

    GoSignatures(GoTypes types) {
        super(Map.of(ResponsePlan.Kind.BINARY, "*http.Response", ResponsePlan.Kind.TEXT, "string", ResponsePlan.Kind.NONE, ""),
                "options...", "*Iter[%s]", "(%s, error)");
        this.types = types;
    }

    @Override
    public Set<Parameter.Location> locals() {
        return LOCALS;
    }

    /** The params argument's type: a pointer unless a parameter is required. */
    String paramsType(ParamsPlan params, GoPackageNames names) {
        return (params.required() ? "" : "*") + names.type(params.typeName());
    }

    /** The body argument's type: an io.Reader for bytes; a pointer (nil: no body) for an optional struct or text. */
    String bodyType(BodyPlan body, GoImports imports) {
        return switch (body.encoding()) {
            case BINARY -> imports.use("io") + ".Reader";
            case TEXT -> body.required() ? "string" : "*string";
            default -> body.required() || types.nilable(body.type()) ? types.type(body.type(), imports)
                    : "*" + types.type(body.type(), imports);
        };
    }

    @Override
    protected List<String> leadingArguments() {
        return List.of("ctx");
    }

    @Override
    protected String bodySummary(BodyPlan body, ParamsPlan params) {
        return "body";
    }

    @Override
    protected List<String> paramsSummary(ParamsPlan params, LocalNames locals) {
        return List.of("params");
    }

    @Override
    protected GoImports plainImports() {
        return new GoImports();
    }

    @Override
    protected String print(TypeRef type, GoImports imports) {
        return types.type(type, imports);
    }

    @Override
    protected String anyType(GoImports imports) {
        return "any";
    }

    @Override
    protected String streamType(TypeRef item, GoImports imports) {
        return "*Stream[" + print(item, imports) + "]";
    }

    @Override
    public boolean streamingMethods() {
        return true;
    }

    @Override
    protected String resultSummary(ResponsePlan response, String result) {
        if (response.kind() == ResponsePlan.Kind.STREAM) {
            return result;
        }
        if (result.isEmpty()) {
            return "error";
        }
        boolean pointer = response.kind() == ResponsePlan.Kind.JSON && types.isStruct(response.type());
        return "(" + (pointer ? "*" : "") + result + ", error)";
    }
}
