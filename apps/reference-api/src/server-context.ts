import type { Clock } from "./clock.ts";
import type { ReferenceApiConfig, VisitorLocation } from "./config.ts";
import type { Store } from "./db/store.ts";
import type { FaultRegistry } from "./http/faults.ts";
import type { RateLimiter } from "./http/rate-limiter.ts";
import type { PasswordHasher } from "./players/password.ts";
import type { ChatPresence } from "./realtime/chat-presence.ts";
import type { RealtimeHub } from "./realtime/realtime-hub.ts";
import type { SocketTickets } from "./realtime/socket-tickets.ts";

/** The request limits kept in memory, by address or account. */
export interface RateLimits {
  /** Failed logins per client address. */
  loginByAddress: RateLimiter;
  /** Failed logins per e-mail address tried. */
  loginByAccount: RateLimiter;
  /** Anonymous event-log calls per client address. */
  logEventByAddress: RateLimiter;
  /** Verification e-mails asked for per client address. */
  verificationByAddress: RateLimiter;
  /** Verification e-mails asked for per e-mail address. */
  verificationByEmail: RateLimiter;
  /** Credentials e-mails sent per account. */
  credentialsByAccount: RateLimiter;
  /** Live chat messages per player. */
  chatByPlayer: RateLimiter;
}

/** What every route needs: state, time, configuration, faults, the realtime hub and the security pieces. */
export interface ServerContext {
  store: Store;
  clock: Clock;
  config: ReferenceApiConfig;
  faults: FaultRegistry;
  realtime: RealtimeHub;
  /** The visitor location `get-location` answers (the control endpoint replaces it). */
  visitor: { location: VisitorLocation };
  /** The token control calls must carry: the configured one, or one made up at start. */
  controlToken: string;
  /** A random key of this run: signs the stand-in provider's checkout links. */
  secret: Buffer;
  passwords: PasswordHasher;
  /** The hash the demo players are seeded with (made once: scrypt is slow on purpose). */
  demoPasswordHash: string;
  socketTickets: SocketTickets;
  /** Who is in the live chat, active or away. */
  chatPresence: ChatPresence;
  rateLimits: RateLimits;
  /** Money calls under way, by player and idempotency key: a repeat waits for the first answer. */
  idempotencyInFlight: Map<string, Promise<void>>;
}
