package dev.sdkgen.events;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * The build states of the product contract, plus {@code CANCELLED} (an operator stopped the build;
 * final for its attempt, retryable like {@code failed}); JSON and API use the lowercase names.
 */
public enum BuildState {
    QUEUED, VALIDATING, GENERATING, SUCCEEDED, FAILED, STUCK, CANCELLED;

    /** The contract's lowercase name. */
    @JsonValue
    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static BuildState fromWire(String value) {
        return valueOf(value.toUpperCase(Locale.ROOT));
    }

    /** A running build: retry answers 409, the stuck detector watches it. */
    public boolean isActive() {
        return this == QUEUED || this == VALIDATING || this == GENERATING;
    }

    /** A build that may be retried. */
    public boolean isRetryable() {
        return !isActive();
    }
}
