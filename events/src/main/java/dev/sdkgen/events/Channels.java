package dev.sdkgen.events;

import java.util.Locale;

/**
 * SmallRye Reactive Messaging channel names used by the services. A channel is bound to its topic
 * in each service's application.properties ({@code mp.messaging.*.<channel>.topic}); tests use the
 * same constants.
 */
public final class Channels {

    /** Outgoing (gateway) and incoming (validator, orchestrator) channel of {@link Topics#BUILD_REQUESTED}. */
    public static final String BUILD_REQUESTED = "build-requested";
    /** Channel of {@link Topics#BUILD_PROGRESS}. */
    public static final String BUILD_PROGRESS = "build-progress";
    /** Channel of {@link Topics#BUILD_VALIDATED} (validator out, orchestrator in). */
    public static final String BUILD_VALIDATED = "build-validated";
    /** Channel of {@link Topics#BUILD_FAILED}. */
    public static final String BUILD_FAILED = "build-failed";
    /** Channel of {@link Topics#SDK_GENERATED}. */
    public static final String SDK_GENERATED = "sdk-generated";

    /** Channel of {@link Topics#DELIVERY_REQUESTED} (gateway out; codegen-worker and orchestrator in). */
    public static final String DELIVERY_REQUESTED = "delivery-requested";
    /** Channel of {@link Topics#SDK_DELIVERED} (codegen-worker out, orchestrator in). */
    public static final String SDK_DELIVERED = "sdk-delivered";
    /** The codegen-worker's channel and consumer group on {@link Topics#DELIVERY_REQUESTED}. */
    public static final String SDK_DELIVERY = "sdk-delivery";

    /** Prefix of the codegen-worker's per-language channels and consumer groups. */
    public static final String CODEGEN_PREFIX = "codegen-";
    /** The codegen-worker's TypeScript channel and consumer group on {@link Topics#BUILD_VALIDATED}. */
    public static final String CODEGEN_TYPESCRIPT = CODEGEN_PREFIX + "typescript";
    /** The codegen-worker's Python channel and consumer group. */
    public static final String CODEGEN_PYTHON = CODEGEN_PREFIX + "python";
    /** The codegen-worker's Go channel and consumer group. */
    public static final String CODEGEN_GO = CODEGEN_PREFIX + "go";
    /** The codegen-worker's Java channel and consumer group. */
    public static final String CODEGEN_JAVA = CODEGEN_PREFIX + "java";

    private Channels() {
    }

    /**
     * The codegen-worker's incoming channel for one language; it is also that language's
     * consumer group id ({@code codegen-typescript}, ...).
     */
    public static String codegen(String language) {
        return CODEGEN_PREFIX + language.toLowerCase(Locale.ROOT);
    }
}
