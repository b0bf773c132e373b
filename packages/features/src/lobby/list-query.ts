import { DEFAULT_GAME_SORT, isGameSortOption, type GameSortOption } from "@casino/domain";

/** A query parameter as Next.js hands it to a page. */
export type QueryValue = string | string[] | undefined;

function first(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The page number of the address (`?page=2`); the first page for anything else. */
export function pageNumberOf(value: QueryValue): number {
  const page = Number(first(value));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The sort of the address (`?sort=rtp`); the default sort for anything else. */
export function sortOf(value: QueryValue): GameSortOption {
  const sort = first(value);
  return isGameSortOption(sort) ? sort : DEFAULT_GAME_SORT;
}

/** A text parameter of the address (`?q=book`), trimmed; empty when absent. */
export function textOf(value: QueryValue): string {
  return (first(value) ?? "").trim();
}

/** What a game list's address holds besides its path. */
export interface ListParams {
  q?: string;
  provider?: string;
  sort?: GameSortOption;
  page?: number;
  /** The list has an order of its own (the favourites): a sort given is written, the default one too. */
  ownOrder?: boolean;
}

/**
 * The address of a game list: the defaults (no search, the default sort, the first page) are left
 * out, so the bare URL stays the canonical one.
 *
 * @example listUrl("/casino/slots", { sort: "rtp", page: 2 }) // "/casino/slots?sort=rtp&page=2"
 */
export function listUrl(path: string, { q, provider, sort, page, ownOrder = false }: ListParams): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (provider) params.set("provider", provider);
  if (sort && (ownOrder || sort !== DEFAULT_GAME_SORT)) params.set("sort", sort);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query === "" ? path : `${path}?${query}`;
}
