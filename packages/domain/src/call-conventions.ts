/** Page size of list calls such as get-all-bonus `limit`. */
export const PAGE_SIZE = 24;

/** Default timeout of every call. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Limit of the server-side get-user-details call; on timeout the page renders without user data. */
export const SERVER_AUTH_FETCH_TIMEOUT_MS = 5_000;
