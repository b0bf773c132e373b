import { randomBytes } from "node:crypto";
import { tokenHash } from "../db/session-store.ts";

/** How long a socket ticket is valid. */
export const SOCKET_TICKET_TTL_SECONDS = 60;

interface Ticket {
  playerId: number;
  /** The session the ticket was taken from: the socket lives and dies with it. */
  sessionHash: string;
  expiresAt: number;
}

/**
 * Short-lived, single-use tickets for the realtime socket. A site that keeps the access token out
 * of page scripts asks its own server for a ticket and hands the browser only that (see the
 * README, "Realtime"). Kept in memory by their SHA-256: a restart voids them, which costs a retry.
 */
export class SocketTickets {
  readonly #tickets = new Map<string, Ticket>();

  /** A new ticket for a player's session, valid {@link SOCKET_TICKET_TTL_SECONDS} from `now`. */
  issue(playerId: number, sessionHash: string, now: Date): { ticket: string; expiresInSeconds: number } {
    this.#forgetExpired(now);
    const ticket = randomBytes(32).toString("base64url");
    this.#tickets.set(tokenHash(ticket), {
      playerId,
      sessionHash,
      expiresAt: now.getTime() + SOCKET_TICKET_TTL_SECONDS * 1000,
    });
    return { ticket, expiresInSeconds: SOCKET_TICKET_TTL_SECONDS };
  }

  /** Uses a ticket up: its player and session if it was issued and has not expired, once. */
  redeem(ticket: string, now: Date): { playerId: number; sessionHash: string } | undefined {
    const key = tokenHash(ticket);
    const found = this.#tickets.get(key);
    this.#tickets.delete(key);
    if (!found || found.expiresAt <= now.getTime()) return undefined;
    return { playerId: found.playerId, sessionHash: found.sessionHash };
  }

  /** Voids every ticket (the control endpoint's reset). */
  clear(): void {
    this.#tickets.clear();
  }

  #forgetExpired(now: Date): void {
    for (const [key, ticket] of this.#tickets) if (ticket.expiresAt <= now.getTime()) this.#tickets.delete(key);
  }
}
