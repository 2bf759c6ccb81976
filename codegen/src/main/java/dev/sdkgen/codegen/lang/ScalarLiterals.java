package dev.sdkgen.codegen.lang;

import com.fasterxml.jackson.databind.JsonNode;

/** JSON scalars (enum values, {@code const}s) as literals of a language, through its {@link LiteralSyntax}. */
public final class ScalarLiterals {
    private ScalarLiterals() {
    }

    /**
     * The literal of a JSON scalar; null when it has none: objects and arrays, and non-integral numbers
     * unless {@code decimals} (then written in plain decimal notation).
     */
    public static String of(JsonNode value, LiteralSyntax syntax, boolean decimals) {
        if (value == null || value.isNull()) {
            return syntax.nullValue();
        }
        if (value.isTextual()) {
            return syntax.string().apply(value.asText());
        }
        if (value.isBoolean()) {
            return value.asBoolean() ? syntax.trueValue() : syntax.falseValue();
        }
        if (value.isIntegralNumber()) {
            return value.bigIntegerValue().toString();
        }
        if (decimals && value.isNumber() && Double.isFinite(value.asDouble())) {
            return value.decimalValue().stripTrailingZeros().toPlainString();
        }
        return null;
    }
}
