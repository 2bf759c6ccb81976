// Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.

import { APIResource } from '../core/index.js';
import type { PagePromise, PaginationSpec, RequestOptions } from '../core/index.js';
import type { Card, CardList, CardListParams } from '../models.js';

const LIST_PAGINATION: PaginationSpec = { type: 'offset', items: 'data', limitParam: 'limit', offsetParam: 'offset', total: 'total' };

export class Cards extends APIResource {
  /**
   * List the cards of an account.
   */
  list(accountId: string, query: CardListParams = {}, options?: RequestOptions): PagePromise<Card, CardList> {
    return this._paginate<Card, CardList>(
      { method: 'get', path: '/accounts/{account_id}/cards', pathParams: [accountId], query },
      LIST_PAGINATION,
      options,
    );
  }

  /**
   * Freeze a card. Never retried (`x-sdkgen-retries: {enabled: false}`).
   */
  freeze(accountId: string, cardId: string, options?: RequestOptions): Promise<Card> {
    return this._request<Card>(
      {
        method: 'post',
        path: '/accounts/{account_id}/cards/{card_id}/freeze',
        pathParams: [accountId, cardId],
        retryable: false,
      },
      options,
    );
  }
}
