import ky, { isNetworkError, isTimeoutError, type KyInstance } from "ky";
import * as v from "valibot";
import { ApiError } from "../api-error";
import { DEFAULT_PATHS, fillPath, isCorePath, type ApiPaths } from "../paths";
import { serverErrorCode, serverErrorMessage } from "../schemas/error-body";
import { IDEMPOTENCY_KEY_HEADER } from "./idempotency";
import { CLIENT_DEFAULTS, type ApiClientOptions } from "./options";
import type { CallOptions, QueryValue, RequestContent, RequestSpec } from "./request-options";

/** Headers that keep browsers and CDNs from answering from a cache (see docs/features.md, Call conventions). */
const NO_CACHE_HEADERS = {
  "Cache-Control": "no-cache, no-store, must-revalidate",
  Pragma: "no-cache",
  Expires: "0",
} as const;

/** A raw call by path, for the DELETE helper and for back-end calls this package does not name. */
export type RawRequest<TSchema extends v.GenericSchema> = RequestContent & { path: string; schema?: TSchema };

/**
 * A call to a service outside the brand's back end (the reverse-geocoding lookup), by absolute
 * URL. It carries no token and no system token: those are for the brand's back end only.
 */
export type ExternalRequest<TSchema extends v.GenericSchema> = CallOptions & {
  /** A name for errors, like an endpoint name. */
  endpoint: string;
  url: string;
  searchParams?: Readonly<Record<string, QueryValue>>;
  schema: TSchema;
};

/** The one HTTP core every endpoint goes through; it applies the call conventions. */
export type HttpCore = {
  /** Sends a named endpoint's call and parses its answer with the endpoint's schema. */
  request<TSchema extends v.GenericSchema>(spec: RequestSpec<TSchema>): Promise<v.InferOutput<TSchema>>;
  /** Sends a call by path (overrides and names are bypassed), parsing with `schema` when given. */
  raw<TSchema extends v.GenericSchema = v.UnknownSchema>(spec: RawRequest<TSchema>): Promise<v.InferOutput<TSchema>>;
  /** Sends a GET to a service outside the back end, without the back end's credentials. */
  external<TSchema extends v.GenericSchema>(spec: ExternalRequest<TSchema>): Promise<v.InferOutput<TSchema>>;
  /** The paths in use: the defaults with the brand's overrides. */
  readonly paths: Readonly<ApiPaths>;
  /** The absolute URL of a back-end path: `/api/core/*` on the core host, anything else on the base URL. */
  urlOf(path: string): string;
  /** The server-side user check's time limit, in ms. */
  readonly serverUserCheckTimeoutMs: number;
  /** Whether a token is available now, or a session the client cannot read (`hasSession`). */
  hasToken(): Promise<boolean>;
};

/** One call as the steps below see it. */
type Call = {
  endpoint: string;
  url: string;
  content: RequestContent;
  headers: Record<string, string>;
  /** Whether a 403 means the player's session expired (true for the brand's back end only). */
  sessionBound: boolean;
};

/** A body as read: parsed JSON (`undefined` when empty), or the raw text that is not JSON. */
type ReadBody = { json: true; value: unknown } | { json: false; text: string; error: unknown };

function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, "") + path;
}

function compactQuery(query: Readonly<Record<string, QueryValue>> | undefined): Record<string, string> | undefined {
  if (query === undefined) return undefined;
  const entries = Object.entries(query).flatMap(([key, value]) =>
    value === undefined || value === null ? [] : [[key, String(value)] as const],
  );
  return Object.fromEntries(entries);
}

/** Step 2: sends the request; no answer at all becomes a `timeout` or `network` ApiError. */
async function sendRequest(http: KyInstance, call: Call, defaultTimeoutMs: number): Promise<Response> {
  const { content } = call;
  try {
    return await http(call.url, {
      method: content.method,
      headers: call.headers,
      searchParams: compactQuery(content.searchParams),
      json: content.formData === undefined ? content.json : undefined,
      body: content.formData,
      timeout: content.timeoutMs ?? defaultTimeoutMs,
      signal: content.signal,
      onUploadProgress: content.onUploadProgress,
    });
  } catch (error) {
    if (isTimeoutError(error)) throw new ApiError("timeout", { endpoint: call.endpoint, cause: error });
    if (isNetworkError(error) || error instanceof TypeError) {
      throw new ApiError("network", { endpoint: call.endpoint, cause: error });
    }
    throw error;
  }
}

/** Step 3: reads the body; an empty one (a 204) is `undefined`. */
async function readBody(response: Response): Promise<ReadBody> {
  const text = await response.text();
  if (text.trim() === "") return { json: true, value: undefined };
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { json: false, text, error };
  }
}

/** Step 4: an answer outside 2xx becomes an `http` ApiError; a 403 from the back end ends the session. */
function failure(call: Call, status: number, body: ReadBody, options: ApiClientOptions): ApiError {
  const value = body.json ? body.value : body.text;
  if (status === 403 && call.sessionBound) {
    // A 403 is an expired session, not a fault: a warning, never an error log.
    console.warn(`[api-client] ${call.endpoint}: 403, session treated as expired`);
    options.onSessionExpired?.({ endpoint: call.endpoint });
  }
  return new ApiError("http", {
    endpoint: call.endpoint,
    status,
    body: value,
    code: serverErrorCode(value),
    serverMessage: serverErrorMessage(value),
  });
}

/** Step 5: a 2xx body that is JSON (or empty) and fits the schema; anything else is `invalid-response`. */
function parseAnswer<TSchema extends v.GenericSchema>(
  call: Call,
  status: number,
  body: ReadBody,
  schema: TSchema | undefined,
): v.InferOutput<TSchema> {
  if (!body.json) {
    throw new ApiError("invalid-response", {
      endpoint: call.endpoint,
      status,
      body: body.text,
      issues: [{ path: "", message: "the body is not JSON" }],
      cause: body.error,
    });
  }
  if (schema === undefined) return body.value;
  const result = v.safeParse(schema, body.value);
  if (result.success) return result.output;
  throw new ApiError("invalid-response", {
    endpoint: call.endpoint,
    status,
    body: body.value,
    issues: result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? "", message: issue.message })),
  });
}

/**
 * Creates the HTTP core. Not exported from the package root: apps use `createApiClient`.
 */
export function createHttpCore(options: ApiClientOptions): HttpCore {
  const paths: ApiPaths = { ...DEFAULT_PATHS, ...options.paths };
  const coreUrl = options.coreUrl ?? options.baseUrl;
  const timeoutMs = options.timeoutMs ?? CLIENT_DEFAULTS.timeoutMs;
  const languageHeader = options.languageHeader ?? CLIENT_DEFAULTS.languageHeader;
  const systemTokenHeader = options.systemAccessTokenHeader ?? CLIENT_DEFAULTS.systemAccessTokenHeader;
  // The system token is a server secret (QUALITY.md "Security"): never sent from a browser.
  const systemAccessToken = typeof window === "undefined" ? options.systemAccessToken : undefined;

  // The one ky instance of this client. Answers outside 2xx are read and turned into ApiError
  // below, and retries belong to React Query, which knows not to retry a 4xx.
  const http = ky.create({ retry: 0, throwHttpErrors: false, fetch: options.fetch });

  async function readToken(): Promise<string | undefined> {
    const token = await options.getToken?.();
    return typeof token === "string" && token !== "" ? token : undefined;
  }

  function currentLanguage(): string {
    const { language } = options;
    return (typeof language === "function" ? language() : language) ?? CLIENT_DEFAULTS.language;
  }

  /** Step 1: the back end's headers; a call that needs a token and has none is never sent. */
  async function backEndHeaders(endpoint: string, spec: RequestContent): Promise<Record<string, string>> {
    const token = await readToken();
    if (spec.requiresToken === true && token === undefined && options.hasSession?.() !== true) {
      throw new ApiError("unauthenticated", { endpoint });
    }
    return {
      Accept: "application/json",
      [languageHeader]: currentLanguage(),
      ...(spec.cached === true ? {} : NO_CACHE_HEADERS),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}`, Authorization2: `Bearer ${token}` }),
      ...(systemAccessToken === undefined || systemAccessToken === ""
        ? {}
        : { [systemTokenHeader]: systemAccessToken }),
      ...(spec.idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: spec.idempotencyKey }),
    };
  }

  async function send<TSchema extends v.GenericSchema>(
    call: Call,
    schema: TSchema | undefined,
  ): Promise<v.InferOutput<TSchema>> {
    const response = await sendRequest(http, call, timeoutMs);
    const body = await readBody(response);
    if (!response.ok) throw failure(call, response.status, body, options);
    return parseAnswer(call, response.status, body, schema);
  }

  async function sendToBackEnd<TSchema extends v.GenericSchema>(
    endpoint: string,
    path: string,
    spec: RequestContent & { schema?: TSchema },
  ): Promise<v.InferOutput<TSchema>> {
    const { schema, ...content } = spec;
    const headers = await backEndHeaders(endpoint, content);
    return send({ endpoint, url: urlOf(path), content, headers, sessionBound: true }, schema);
  }

  function urlOf(path: string): string {
    return joinUrl(isCorePath(path) ? coreUrl : options.baseUrl, path);
  }

  return {
    paths,
    urlOf,
    serverUserCheckTimeoutMs: options.serverUserCheckTimeoutMs ?? CLIENT_DEFAULTS.serverUserCheckTimeoutMs,
    request(spec) {
      const { endpoint, pathParams, ...rest } = spec;
      const path = pathParams === undefined ? paths[endpoint] : fillPath(paths[endpoint], pathParams);
      return sendToBackEnd(endpoint, path, rest);
    },
    raw(spec) {
      const { path, ...rest } = spec;
      return sendToBackEnd(path, path, rest);
    },
    external(spec) {
      const { endpoint, url, schema, ...content } = spec;
      const headers = { Accept: "application/json" };
      return send({ endpoint, url, content: { ...content, method: "get" }, headers, sessionBound: false }, schema);
    },
    async hasToken() {
      return (await readToken()) !== undefined || options.hasSession?.() === true;
    },
  };
}
