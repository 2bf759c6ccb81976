package dev.sdkgen.codegen.java;

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
 * Java signatures: {@code (pathParam..., body, params, options)}. Query and header parameters travel in one
 * params object built with its builder; every argument the caller may leave out can be dropped from the end
 * (one overload each), so {@code list()}, {@code list(params)} and {@code list(params, options)} all exist.
 * api.md marks the arguments that may be left out with brackets.
 */
final class JavaSignatures extends SignatureStyle<JavaImports> {
    private final JavaTypes types;

    JavaSignatures(JavaTypes types) {
        super(Map.of(ResponsePlan.Kind.BINARY, "BinaryResponse", ResponsePlan.Kind.TEXT, "String", ResponsePlan.Kind.NONE, "void"),
                "[options]", "PagedIterable<%s>", "%s");
        this.types = types;
    }

    @Override
    public Set<Parameter.Location> locals() {
        return Set.of();
    }

    @Override
    protected String bodySummary(BodyPlan body, ParamsPlan params) {
        return body.required() || params != null && params.required() ? "body" : "[body]";
    }

    @Override
    protected List<String> paramsSummary(ParamsPlan params, LocalNames locals) {
        return List.of(params.required() ? "params" : "[params]");
    }


    @Override
    protected JavaImports plainImports() {
        return JavaImports.plain();
    }

    @Override
    protected String print(TypeRef type, JavaImports imports) {
        return types.print(type, imports, null);
    }

    @Override
    protected String streamType(TypeRef item, JavaImports imports) {
        return "StreamResponse<" + print(item, imports) + ">";
    }

    @Override
    public boolean streamingMethods() {
        return true;
    }

    @Override
    protected String anyType(JavaImports imports) {
        return imports.name("com.fasterxml.jackson.databind.JsonNode");
    }
}
