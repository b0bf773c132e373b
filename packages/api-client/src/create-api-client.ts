import type * as v from "valibot";
import { createHttpCore, type HttpCore, type RawRequest } from "./core/http-core";
import type { ApiClientOptions } from "./core/options";
import type { CallOptions, QueryValue } from "./core/request-options";
import { bonusEndpoints } from "./endpoints/bonus";
import { chatEndpoints } from "./endpoints/chat";
import { contentEndpoints } from "./endpoints/content";
import { documentsEndpoints } from "./endpoints/documents";
import { eventsEndpoints } from "./endpoints/events";
import { gamesEndpoints } from "./endpoints/games";
import { tournamentsEndpoints } from "./endpoints/tournaments";
import { limitsEndpoints } from "./endpoints/limits";
import { locationEndpoints } from "./endpoints/location";
import { paymentsEndpoints } from "./endpoints/payments";
import { rakebackEndpoints } from "./endpoints/rakeback";
import { sessionEndpoints } from "./endpoints/session";
import { systemEndpoints } from "./endpoints/system";
import { userEndpoints } from "./endpoints/user";

/** Options of the DELETE helper. */
export type DeleteOptions<TSchema extends v.GenericSchema> = CallOptions & {
  schema?: TSchema;
  searchParams?: Readonly<Record<string, QueryValue>>;
  json?: unknown;
  requiresToken?: boolean;
};

/**
 * Creates an API client: the call conventions (see docs/features.md, Call conventions) around
 * every call the product makes, grouped by area. Create one per browser tab and one per server request (it may
 * carry a player's token); never share one at module level.
 *
 * @example
 * const client = createApiClient({
 *   baseUrl: "https://api.brand.example",
 *   getToken: () => readCookie("accessToken"),
 *   onSessionExpired: () => openLoginModal(),
 * });
 * const { data } = await client.user.getUserDetails();
 */
export function createApiClient(options: ApiClientOptions) {
  return clientOver(createHttpCore(options), options);
}

/**
 * The client's calls over a given core. Not exported from the package root: the contract
 * module reads each call's method, path and schemas by running the calls over a core that records.
 */
export function clientOver(core: HttpCore, options: ApiClientOptions) {
  return {
    /** The paths in use (defaults plus overrides). */
    paths: core.paths,
    content: contentEndpoints(core),
    session: sessionEndpoints(core, options),
    user: userEndpoints(core),
    location: locationEndpoints(core, options),
    bonus: bonusEndpoints(core),
    rakeback: rakebackEndpoints(core),
    payments: paymentsEndpoints(core),
    documents: documentsEndpoints(core),
    limits: limitsEndpoints(core),
    events: eventsEndpoints(core),
    system: systemEndpoints(core),
    games: gamesEndpoints(core),
    tournaments: tournamentsEndpoints(core),
    chat: chatEndpoints(core),
    /** Whether the token provider has a token now. */
    hasToken: core.hasToken,
    /**
     * Where the browser loads a picture the back end names by path (`/api/core/casino/assets/…` lives
     * on the core host, like every `/api/core` call); an absolute URL is kept as it is.
     *
     * @example client.assetUrl("/api/core/casino/assets/games/book-of-embers.svg") // "https://core.brand.example/api/core/casino/assets/games/book-of-embers.svg"
     */
    assetUrl(path: string): string {
      return path.startsWith("/") ? core.urlOf(path) : path;
    },
    /** The DELETE helper: a DELETE by path with the call conventions, parsed by `schema` when given. */
    delete<TSchema extends v.GenericSchema = v.UnknownSchema>(
      path: string,
      deleteOptions: DeleteOptions<TSchema> = {},
    ) {
      return core.raw<TSchema>({ ...deleteOptions, method: "delete", path });
    },
    /** A call by path with the call conventions, for a brand's own endpoints. */
    request<TSchema extends v.GenericSchema = v.UnknownSchema>(spec: RawRequest<TSchema>) {
      return core.raw<TSchema>(spec);
    },
  };
}

/** A client made by {@link createApiClient}. */
export type ApiClient = ReturnType<typeof createApiClient>;
