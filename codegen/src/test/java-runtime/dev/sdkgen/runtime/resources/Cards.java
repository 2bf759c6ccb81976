package dev.sdkgen.runtime.resources;

import dev.sdkgen.runtime.core.ClientCore;
import dev.sdkgen.runtime.core.RequestOptions;
import dev.sdkgen.runtime.core.RequestSpec;
import dev.sdkgen.runtime.models.Card;

/** The {@code accounts.cards} resource, as generated. */
public final class Cards {

    private final ClientCore core;

    /**
     * Created by the parent resource.
     *
     * @param core the client's core
     */
    public Cards(ClientCore core) {
        this.core = core;
    }

    /**
     * Freeze a card. Never retried ({@code x-sdkgen-retries: {enabled: false}}).
     *
     * @param accountId the account
     * @param cardId    the card
     * @return the frozen card
     */
    public Card freeze(String accountId, String cardId) {
        return freeze(accountId, cardId, RequestOptions.none());
    }

    /**
     * Freeze a card. Never retried ({@code x-sdkgen-retries: {enabled: false}}).
     *
     * @param accountId the account
     * @param cardId    the card
     * @param options   per-request options
     * @return the frozen card
     */
    public Card freeze(String accountId, String cardId, RequestOptions options) {
        return core.request(RequestSpec.post("/accounts/{account_id}/cards/{card_id}/freeze")
                .pathParams(accountId, cardId)
                .retryable(false)
                .build(), Card.class, options);
    }
}
