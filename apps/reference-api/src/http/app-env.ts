import type { HttpBindings } from "@hono/node-server";

/** The Hono environment of the reference API: Node's request and response are reachable (dropped-socket faults). */
export interface AppEnv {
  Bindings: HttpBindings;
}
