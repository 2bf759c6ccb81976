package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The SDK model: what the SDK is — its resources, methods and types — never how a language prints
 * it. Built once by the engine from the config and the spec; every emitter reads only this. Plain
 * immutable records, JSON-serialisable ({@link IrJson}) because it travels between services.
 *
 * @param irVersion {@link #IR_VERSION} of the engine that built it
 * @param sdk       identity and per-language package names
 * @param api       facts about the spec itself
 * @param client    base URL, authentication, API key variable
 * @param retries   the retry policy; null when the config has no {@code retries} section (never retry)
 * @param root      the client root: {@code $client} methods, and the top-level resources as subresources
 * @param types     every named type the SDK needs, sorted by name
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SdkModel(
        int irVersion,
        Sdk sdk,
        ApiInfo api,
        Client client,
        RetryPolicy retries,
        Resource root,
        List<TypeDef> types) {

    /**
     * Bumped on every change of this model's shape (2: {@code sdk.packages} is a map keyed by target; 3: a method's
     * {@code serverUrl} and {@code cookieParams}, a parameter's {@code allowReserved}, the auth {@code prefix}; 4: a response's event {@code stream}; 5: the sdk's {@code license}, {@code author},
     * {@code repository}; 6: a pagination's {@code nextCursor} and {@code done}; 7: pagination type LINK, a pagination's {@code cursorBody}).
     */
    public static final int IR_VERSION = 7;

    public SdkModel {
        types = List.copyOf(types);
    }

    /** A named type by name, or null. */
    public TypeDef type(String name) {
        for (TypeDef t : types) {
            if (t.name().equals(name)) {
                return t;
            }
        }
        return null;
    }
}
