// Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.

import { APIResource } from '../core/index.js';
import type { PagePromise, PaginationSpec, RequestOptions } from '../core/index.js';
import type { Account, AccountCreateParams, AccountList, AccountListParams, AccountUpdateParams } from '../models.js';
import { Cards } from './cards.js';

const LIST_PAGINATION: PaginationSpec = {
  type: 'cursor',
  items: 'data',
  limitParam: 'limit',
  cursorParam: 'starting_after',
  cursorField: 'id',
  hasMore: 'has_more',
};

export class Accounts extends APIResource {
  readonly cards: Cards = new Cards(this._client);

  /**
   * List accounts.
   */
  list(query: AccountListParams = {}, options?: RequestOptions): PagePromise<Account, AccountList> {
    return this._paginate<Account, AccountList>({ method: 'get', path: '/accounts', query }, LIST_PAGINATION, options);
  }

  /**
   * Create an account.
   */
  create(body: AccountCreateParams, options?: RequestOptions): Promise<Account> {
    return this._request<Account>({ method: 'post', path: '/accounts', body }, options);
  }

  /**
   * Update an account.
   */
  update(accountId: string, body: AccountUpdateParams, options?: RequestOptions): Promise<Account> {
    return this._request<Account>(
      { method: 'post', path: '/accounts/{account_id}', pathParams: [accountId], body, encoding: 'form' },
      options,
    );
  }

  /**
   * Retrieve an account.
   */
  get(accountId: string, options?: RequestOptions): Promise<Account> {
    return this._request<Account>({ method: 'get', path: '/accounts/{account_id}', pathParams: [accountId] }, options);
  }
}
