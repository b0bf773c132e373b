import ky, { isNetworkError, isTimeoutError } from "ky";
import * as v from "valibot";
import { ApiError } from "../api-error";
import { DEFAULT_PATHS, fillPath, isCorePath, type ApiPaths } from "../paths";
import { serverErrorCode, serverErrorMessage } from "../schemas/error-body";
import { CLIENT_DEFAULTS, type ApiClientOptions } from "./options";
import type { QueryValue, RequestContent, RequestSpec } from "./request-options";

/** Headers that keep browsers and CDNs from answering from a cache (000 §7). */
const NO_CACHE_HEADERS = {
  "Cache-Control": "no-cache, no-store, must-revalidate",
  Pragma: "no-cache",
  Expires: "0",
} as const;

/** A raw call by path, for the DELETE helper and for back-end calls this package does not name. */
export type RawRequest<TSchema extends v.GenericSchema> = RequestContent & { path: string; schema?: TSchema };

/** The one HTTP core every endpoint goes through; it applies the call conventions of 000 §7. */
export type HttpCore = {
  /** Sends a named endpoint's call and parses its answer with the endpoint's schema. */
  request<TSchema extends v.GenericSchema>(spec: RequestSpec<TSchema>): Promise<v.InferOutput<TSchema>>;
  /** Sends a call by path (overrides and names are bypassed), parsing with `schema` when given. */
  raw<TSchema extends v.GenericSchema = v.UnknownSchema>(spec: RawRequest<TSchema>): Promise<v.InferOutput<TSchema>>;
  /** The paths in use: the defaults with the brand's overrides. */
  readonly paths: Readonly<ApiPaths>;
  /** The server-side user check's time limit, in ms. */
  readonly serverUserCheckTimeoutMs: number;
  /** Whether a token is available now. */
  hasToken(): Promise<boolean>;
};

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

function parseBodyText(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error };
  }
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

  // The one ky instance of this client. Non-200 answers are read and turned into ApiError
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

  async function send<TSchema extends v.GenericSchema>(
    endpoint: string,
    path: string,
    spec: Omit<RawRequest<TSchema>, "path">,
  ): Promise<v.InferOutput<TSchema>> {
    const token = await readToken();
    if (spec.requiresToken === true && token === undefined) {
      throw new ApiError("unauthenticated", { endpoint });
    }

    const headers: Record<string, string> = {
      Accept: "application/json",
      [languageHeader]: currentLanguage(),
      ...(spec.cached === true ? {} : NO_CACHE_HEADERS),
    };
    if (token !== undefined) {
      headers.Authorization = `Bearer ${token}`;
      headers.Authorization2 = `Bearer ${token}`;
    }
    if (systemAccessToken !== undefined && systemAccessToken !== "") {
      headers[systemTokenHeader] = systemAccessToken;
    }

    const url = joinUrl(isCorePath(path) ? coreUrl : options.baseUrl, path);
    let response: Response;
    try {
      response = await http(url, {
        method: spec.method,
        headers,
        searchParams: compactQuery(spec.searchParams),
        json: spec.formData === undefined ? spec.json : undefined,
        body: spec.formData,
        timeout: spec.timeoutMs ?? timeoutMs,
        signal: spec.signal,
        onUploadProgress: spec.onUploadProgress,
      });
    } catch (error) {
      if (isTimeoutError(error)) throw new ApiError("timeout", { endpoint, cause: error });
      if (isNetworkError(error)) throw new ApiError("network", { endpoint, cause: error });
      if (error instanceof TypeError) throw new ApiError("network", { endpoint, cause: error });
      throw error;
    }

    const text = await response.text();
    const parsed = parseBodyText(text);

    if (response.status !== 200) {
      const body = parsed.ok ? parsed.value : text;
      if (response.status === 403) {
        // 000 §8: a 403 is an expired session; it is logged only as a warning.
        console.warn(`[api-client] ${endpoint}: 403, session treated as expired`);
        options.onSessionExpired?.({ endpoint });
      }
      throw new ApiError("http", {
        endpoint,
        status: response.status,
        body,
        code: serverErrorCode(body),
        serverMessage: serverErrorMessage(body),
      });
    }

    if (!parsed.ok) {
      throw new ApiError("invalid-response", {
        endpoint,
        status: response.status,
        body: text,
        issues: [{ path: "", message: "the body is not JSON" }],
        cause: parsed.error,
      });
    }
    if (spec.schema === undefined) return parsed.value;
    const result = v.safeParse(spec.schema, parsed.value);
    if (!result.success) {
      throw new ApiError("invalid-response", {
        endpoint,
        status: response.status,
        body: parsed.value,
        issues: result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? "", message: issue.message })),
      });
    }
    return result.output;
  }

  return {
    paths,
    serverUserCheckTimeoutMs: options.serverUserCheckTimeoutMs ?? CLIENT_DEFAULTS.serverUserCheckTimeoutMs,
    request(spec) {
      const path =
        spec.pathParams === undefined ? paths[spec.endpoint] : fillPath(paths[spec.endpoint], spec.pathParams);
      return send(spec.endpoint, path, spec);
    },
    raw(spec) {
      return send(spec.path, spec.path, spec);
    },
    async hasToken() {
      return (await readToken()) !== undefined;
    },
  };
}
