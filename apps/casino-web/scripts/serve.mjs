// The site's server: Next's standalone server (server.js beside this file once built), with the
// address of each request's TCP peer appended to its X-Forwarded-For, as a proxy would. Next fills
// that header with the peer only when a request has none, so without this a visitor would name
// the address the back end's rate limits count by sending the header themselves; with it, the
// last entry is always one the site saw (src/core/session/visitor-address.ts reads it, passing
// over the proxies in CASINO_TRUSTED_PROXIES). See docs/security.md, "Second round: the site".
//
// It also keeps a page's `Vary: Cookie`: the proxy (src/proxy.ts) says every page answer varies
// with the cookie, and Next's page render then sets its own `Vary` over it; here the two lists are
// joined, so no cache takes a guest's page for a player's (docs/deployment.md).
import http from "node:http";

/** `Vary` values joined without repeats, case aside. */
function joinVary(...values) {
  const names = values.flatMap((value) => String(value).split(",")).map((name) => name.trim());
  const seen = new Set();
  return names
    .filter((name) => name !== "" && !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()))
    .join(", ");
}

const createServer = http.createServer;
http.createServer = function createServerNamingThePeer(...args) {
  const server = createServer.apply(this, args);
  // Before Next's own listener: every route, the proxy and the pages see the completed chain.
  server.prependListener("request", (request, response) => {
    const setHeader = response.setHeader;
    response.setHeader = function setHeaderKeepingVary(name, value) {
      const kept = String(name).toLowerCase() === "vary" ? this.getHeader("vary") : undefined;
      return setHeader.call(this, name, kept === undefined ? value : joinVary(kept, value));
    };
    const peer = request.socket.remoteAddress;
    if (peer === undefined) return;
    const sent = request.headers["x-forwarded-for"];
    request.headers["x-forwarded-for"] = sent ? `${sent}, ${peer}` : peer;
  });
  return server;
};

await import("./server.js");
