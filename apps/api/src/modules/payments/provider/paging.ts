/** What every Pagar.me v5 resource shares: metadata, list pages and per-request options. */

export type Metadata = Record<string, string>;

interface PagarmePaging {
  total: number;
  previous: string | null;
  next: string | null;
}

export interface PagarmeList<T> {
  data: T[];
  paging: PagarmePaging;
}

export interface PageQuery {
  page?: number;
  size?: number;
}

export interface RequestOptions {
  /** Reuse the same key when repeating an operation whose outcome is unknown (timeouts). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}
