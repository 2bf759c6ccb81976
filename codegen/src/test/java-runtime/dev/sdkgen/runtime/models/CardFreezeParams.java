package dev.sdkgen.runtime.models;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.sdkgen.runtime.core.Opt;

/**
 * A request model written the way the emitter should generate a record: {@code @JsonInclude(NON_EMPTY)}
 * on each optional component (Jackson puts it on the field, the accessor and the constructor parameter),
 * and a compact constructor that turns a Java null into absent.
 *
 * @param reason   required
 * @param note     optional, nullable
 * @param notifyOwner optional ({@code notify}: a record component cannot be named notify)
 * @param attempts optional
 */
public record CardFreezeParams(
        @JsonProperty("reason") String reason,
        @JsonProperty("note") @JsonInclude(JsonInclude.Include.NON_EMPTY) Opt<String> note,
        @JsonProperty("notify") @JsonInclude(JsonInclude.Include.NON_EMPTY) Opt<Boolean> notifyOwner,
        @JsonProperty("attempts") @JsonInclude(JsonInclude.Include.NON_EMPTY) Opt<Integer> attempts) {

    /**
     * Normalises Java nulls to absent.
     *
     * @param reason   required
     * @param note     optional, nullable
     * @param notifyOwner optional ({@code notify}: a record component cannot be named notify)
     * @param attempts optional
     */
    public CardFreezeParams {
        note = note == null ? Opt.absent() : note;
        notifyOwner = notifyOwner == null ? Opt.absent() : notifyOwner;
        attempts = attempts == null ? Opt.absent() : attempts;
    }
}
