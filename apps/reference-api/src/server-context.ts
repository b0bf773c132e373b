import type { Clock } from "./clock.ts";
import type { ReferenceApiConfig, VisitorLocation } from "./config.ts";
import type { Store } from "./db/store.ts";
import type { FaultRegistry } from "./http/faults.ts";
import type { RealtimeHub } from "./realtime/realtime-hub.ts";
import type { SocketTickets } from "./realtime/socket-tickets.ts";

/** What every route needs: state, time, configuration, faults and the realtime hub. */
export interface ServerContext {
  store: Store;
  clock: Clock;
  config: ReferenceApiConfig;
  faults: FaultRegistry;
  realtime: RealtimeHub;
  /** The realtime socket's single-use tickets. */
  socketTickets: SocketTickets;
  /** The visitor location `get-location` answers (the control endpoint replaces it). */
  visitor: { location: VisitorLocation };
}
