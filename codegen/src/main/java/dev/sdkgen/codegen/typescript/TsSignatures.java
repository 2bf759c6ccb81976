package dev.sdkgen.codegen.typescript;

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
 * TypeScript signatures: {@code (pathParam, body, query, options?)}. Query and header parameters
 * travel in one params object ({@code query}, or {@code params} when it holds headers, which the
 * method destructures into locals); it may be left out unless one of them is required. An optional body
 * defaults to {@code {}} when that is a valid value, is {@code T | undefined} when a required params
 * object follows it, else optional.
 */
final class TsSignatures extends SignatureStyle<TsImports> {
    private final TsTypes types;

    TsSignatures(TsTypes types) {
        super(Map.of(ResponsePlan.Kind.BINARY, "Response", ResponsePlan.Kind.TEXT, "string", ResponsePlan.Kind.NONE, "void"),
                "options?", "PagePromise<%s>", "APIPromise<%s>");
        this.types = types;
    }

    @Override
    public Set<Parameter.Location> locals() {
        return Set.of(Parameter.Location.HEADER, Parameter.Location.COOKIE);
    }

    /** The name of the params argument. */
    static String paramsArgument(ParamsPlan params) {
        return params.headers().isEmpty() && params.cookies().isEmpty() ? "query" : "params";
    }

    /** How an optional body is declared. */
    enum OptionalBody { REQUIRED, UNDEFINED_UNION, EMPTY_OBJECT_DEFAULT, OPTIONAL }

    static OptionalBody bodyShape(BodyPlan body, ParamsPlan params) {
        if (body.required()) {
            return OptionalBody.REQUIRED;
        }
        if (params != null && params.required()) {
            return OptionalBody.UNDEFINED_UNION;
        }
        return body.structured() && body.acceptsEmptyObject() ? OptionalBody.EMPTY_OBJECT_DEFAULT : OptionalBody.OPTIONAL;
    }

    @Override
    protected String bodySummary(BodyPlan body, ParamsPlan params) {
        OptionalBody shape = bodyShape(body, params);
        return shape == OptionalBody.REQUIRED || shape == OptionalBody.UNDEFINED_UNION ? "body" : "body?";
    }

    @Override
    protected List<String> paramsSummary(ParamsPlan params, LocalNames locals) {
        return List.of(paramsArgument(params) + (params.required() ? "" : "?"));
    }

    @Override
    protected TsImports plainImports() {
        return TsImports.plain();
    }

    @Override
    protected String print(TypeRef type, TsImports imports) {
        return types.print(type, imports);
    }

    @Override
    protected String streamType(TypeRef item, TsImports imports) {
        return imports.coreType("Stream") + "<" + print(item, imports) + ">";
    }

    @Override
    protected String anyType(TsImports imports) {
        return "unknown";
    }
}
