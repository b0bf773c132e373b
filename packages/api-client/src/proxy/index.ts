// `@casino/api-client/proxy`: the server-side forwarding a site uses so that page scripts never
// hold the player's token. Server only: it adds the token and the system token to each call.

export { createBackendProxy, PROXIED_PATH_PREFIX } from "./backend-proxy";
export type { BackendProxy, BackendProxyOptions, ForwardOptions } from "./backend-proxy";
