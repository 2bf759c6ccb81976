package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.Docs;
import dev.sdkgen.engine.ir.RequestBody;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.Locale;

/**
 * The request body a generated method takes.
 *
 * @param type               the body's type (for JSON, form and multipart bodies)
 * @param encoding           how the runtime encodes it
 * @param required           whether the caller must pass one
 * @param contentType        the Content-Type to send when it is not the encoding's default, else null
 * @param acceptsEmptyObject whether {@code {}} is a valid value (an object or map whose fields are all
 *                           optional), so languages may default an optional body to it
 */
public record BodyPlan(TypeRef type, RequestBody.Encoding encoding, boolean required, String contentType, Docs docs,
        boolean acceptsEmptyObject) {

    /** The runtime's name of the encoding when it is not JSON ({@code form}, {@code multipart}, …), else null. */
    public String runtimeEncoding() {
        return encoding == RequestBody.Encoding.JSON ? null : encoding.name().toLowerCase(Locale.ROOT);
    }

    /** Whether the body is a structured value (JSON, form or multipart), not raw bytes or text. */
    public boolean structured() {
        return encoding != RequestBody.Encoding.BINARY && encoding != RequestBody.Encoding.TEXT;
    }
}
