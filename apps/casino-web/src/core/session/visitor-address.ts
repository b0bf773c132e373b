/**
 * The visitor's address as the site's own server saw it, from the `X-Forwarded-For` chain the site
 * received: the site's server (`scripts/serve.mjs`) appends its TCP peer as the last entry, as a
 * proxy would, so the chain ends with an address no visitor chose. Walking from the right, the
 * entries written by the proxies in front of the site (`trustedProxies`) are passed over; the
 * first one that is not a trusted proxy is the visitor. Entries further left are whatever the
 * visitor sent and are never read. `null` when there is no chain (a server without `serve.mjs`).
 *
 * @example visitorAddress("6.6.6.6, 203.0.113.9", []) // "203.0.113.9" (the peer; the visitor wrote 6.6.6.6)
 * @example visitorAddress("6.6.6.6, 203.0.113.9, 10.0.0.2", ["10.0.0.2"]) // "203.0.113.9" (the load balancer's peer)
 */
export function visitorAddress(forwardedFor: string | null, trustedProxies: readonly string[]): string | null {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const entry = chain[index];
    if (entry !== undefined && (index === 0 || !trustedProxies.includes(entry))) return entry;
  }
  return null;
}
