package dev.sdkgen.runtime.models;

import dev.sdkgen.runtime.core.Opt;
import java.util.List;

/**
 * The optional query parameters of {@code accounts.list}; the core leaves absent (and null) ones out.
 *
 * @param limit  page size
 * @param status statuses to include (repeated: {@code status=open&status=frozen})
 */
public record AccountListParams(Opt<Integer> limit, Opt<List<Status>> status) {

    /**
     * No parameters.
     *
     * @return parameters that are all absent
     */
    public static AccountListParams none() {
        return new AccountListParams(Opt.absent(), Opt.absent());
    }
}
