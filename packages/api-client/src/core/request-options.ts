import type { GenericSchema } from "valibot";
import type { EndpointName } from "../paths";

/** A query-string value; `undefined` leaves the parameter out. */
export type QueryValue = string | number | boolean | undefined | null;

/** Progress of an upload, from 0 to 1. */
export type UploadProgress = { percent: number; transferredBytes: number; totalBytes: number };

/** An HTTP method the client sends. */
export type HttpMethod = "get" | "post" | "put" | "delete" | "patch";

/** What a call sends besides its path: query, body, caching and whether it needs a token. */
export type RequestContent = {
  method: HttpMethod;
  searchParams?: Readonly<Record<string, QueryValue>>;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (uploads). */
  formData?: FormData;
  /** The call may be cached by the browser and CDNs: no no-cache headers. */
  cached?: boolean;
  /** Reject before sending when there is no token. */
  requiresToken?: boolean;
  /** Sent as `Idempotency-Key`: money calls carry one so a retried attempt pays once. */
  idempotencyKey?: string;
} & CallOptions;

/** One call, as the endpoint functions describe it to the core. */
export type RequestSpec<TSchema extends GenericSchema> = RequestContent & {
  /** The endpoint name; its path comes from the client's paths. */
  endpoint: EndpointName;
  /** The schema a 2xx body must fit (`undefined` for an empty body, as a 204 sends). */
  schema: TSchema;
  /** Values for `{name}` placeholders in the path. */
  pathParams?: Readonly<Record<string, string | number>>;
};

/** What any caller may add to a call. */
export type CallOptions = {
  /** Overrides the client's time limit for this call, in ms. */
  timeoutMs?: number;
  /** Cancels the call (React Query passes one). */
  signal?: AbortSignal;
  /** Upload progress, for multipart bodies. */
  onUploadProgress?: (progress: UploadProgress) => void;
};
