package dev.sdkgen.runtime.resources;

import dev.sdkgen.runtime.core.ClientCore;
import dev.sdkgen.runtime.core.PagedIterable;
import dev.sdkgen.runtime.core.PaginationSpec;
import dev.sdkgen.runtime.core.RequestOptions;
import dev.sdkgen.runtime.core.RequestSpec;
import dev.sdkgen.runtime.models.Account;
import dev.sdkgen.runtime.models.AccountCreateParams;
import dev.sdkgen.runtime.models.AccountListParams;

/** The {@code accounts} resource, as generated: one method per operation, each a call into the core. */
public final class Accounts {

    private static final PaginationSpec LIST_PAGINATION = PaginationSpec.cursor()
            .items("data").limitParam("limit").cursorParam("starting_after").cursorField("id").hasMore("has_more")
            .build();

    private final ClientCore core;
    private final Cards cards;

    /**
     * Created by the client.
     *
     * @param core the client's core
     */
    public Accounts(ClientCore core) {
        this.core = core;
        this.cards = new Cards(core);
    }

    /**
     * The {@code accounts.cards} subresource.
     *
     * @return the resource
     */
    public Cards cards() {
        return cards;
    }

    /**
     * List accounts.
     *
     * @return every account, fetched page by page
     */
    public PagedIterable<Account> list() {
        return list(AccountListParams.none(), RequestOptions.none());
    }

    /**
     * List accounts.
     *
     * @param params  query parameters
     * @param options per-request options
     * @return every account, fetched page by page
     */
    public PagedIterable<Account> list(AccountListParams params, RequestOptions options) {
        return core.paginate(RequestSpec.get("/accounts")
                .query("limit", params.limit())
                .query("status", params.status())
                .build(), LIST_PAGINATION, Account.class, options);
    }

    /**
     * Create an account.
     *
     * @param body the account to create
     * @return the account
     */
    public Account create(AccountCreateParams body) {
        return create(body, RequestOptions.none());
    }

    /**
     * Create an account.
     *
     * @param body    the account to create
     * @param options per-request options
     * @return the account
     */
    public Account create(AccountCreateParams body, RequestOptions options) {
        return core.request(RequestSpec.post("/accounts").body(body).build(), Account.class, options);
    }

    /**
     * Get an account.
     *
     * @param accountId the account
     * @return the account
     */
    public Account get(String accountId) {
        return get(accountId, RequestOptions.none());
    }

    /**
     * Get an account.
     *
     * @param accountId the account
     * @param options   per-request options
     * @return the account
     */
    public Account get(String accountId, RequestOptions options) {
        return core.request(RequestSpec.get("/accounts/{account_id}").pathParams(accountId).build(), Account.class, options);
    }
}
