package dev.sdkgen.codegen.python;

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
 * Python signatures: {@code (self, path_param, body, *, query_param=None, header_param=None, options=None)}:
 * path parameters and the body positional, query and header parameters keyword-only.
 */
final class PySignatures extends SignatureStyle<PyImports> {
    private final PyTypes types;

    PySignatures(PyTypes types) {
        super(Map.of(ResponsePlan.Kind.BINARY, "bytes", ResponsePlan.Kind.TEXT, "str", ResponsePlan.Kind.NONE, "None"),
                "options=None", "Page[%s]", "%s");
        this.types = types;
    }

    @Override
    public Set<Parameter.Location> locals() {
        return Set.of(Parameter.Location.QUERY, Parameter.Location.HEADER, Parameter.Location.COOKIE);
    }

    @Override
    protected String bodySummary(BodyPlan body, ParamsPlan params) {
        return body.required() ? "body" : "body=None";
    }

    @Override
    protected List<String> paramsSummary(ParamsPlan params, LocalNames locals) {
        return params.all().stream().map(p -> locals.of(p) + (p.required() ? "=..." : "=None")).toList();
    }

    @Override
    protected PyImports plainImports() {
        return PyImports.plain();
    }

    @Override
    protected String print(TypeRef type, PyImports imports) {
        return types.annotation(type, imports);
    }

    /** {@code Stream[Chunk]} (api.md; the async client's {@code AsyncStream} is printed by {@link PyMethods}). */
    @Override
    protected String streamType(TypeRef item, PyImports imports) {
        return imports.core(PyFlavor.SYNC.stream) + "[" + print(item, imports) + "]";
    }

    @Override
    protected String anyType(PyImports imports) {
        return imports.typing("Any");
    }
}
