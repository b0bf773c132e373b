import type { io as Io, Socket } from "socket.io-client";
import * as v from "valibot";
import type { MaybePromise } from "../core/options";
import { realtimeEventSchemas, type RealtimeEventName, type RealtimeEvents } from "../schemas/events";

/** How the realtime connection is set up. */
export type RealtimeClientOptions = {
  /** The socket server URL (with a namespace path if the back end uses one). */
  url: string;
  /**
   * The token, sent as `auth.token`; read at every connect and reconnect, so a refreshed token is
   * used (QUALITY.md "Reliability"). Give this or `getAuth`.
   */
  getToken?: () => MaybePromise<string | null | undefined>;
  /**
   * The handshake's whole `auth`, read at every connect and reconnect; takes the place of
   * `getToken`. A site that keeps the token away from page scripts passes a fresh single-use
   * ticket here (`{ ticket }` from `session.getSocketTicket()`). A rejection connects without
   * credentials, which the server refuses.
   */
  getAuth?: () => MaybePromise<Record<string, unknown>>;
  /** The socket.io path. Default `/socket.io`. */
  path?: string;
  /** First reconnect delay in ms; it doubles up to the maximum, with jitter. Default 1 000. */
  reconnectionDelayMs?: number;
  /** Longest reconnect delay in ms. Default 30 000. */
  reconnectionDelayMaxMs?: number;
  /** Transports; default websocket first, polling as fallback. */
  transports?: ("websocket" | "polling")[];
};

/** The connection state, for a status indicator and for refreshing data after a reconnect. */
export type RealtimeStatus = "connecting" | "connected" | "reconnected" | "disconnected" | "closed";

/** A listener of one realtime event. */
export type RealtimeListener<TEvent extends RealtimeEventName> = (payload: RealtimeEvents[TEvent]) => void;

/** The realtime client: typed events, status, and a clean close. */
export type RealtimeClient = {
  /** Listens to one event; returns the function that stops listening. */
  on<TEvent extends RealtimeEventName>(event: TEvent, listener: RealtimeListener<TEvent>): () => void;
  /** Listens to the connection state; returns the function that stops listening. */
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  /** Connects (the client does not connect on creation, so the app decides when a token exists). */
  connect(): void;
  /** Closes for good (logout): no reconnect, every listener dropped. */
  close(): void;
  /** Whether the socket is connected now. */
  readonly connected: boolean;
};

const EVENT_NAMES = Object.keys(realtimeEventSchemas) as RealtimeEventName[];

/** The handshake's `auth` as the options describe it. */
async function readAuth(options: RealtimeClientOptions): Promise<Record<string, unknown>> {
  if (options.getAuth !== undefined) return options.getAuth();
  return { token: (await options.getToken?.()) ?? "" };
}

/**
 * Creates the realtime client on socket.io: authenticated with the token in the
 * handshake's `auth.token` (or with what `getAuth` answers, such as a single-use ticket), events `debit`, `credit`, `globalCredit`, `deposit`, `failedDeposit`
 * and `balance`, each parsed by its schema (a payload that does not fit is dropped with a
 * warning), reconnecting with exponential backoff.
 *
 * @example
 * const realtime = createRealtimeClient({ url: "https://ws.brand.example", getToken: readToken });
 * realtime.on("balance", ({ total }) => showBalance(total));
 * realtime.connect();
 * // on logout:
 * realtime.close();
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const listeners = new Map<RealtimeEventName, Set<(payload: never) => void>>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let socket: Socket | null = null;
  let opening: Promise<void> | null = null;
  let everConnected = false;
  let closed = false;

  function setStatus(status: RealtimeStatus) {
    for (const listener of statusListeners) listener(status);
  }

  function openSocket(io: typeof Io): Socket {
    const created = io(options.url, {
      path: options.path,
      autoConnect: false,
      transports: options.transports ?? ["websocket", "polling"],
      reconnection: true,
      reconnectionDelay: options.reconnectionDelayMs ?? 1_000,
      reconnectionDelayMax: options.reconnectionDelayMaxMs ?? 30_000,
      randomizationFactor: 0.5,
      // A function, so socket.io asks for the credentials again at every (re)connect.
      auth: (callback) => {
        readAuth(options).then(callback, () => callback({}));
      },
    });

    for (const event of EVENT_NAMES) {
      created.on(event, (raw: unknown) => {
        const parsed = v.safeParse(realtimeEventSchemas[event], raw);
        if (!parsed.success) {
          console.warn(`[api-client] realtime "${event}" payload dropped: ${parsed.issues[0].message}`);
          return;
        }
        for (const listener of listeners.get(event) ?? []) (listener as (payload: unknown) => void)(parsed.output);
      });
    }

    created.on("connect", () => {
      setStatus(everConnected ? "reconnected" : "connected");
      everConnected = true;
    });
    // A lost transport (a server restart) is retried by socket.io with the backoff above; a
    // disconnect the server asked for (its session ended) is not, by socket.io's design.
    created.on("disconnect", () => {
      if (!closed) setStatus("disconnected");
    });
    // A refused handshake (the server's auth middleware said no) is not retried by socket.io.
    created.on("connect_error", () => {
      if (!closed && !created.active) setStatus("disconnected");
    });
    created.io.on("reconnect_attempt", () => {
      setStatus("connecting");
    });
    return created;
  }

  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(event, set);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    connect() {
      if (closed || socket?.connected === true) return;
      setStatus("connecting");
      if (socket !== null) {
        socket.connect();
        return;
      }
      // socket.io is loaded with the first connect, so a page whose visitor never signs in does
      // not download it.
      opening ??= import("socket.io-client").then(
        ({ io }) => {
          if (closed) return;
          socket = openSocket(io);
          socket.connect();
        },
        (error: unknown) => {
          opening = null;
          console.warn(`[api-client] realtime client could not load: ${String(error)}`);
          if (!closed) setStatus("disconnected");
        },
      );
    },
    close() {
      if (closed) return;
      closed = true;
      setStatus("closed");
      listeners.clear();
      statusListeners.clear();
      if (socket === null) return;
      socket.disconnect();
      socket.removeAllListeners();
      socket.io.removeAllListeners();
    },
    get connected() {
      return socket?.connected === true;
    },
  };
}
