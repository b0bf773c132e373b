/** Request header carrying the page's own path and query from the proxy to the page render. */
export const REQUEST_URL_HEADER = "x-casino-request-url";
