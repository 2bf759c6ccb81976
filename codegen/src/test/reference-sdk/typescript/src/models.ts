// Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.

export interface Account {
  id: string;
  name: string;
  status?: 'open' | 'frozen';
}

export interface AccountList {
  data: Account[];
  has_more: boolean;
}

export interface AccountCreateParams {
  name: string;
}

export interface AccountListParams {
  /** Page size. */
  limit?: number;
  /** Cursor: the id of the last account of the previous page. */
  starting_after?: string;
}

export interface Card {
  id: string;
  frozen: boolean;
}

export interface CardList {
  data: Card[];
  total: number;
}

export interface CardListParams {
  limit?: number;
  offset?: number;
}

export interface Health {
  status: string;
}
