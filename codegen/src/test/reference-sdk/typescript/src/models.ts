// Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.

import type { Uploadable } from './core/index.js';

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

/** Sent form-encoded (the operation's only request content type is application/x-www-form-urlencoded). */
export interface AccountUpdateParams {
  name?: string;
  metadata?: Record<string, string>;
  tags?: string[];
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

export interface FileObject {
  id: string;
  filename: string;
  bytes: number;
  purpose: string;
}

/** A multipart/form-data body: `file` has `format: binary`. */
export interface FileCreateParams {
  file: Uploadable;
  purpose: string;
}

export interface Health {
  status: string;
}
