// `@casino/api-client/proxy`: the server-side forwarding a site uses so that page scripts never
// hold the player's token. Server only: it adds the player's token (never the system token) to each call.

export {
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  createBackendProxy,
  PROXIED_PATH_PREFIX,
  signClientAddress,
} from "./backend-proxy";
export type { BackendProxy, BackendProxyOptions, ForwardOptions } from "./backend-proxy";
