import { randomBytes } from "node:crypto";

/** How long a socket ticket is valid. */
export const SOCKET_TICKET_TTL_SECONDS = 60;

interface Ticket {
  playerId: number;
  expiresAt: number;
}

/**
 * Short-lived, single-use tickets for the realtime socket. A site that keeps the access token out
 * of page scripts asks its own server for a ticket and hands the browser only that (see the
 * README, "Realtime"). Kept in memory: a restart voids them, which costs the client one retry.
 */
export class SocketTickets {
  readonly #tickets = new Map<string, Ticket>();

  /** A new ticket for a player, valid {@link SOCKET_TICKET_TTL_SECONDS} from `now`. */
  issue(playerId: number, now: Date): { ticket: string; expiresInSeconds: number } {
    this.#forgetExpired(now);
    const ticket = randomBytes(32).toString("base64url");
    this.#tickets.set(ticket, { playerId, expiresAt: now.getTime() + SOCKET_TICKET_TTL_SECONDS * 1000 });
    return { ticket, expiresInSeconds: SOCKET_TICKET_TTL_SECONDS };
  }

  /** Uses a ticket up: its player if it was issued and has not expired, once. */
  redeem(ticket: string, now: Date): number | undefined {
    const found = this.#tickets.get(ticket);
    this.#tickets.delete(ticket);
    return found && found.expiresAt > now.getTime() ? found.playerId : undefined;
  }

  #forgetExpired(now: Date): void {
    for (const [ticket, entry] of this.#tickets) if (entry.expiresAt <= now.getTime()) this.#tickets.delete(ticket);
  }
}
