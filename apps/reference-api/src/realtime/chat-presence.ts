import { awayStatus } from "@casino/domain";

/** A player in the live chat as the back end keeps them: in memory, like the sockets. */
interface PresenceRecord {
  name: string;
  /** The last time the player reported activity, ms since the epoch. */
  lastActivityAt: number;
  /** When the player set themselves away, or null. */
  manualAwaySince: number | null;
}

/** A player in the chat as every visitor sees them. */
export interface ChatParticipantWire {
  name: string;
  status: "active" | "away";
}

/**
 * Who is in the live chat (`docs/features.md`, "Live chat"): each player's last activity and
 * manual away switch, read through the domain's `awayStatus` at the asking moment, so a player is
 * away 5 minutes after their last activity and gone from the list 30 minutes after that, whether
 * or not their page is still open to say so.
 */
export class ChatPresence {
  readonly #players = new Map<number, PresenceRecord>();

  /** The player is active now, or has set themselves away. */
  report(playerId: number, name: string, status: "active" | "away", now: Date): void {
    const known = this.#players.get(playerId);
    const at = now.getTime();
    if (status === "active") {
      this.#players.set(playerId, { name, lastActivityAt: at, manualAwaySince: null });
      return;
    }
    this.#players.set(playerId, {
      name,
      lastActivityAt: known?.lastActivityAt ?? at,
      manualAwaySince: known?.manualAwaySince ?? at,
    });
  }

  /** Who is in the chat at `now`, active first, then by name; removed players are forgotten. */
  participants(now: Date): ChatParticipantWire[] {
    const listed: ChatParticipantWire[] = [];
    for (const [playerId, record] of this.#players) {
      const status = awayStatus({ ...record, now: now.getTime() });
      if (status === "removed") this.#players.delete(playerId);
      else listed.push({ name: record.name, status });
    }
    return listed.sort((a, b) =>
      a.status === b.status ? a.name.localeCompare(b.name) : a.status === "active" ? -1 : 1,
    );
  }

  /** The player leaves the chat now (their session ended); answers whether they were in it. */
  forget(playerId: number): boolean {
    return this.#players.delete(playerId);
  }

  /** Forgets everyone (the control endpoint's reset). */
  clear(): void {
    this.#players.clear();
  }
}
