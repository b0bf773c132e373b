import type * as v from "valibot";
import type { HttpCore } from "../core/http-core";
import type { HttpMethod, RequestSpec } from "../core/request-options";
import { clientOver } from "../create-api-client";
import { DEFAULT_PATHS, fillPath, type ApiPaths, type EndpointName } from "../paths";
import { CONTRACT_CALLS, PLACEHOLDER_SAMPLE, type ContractCall, type ContractSample } from "./calls";

/** One call as the client makes it: read from the client, never written down twice. */
export type ContractOperation = {
  endpoint: EndpointName;
  summary: string;
  method: HttpMethod;
  /** The path in use, with `{name}` placeholders. */
  path: string;
  /** The path with the sample's values in its placeholders. */
  filledPath: string;
  /** The query parameters the call sends. */
  query: readonly string[];
  /** Whether the call needs the player's token. */
  requiresToken: boolean;
  /** Whether the call carries an `Idempotency-Key` (money calls). */
  idempotent: boolean;
  /** The schema a 2xx answer must fit. */
  response: v.GenericSchema | undefined;
  body: ContractCall["body"];
  multipart: ContractCall["multipart"];
  /** The call exactly as the client sent it, to send again to a back end under test. */
  spec: RequestSpec<v.GenericSchema>;
};

/** Thrown by the recording core once it holds the call, so the endpoint function goes no further. */
class Recorded extends Error {
  constructor(readonly spec: RequestSpec<v.GenericSchema>) {
    super("recorded");
  }
}

function recordingCore(paths: ApiPaths): HttpCore {
  const refuse = () => Promise.reject(new Error("the contract records named endpoints only"));
  return {
    paths,
    urlOf: (path) => path,
    serverUserCheckTimeoutMs: 0,
    hasToken: () => Promise.resolve(true),
    request: (spec) => Promise.reject(new Recorded(spec)),
    raw: refuse,
    external: refuse,
  };
}

/** Runs one example over the recording core and answers the call it made. */
async function recordOne(
  client: ReturnType<typeof clientOver>,
  call: ContractCall,
  sample: ContractSample,
): Promise<RequestSpec<v.GenericSchema>> {
  try {
    await call.call(client, sample);
  } catch (error) {
    if (error instanceof Recorded) return error.spec;
    throw error;
  }
  throw new Error("the example answered without calling the back end");
}

/** Where a recording reads paths and example values from. */
export type RecordOptions = { paths?: Partial<ApiPaths>; sample?: ContractSample };

/** One operation of the contract, with `sample`'s values in its call. */
export async function recordOperation(name: EndpointName, options: RecordOptions = {}): Promise<ContractOperation> {
  const paths: ApiPaths = { ...DEFAULT_PATHS, ...options.paths };
  const call: ContractCall = CONTRACT_CALLS[name];
  const spec = await recordOne(
    clientOver(recordingCore(paths), { baseUrl: "" }),
    call,
    options.sample ?? PLACEHOLDER_SAMPLE,
  );
  if (spec.endpoint !== name) throw new Error(`the example of ${name} called ${spec.endpoint}`);
  const path = paths[name];
  return {
    endpoint: name,
    summary: call.summary,
    method: spec.method,
    path,
    filledPath: spec.pathParams === undefined ? path : fillPath(path, spec.pathParams),
    query: Object.keys(spec.searchParams ?? {}),
    requiresToken: spec.requiresToken === true,
    idempotent: spec.idempotencyKey !== undefined,
    response: spec.schema,
    body: call.body,
    multipart: call.multipart,
    spec,
  };
}

/** Every endpoint name of the contract, in the order the conformance check calls them. */
export const CONTRACT_ENDPOINTS = Object.keys(CONTRACT_CALLS) as EndpointName[];

/**
 * Every operation of the contract, read by running each example of `CONTRACT_CALLS` over a core
 * that records the call instead of sending it: the method, path, query, token rule and answer
 * schema are the client's own, so the document and the checker cannot drift from what ships.
 */
export function recordOperations(options: RecordOptions = {}): Promise<ContractOperation[]> {
  return Promise.all(CONTRACT_ENDPOINTS.map((name) => recordOperation(name, options)));
}
