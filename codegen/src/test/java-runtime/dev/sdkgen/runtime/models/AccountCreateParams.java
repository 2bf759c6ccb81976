package dev.sdkgen.runtime.models;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.sdkgen.runtime.core.Opt;

/**
 * The body of {@code accounts.create}.
 *
 * @param name     required
 * @param nickname optional, nullable
 */
public record AccountCreateParams(
        @JsonProperty("name") String name,
        @JsonProperty("nickname") @JsonInclude(JsonInclude.Include.NON_EMPTY) Opt<String> nickname) {

    /**
     * Normalises a Java null to absent.
     *
     * @param name     required
     * @param nickname optional, nullable
     */
    public AccountCreateParams {
        nickname = nickname == null ? Opt.absent() : nickname;
    }
}
