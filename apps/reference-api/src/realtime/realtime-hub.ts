import type { Server } from "socket.io";

/** The payloads of the realtime events (`@casino/api-client` `realtimeEventSchemas`). */
export interface RealtimeEvents {
  debit: { amount: number; currencyCode: string; transactionId: number; cash: number; nonCash: number; total: number };
  credit: { amount: number; currencyCode: string; transactionId: number; cash: number; nonCash: number; total: number };
  globalCredit: {
    amount: number;
    currencyCode: string;
    transactionId: number;
    cash: number;
    nonCash: number;
    total: number;
  };
  deposit: { count: number; amount: number; transactionId: number };
  failedDeposit: { transactionId: number; errorCode: string; message: string; paymentMethod: string };
  balance: { cash: number; nonCash: number; total: number };
  betRefused: { errorCode: string; gameSlug: string | null; amount: number; bonusBuy: boolean };
}

/** The payloads of the live chat's events, sent to everyone on the `/chat` namespace. */
export interface ChatEvents {
  chatMessage: { id: number; author: string; text: string; sentAt: string };
  chatMessageRemoved: { id: number };
  chatParticipants: { participants: { name: string; status: "active" | "away" }[] };
}

/** The socket.io namespace of the live chat: open to visitors, who read it without signing in. */
export const CHAT_NAMESPACE = "/chat";

/** The room of one player's sockets. */
export function playerRoom(playerId: number): string {
  return `player:${playerId}`;
}

/**
 * Sends events to a player's open sockets. Routes hold the hub from the start; the socket.io
 * server is attached once the HTTP server exists (both share the port).
 */
export class RealtimeHub {
  #io: Server | undefined;

  /** Attaches the socket.io server. */
  attach(io: Server): void {
    this.#io = io;
  }

  /** Emits `event` to every socket of `playerId` (nothing when none is open). */
  emit<TEvent extends keyof RealtimeEvents>(playerId: number, event: TEvent, payload: RealtimeEvents[TEvent]): void {
    this.#io?.to(playerRoom(playerId)).emit(event, payload);
  }

  /** Emits a chat event to every open chat, signed in or not. */
  emitChat<TEvent extends keyof ChatEvents>(event: TEvent, payload: ChatEvents[TEvent]): void {
    this.#io?.of(CHAT_NAMESPACE).emit(event, payload);
  }

  /** Ids of players with at least one open socket. */
  connectedPlayerIds(): number[] {
    if (!this.#io) return [];
    const ids: number[] = [];
    for (const room of this.#io.sockets.adapter.rooms.keys()) {
      if (room.startsWith("player:")) ids.push(Number(room.slice("player:".length)));
    }
    return ids;
  }

  /** Closes the sockets opened with these sessions (ended by logout, a password change or a lifetime). */
  disconnectSessions(sessionHashes: readonly string[]): void {
    if (!this.#io || sessionHashes.length === 0) return;
    for (const socket of this.#io.sockets.sockets.values()) {
      if (sessionHashes.includes(String(socket.data.sessionHash))) socket.disconnect(true);
    }
  }

  /**
   * Cuts every socket's connection (the control endpoint's "dropped socket" for realtime). The
   * transport is closed rather than the socket disconnected, so clients see a network drop, as
   * after a server restart, and reconnect on their own.
   */
  disconnectAll(): number {
    if (!this.#io) return 0;
    const sockets = [...this.#io.sockets.sockets.values()];
    for (const socket of sockets) socket.conn.close();
    return sockets.length;
  }
}
