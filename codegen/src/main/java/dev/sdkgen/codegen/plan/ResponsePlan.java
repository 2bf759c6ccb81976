package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.TypeRef;

/**
 * What a method's success response becomes.
 *
 * @param kind   how the body is read
 * @param type   the JSON body's type ({@link Kind#JSON} only, else null)
 * @param accept the Accept header a text or binary method sends (its response media type), else null
 */
public record ResponsePlan(Kind kind, TypeRef type, String accept) {
    /** How a success response is read. */
    public enum Kind {
        /** Parsed JSON, typed {@link #type}. */
        JSON,
        /** A {@code text/*} body, as a string. */
        TEXT,
        /** Bytes (a binary string schema). */
        BINARY,
        /** No body. */
        NONE
    }

    /** The runtime's name of a non-JSON response type ({@code text}, {@code binary}), else null. */
    public String runtimeType() {
        return kind == Kind.TEXT ? "text" : kind == Kind.BINARY ? "binary" : null;
    }
}
