package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeRef;

/**
 * One argument of a generated method, in the contract's order: path parameters (outermost resource
 * inward), the request body, the query/header parameters, the per-request options.
 */
public sealed interface Argument permits Argument.Path, Argument.Body, Argument.Params, Argument.Options {

    /**
     * A path parameter. {@code type} is the parameter's type when the runtime can put it in a path (a
     * scalar, literal or enum), else a string.
     */
    record Path(Parameter parameter, TypeRef type) implements Argument {
    }

    /** The request body. */
    record Body(BodyPlan body) implements Argument {
    }

    /** The query and header parameters. */
    record Params(ParamsPlan params) implements Argument {
    }

    /** Per-request options (always last). */
    record Options() implements Argument {
    }
}
