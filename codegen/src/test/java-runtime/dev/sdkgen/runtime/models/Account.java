package dev.sdkgen.runtime.models;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.sdkgen.runtime.core.Opt;

/**
 * A response model as a record: required properties plain, optional ones {@link Opt}.
 *
 * @param id       the id
 * @param name     the name
 * @param nickname optional, nullable
 * @param status   the status (unknown values read as {@link Status#UNKNOWN})
 */
public record Account(
        @JsonProperty("id") String id,
        @JsonProperty("name") String name,
        @JsonProperty("nickname") @JsonInclude(JsonInclude.Include.NON_EMPTY) Opt<String> nickname,
        @JsonProperty("status") @JsonInclude(JsonInclude.Include.NON_EMPTY) Opt<Status> status) {

    /**
     * Normalises Java nulls to absent.
     *
     * @param id       the id
     * @param name     the name
     * @param nickname optional, nullable
     * @param status   the status
     */
    public Account {
        nickname = nickname == null ? Opt.absent() : nickname;
        status = status == null ? Opt.absent() : status;
    }
}
