import * as v from "valibot";
import { isApiError } from "../api-error";
import { createHttpCore, type HttpCore } from "../core/http-core";
import type { ApiPaths, EndpointName } from "../paths";
import { createRealtimeClient } from "../realtime/realtime-client";
import { errorBodySchema, serverErrorCode, serverErrorMessage } from "../schemas/error-body";
import { PLACEHOLDER_SAMPLE, type ContractSample } from "./calls";
import { CONTRACT_ENDPOINTS, recordOperation } from "./record";

/** The back end under test, and what the check may do to it. */
export type ConformanceOptions = {
  /** The back end's base URL. */
  baseUrl: string;
  /** The host of `/api/core/*` when it differs. */
  coreUrl?: string;
  /** A test player's access token: the player's calls are checked only with one. */
  token?: string;
  /** Also make the calls that change the test player: a favourite added and removed, an event, a deposit. */
  writes?: boolean;
  /** The socket.io server, when it is not on `baseUrl`. */
  realtimeUrl?: string;
  /** The locale of the text and category calls. Default `en`. */
  locale?: string;
  /** The brand's path overrides, as given to `createApiClient({ paths })`. */
  paths?: Partial<ApiPaths>;
  /** Per-call time limit in ms. Default the client's. */
  timeoutMs?: number;
  /**
   * Has the back end's payment sandbox pay a started deposit (its provider page or control hook),
   * for the deposit's realtime events to be checked; without it a deposit that is not paid at once
   * is skipped.
   */
  settleDeposit?: (transactionId: number | string) => Promise<void>;
  /** How long to wait for a realtime event, in ms. Default 10 000. */
  eventTimeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Told before each check starts, for a progress line. */
  onProgress?: (progress: { done: number; total: number; check: string }) => void;
};

/** One line of the result: a call or a convention, and whether the back end kept to it. */
export type ConformanceRow = {
  check: string;
  /** `GET /api/admin/get-games`, or what the convention sends. */
  request: string;
  /** The answer's status; `undefined` when none came or nothing was sent. */
  status: number | undefined;
  result: "pass" | "fail" | "skip";
  /** The first schema issue, the refusal, or why the check was skipped; empty on a pass. */
  issue: string;
};

/** The token the "bad token" convention sends: no back end may accept it. */
const INVALID_TOKEN = "conformance-check-invalid-token";
const DEFAULT_EVENT_TIMEOUT_MS = 10_000;

/** Walks an answer by keys and indexes; `undefined` where the path ends early. */
function at(value: unknown, ...keys: (string | number)[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** What a failed call says in one line: the first schema issue, the refusal, or no answer. */
function issueOf(error: unknown): { status: number | undefined; issue: string } {
  if (!isApiError(error)) return { status: undefined, issue: error instanceof Error ? error.message : String(error) };
  const { status } = error;
  switch (error.kind) {
    case "invalid-response": {
      const first = error.issues?.[0];
      return {
        status,
        issue: first === undefined ? "the answer does not fit" : `${first.path || "(body)"}: ${first.message}`,
      };
    }
    case "http":
      return { status, issue: `answered ${status ?? "?"}${error.code === undefined ? "" : ` ${error.code}`}` };
    case "timeout":
      return { status, issue: "no answer within the time limit" };
    default:
      return { status, issue: `no answer (${error.kind})` };
  }
}

/** Takes the ids later calls need from the answers that hand them out. */
function learn(sample: ContractSample, endpoint: EndpointName, answer: unknown): ContractSample {
  const slug = at(answer, "data", "rows", 0, "slug");
  const gameId = at(answer, "data", "rows", 0, "id");
  const tournamentId = at(answer, "data", "rows", 0, "id");
  const player = at(answer, "data", "getUser");
  const userId = at(player, "userId");
  const currencyCode = at(player, "currencyCode");
  const countryCode = at(player, "countryCode");
  if (endpoint === "games" && typeof slug === "string" && typeof gameId === "number")
    return { ...sample, gameSlug: slug, gameId };
  if (endpoint === "tournaments" && (typeof tournamentId === "number" || typeof tournamentId === "string"))
    return { ...sample, tournamentId };
  if (endpoint === "userDetails" && (typeof userId === "number" || typeof userId === "string")) {
    return {
      ...sample,
      userId,
      ...(typeof currencyCode === "string" ? { currencyCode } : {}),
      ...(typeof countryCode === "string" ? { countryCode } : {}),
    };
  }
  return sample;
}

/**
 * Checks a back end against the contract: every read call, answered and parsed with the client's
 * own schemas; the conventions (a refused token is a 403, refusals carry an error body); and with
 * `writes`, the calls that change a test player, ending with a deposit and its realtime events.
 * Nothing is thrown for a back end that drifts: each row says what it found.
 */
export async function checkConformance(options: ConformanceOptions): Promise<ConformanceRow[]> {
  let lastStatus: number | undefined;
  const baseFetch = options.fetch ?? globalThis.fetch;
  // The core reads bodies, not statuses of answers that parse; the table shows every status.
  const fetch: typeof globalThis.fetch = async (input, init) => {
    lastStatus = undefined;
    const response = await baseFetch(input, init);
    lastStatus = response.status;
    return response;
  };
  const coreWith = (token: string | undefined): HttpCore =>
    createHttpCore({
      baseUrl: options.baseUrl,
      coreUrl: options.coreUrl,
      paths: options.paths,
      timeoutMs: options.timeoutMs,
      language: options.locale,
      getToken: () => token,
      fetch,
    });
  const core = coreWith(options.token);
  let sample: ContractSample = { ...PLACEHOLDER_SAMPLE, locale: options.locale ?? PLACEHOLDER_SAMPLE.locale };

  // A linked account exists only after a visitor's round trip to the third party: the check asks for
  // one no back end knows, which must be refused in words.
  const reads = (await Promise.all(CONTRACT_ENDPOINTS.map((name) => recordOperation(name, options)))).filter(
    (operation) => operation.method === "get" && operation.endpoint !== "linkedAccount",
  );
  const writes = options.writes === true && options.token !== undefined;
  const total = reads.length + 3 + (writes ? 5 : 0);
  const rows: ConformanceRow[] = [];
  const progress = (check: string) => options.onProgress?.({ done: rows.length, total, check });

  /** Makes one named call with the current sample's values and adds its row. */
  async function check(endpoint: EndpointName, onAnswer?: (answer: unknown) => void): Promise<unknown> {
    const operation = await recordOperation(endpoint, { paths: options.paths, sample });
    const request = `${operation.method.toUpperCase()} ${operation.filledPath}`;
    progress(endpoint);
    if (operation.requiresToken && options.token === undefined) {
      rows.push({
        check: endpoint,
        request,
        status: undefined,
        result: "skip",
        issue: "the player's call: give --token",
      });
      return undefined;
    }
    try {
      const answer: unknown = await core.request(operation.spec);
      rows.push({ check: endpoint, request, status: lastStatus, result: "pass", issue: "" });
      sample = learn(sample, endpoint, answer);
      onAnswer?.(answer);
      return answer;
    } catch (error) {
      rows.push({ check: endpoint, request, result: "fail", ...issueOf(error) });
      return undefined;
    }
  }

  /** A call that must be refused with an error body: the row says whether it was. */
  async function checkRefusal(name: string, endpoint: EndpointName, sender: HttpCore, status?: number) {
    const operation = await recordOperation(endpoint, { paths: options.paths, sample });
    const request = `${operation.method.toUpperCase()} ${operation.filledPath}`;
    progress(name);
    try {
      await sender.request(operation.spec);
      rows.push({ check: name, request, status: lastStatus, result: "fail", issue: "accepted" });
    } catch (error) {
      if (!isApiError(error) || error.kind !== "http") {
        rows.push({ check: name, request, result: "fail", ...issueOf(error) });
        return;
      }
      const body = error.body;
      const fits = v.safeParse(errorBodySchema, body).success && typeof body === "object" && body !== null;
      const named = serverErrorCode(body) !== undefined || serverErrorMessage(body) !== undefined;
      const issue =
        status !== undefined && error.status !== status
          ? `answered ${error.status ?? "?"}, not ${status}`
          : !fits || !named
            ? "the error body names no errorCode or message"
            : "";
      rows.push({ check: name, request, status: error.status, result: issue === "" ? "pass" : "fail", issue });
    }
  }

  for (const operation of reads) await check(operation.endpoint);

  await checkRefusal("a wrong token is refused with 403", "userDetails", coreWith(INVALID_TOKEN), 403);
  // A sign-in the back end cannot know: any 4xx, as long as the body says why.
  await checkRefusal("a refusal carries an error body", "login", coreWith(undefined));
  await checkRefusal("an unknown linked account is refused with 404", "linkedAccount", core, 404);

  if (writes) {
    await check("addFavoriteGame");
    await check("removeFavoriteGame");
    await check("logEvent");
    const ticket = at(await check("socketTicket"), "data", "ticket");
    await checkDepositEvents(typeof ticket === "string" ? ticket : undefined);
  }
  return rows;

  /** A deposit on the sandbox, paid by `options.settleDeposit`, and the `deposit` and `balance` events it must push. */
  async function checkDepositEvents(ticket: string | undefined): Promise<void> {
    const name = "a deposit pushes deposit and balance events";
    progress(name);
    if (ticket === undefined) {
      rows.push({ check: name, request: "socket.io", status: undefined, result: "fail", issue: "no socket ticket" });
      return;
    }
    const realtime = createRealtimeClient({ url: options.realtimeUrl ?? options.baseUrl, getAuth: () => ({ ticket }) });
    const seen = new Set<string>();
    const both = new Promise<void>((resolve) => {
      for (const event of ["deposit", "balance"] as const) {
        realtime.on(event, () => {
          seen.add(event);
          if (seen.size === 2) resolve();
        });
      }
    });
    const connected = new Promise<void>((resolve) =>
      realtime.onStatus((status) => {
        if (status === "connected") resolve();
      }),
    );
    realtime.connect();
    const waitMs = options.eventTimeoutMs ?? DEFAULT_EVENT_TIMEOUT_MS;
    const within = (promise: Promise<void>) =>
      Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, waitMs, false))]);
    try {
      if (!(await within(connected))) {
        rows.push({
          check: name,
          request: "socket.io",
          status: undefined,
          result: "fail",
          issue: "the socket did not connect",
        });
        return;
      }
      const answer = await depositOnSandbox();
      if (typeof answer === "string") {
        rows.push({ check: name, request: "POST deposit", status: lastStatus, result: "fail", issue: answer });
        return;
      }
      const status = at(answer, "data", "status");
      const transactionId = at(answer, "data", "transactionId");
      if (
        status !== "success" &&
        options.settleDeposit !== undefined &&
        (typeof transactionId === "number" || typeof transactionId === "string")
      ) {
        try {
          await options.settleDeposit(transactionId);
        } catch (error) {
          rows.push({
            check: name,
            request: "settle deposit",
            status: undefined,
            result: "fail",
            issue: String(error),
          });
          return;
        }
      } else if (status !== "success") {
        rows.push({
          check: name,
          request: "POST deposit",
          status: lastStatus,
          result: "skip",
          issue: `the deposit is ${String(status)}: settle it at the provider to see its events`,
        });
        return;
      }
      const arrived = await within(both);
      rows.push({
        check: name,
        request: "POST deposit + socket.io",
        status: lastStatus,
        result: arrived ? "pass" : "fail",
        issue: arrived ? "" : `only ${[...seen].join(", ") || "no event"} within ${waitMs} ms`,
      });
    } finally {
      realtime.close();
    }
  }

  /** The smallest deposit with the player's first method that needs no card or phone; a string says why not. */
  async function depositOnSandbox(): Promise<unknown> {
    const methods = at(
      await core.request((await recordOperation("payments", { paths: options.paths, sample })).spec),
      "data",
    );
    const method: unknown = Array.isArray(methods)
      ? methods.find((candidate) => at(candidate, "isCardForm") !== true && at(candidate, "phoneRequired") !== true)
      : undefined;
    const id = at(method, "id");
    if (typeof id !== "number" && typeof id !== "string") return "no payment method without a card or phone form";
    const minimum = at(method, "minAmount");
    const operation = await recordOperation("deposit", { paths: options.paths, sample });
    try {
      return await core.request({
        ...operation.spec,
        json: {
          paymentMethodId: id,
          amount: typeof minimum === "number" && minimum > 0 ? minimum : 10,
          currencyCode: sample.currencyCode,
        },
      });
    } catch (error) {
      return issueOf(error).issue;
    }
  }
}
