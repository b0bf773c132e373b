import { PAGE_SIZE } from "@casino/domain";

/**
 * The reads of the bonuses page, shared by the server's prefetch and the browser's hooks so both
 * use one cache entry: every bonus the player took (they fit one page; the history lists them
 * newest first) and the first page of promotions.
 */
export const BONUSES_PAGE_QUERIES = {
  taken: { pageNo: 1, limit: 100 },
  offers: { pageNo: 1, limit: PAGE_SIZE },
} as const;
