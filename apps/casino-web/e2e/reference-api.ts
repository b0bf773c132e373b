import type { APIRequestContext } from "@playwright/test";

/** The reference API the webServer starts for the journeys (playwright.config.ts). */
export const REFERENCE_API_URL = `http://localhost:${process.env.E2E_API_PORT ?? 4100}`;

/**
 * The control token the journeys start the reference API with (`REFERENCE_API_CONTROL_TOKEN` in
 * playwright.config.ts): its control calls need it in `X-Control-Token`.
 */
export const REFERENCE_API_CONTROL_TOKEN = process.env.E2E_CONTROL_TOKEN ?? "e2e-control-token";

/** The headers every control call carries. */
export const CONTROL_HEADERS = { "x-control-token": REFERENCE_API_CONTROL_TOKEN };

/** The password of every seeded demo player (apps/reference-api README). */
const DEMO_PASSWORD = "Demo123!";

/** Signs a seeded demo player in through the API and answers their access token. */
export async function demoPlayerToken(request: APIRequestContext, email = "depositor@demo.casino"): Promise<string> {
  const response = await request.post(`${REFERENCE_API_URL}/api/user/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`login of ${email} failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error(`login of ${email} answered no accessToken`);
  return body.accessToken;
}

/** What the reference API's fault control does to a path's requests (apps/reference-api README, "Control endpoints"). */
export interface FaultRule {
  status?: number;
  delayMs?: number;
  malformed?: boolean;
  dropSocket?: boolean;
  method?: string;
  times?: number;
}

/** Makes the reference API answer `path` with a fault (its control endpoints, REFERENCE_API_CONTROL=1). */
export async function injectFault(request: APIRequestContext, fault: FaultRule & { path: string }): Promise<void> {
  const response = await request.post(`${REFERENCE_API_URL}/__control/faults`, {
    data: fault,
    headers: CONTROL_HEADERS,
  });
  if (!response.ok())
    throw new Error(`fault on ${fault.path} was refused: ${response.status()} ${await response.text()}`);
}

/** Removes every injected fault. */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete(`${REFERENCE_API_URL}/__control/faults`, { headers: CONTROL_HEADERS });
}

/** What the reference API's control endpoints hold now: the settings and the visitor's location. */
export async function controlState(
  request: APIRequestContext,
): Promise<{ settings: Record<string, unknown>; location: Record<string, unknown> }> {
  const response = await request.get(`${REFERENCE_API_URL}/__control/state`, { headers: CONTROL_HEADERS });
  if (!response.ok()) throw new Error(`control state was refused: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { settings: Record<string, unknown>; location: Record<string, unknown> } })
    .data;
}

/** Changes the back end's settings (the reference API's control endpoint) and answers what they were before. */
export async function patchSettings(
  request: APIRequestContext,
  patch: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const before = (await controlState(request)).settings;
  const response = await request.patch(`${REFERENCE_API_URL}/__control/settings`, {
    data: patch,
    headers: CONTROL_HEADERS,
  });
  if (!response.ok()) throw new Error(`settings were refused: ${response.status()} ${await response.text()}`);
  return Object.fromEntries(Object.keys(patch).map((key) => [key, before[key]]));
}

/** Sets the reference API's clock to `now`; it moves on from there. */
export async function setReferenceClock(request: APIRequestContext, now: Date): Promise<void> {
  const response = await request.post(`${REFERENCE_API_URL}/__control/time`, {
    data: { now: now.toISOString() },
    headers: CONTROL_HEADERS,
  });
  if (!response.ok()) throw new Error(`the clock was refused: ${response.status()} ${await response.text()}`);
}

/** Puts the reference API's clock back at its configured start (the journeys' `E2E_NOW`). */
export async function resetReferenceClock(request: APIRequestContext): Promise<void> {
  await request.delete(`${REFERENCE_API_URL}/__control/time`, { headers: CONTROL_HEADERS });
}

/** Places the visitor (the reference API's detected location: country, subdivisions, IP). */
export async function setVisitorLocation(request: APIRequestContext, location: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${REFERENCE_API_URL}/__control/location`, {
    data: location,
    headers: CONTROL_HEADERS,
  });
  if (!response.ok()) throw new Error(`location was refused: ${response.status()} ${await response.text()}`);
}

/** The wallet of a player as the back end holds it, read with their token. */
export async function walletTotal(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${REFERENCE_API_URL}/api/user/get-user-details`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as {
    data: { userWallet?: { totalAmount: number }; getUser: { userWallet?: { totalAmount: number } } };
  };
  const wallet = body.data.userWallet ?? body.data.getUser.userWallet;
  if (wallet === undefined) throw new Error("the user details carry no wallet");
  return wallet.totalAmount;
}

/** One game round as a game would place it: the stake, the win, the game, and whether it buys a bonus feature. */
export interface GameRound {
  amount: number;
  winAmount?: number;
  gameSlug?: string;
  bonusBuy?: boolean;
}

/** Places one game round for a player and answers the back end's status (a refusal is pushed over the socket too). */
export async function placeRound(request: APIRequestContext, token: string, round: GameRound): Promise<number> {
  const response = await request.post(`${REFERENCE_API_URL}/api/game/bet`, {
    // The caller names the win, so the reference API takes a round only with the control token.
    headers: { Authorization: `Bearer ${token}`, ...CONTROL_HEADERS },
    data: round,
  });
  return response.status();
}

/** Plays one game round for a player (a stake and a win), which the back end reports over the socket. */
export async function playRound(request: APIRequestContext, token: string, round: GameRound): Promise<void> {
  const status = await placeRound(request, token, round);
  if (status !== 200) throw new Error(`the round was refused: ${status}`);
}

/** Cuts every realtime connection, as a server restart would (the clients reconnect). */
export async function dropSockets(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${REFERENCE_API_URL}/__control/realtime/drop`, {
    data: {},
    headers: CONTROL_HEADERS,
  });
  if (!response.ok()) throw new Error(`the sockets were not dropped: ${response.status()} ${await response.text()}`);
}

/** Puts a script in the back end's script list, as a compromised tag manager would (the control endpoint). */
export async function addScript(
  request: APIRequestContext,
  script: { key: string; segment: "anonymous" | "authenticated" | "depositor"; head?: string; bodyEnd?: string },
): Promise<void> {
  const response = await request.post(`${REFERENCE_API_URL}/__control/scripts`, {
    data: script,
    headers: CONTROL_HEADERS,
  });
  if (!response.ok()) throw new Error(`the script was refused: ${response.status()} ${await response.text()}`);
}

/** Adds wagering to the player's active bonus (the reference API's control endpoint), as rounds of eligible games would. */
export async function addBonusWagering(request: APIRequestContext, email: string, amount: number): Promise<void> {
  const response = await request.post(`${REFERENCE_API_URL}/__control/bonus-wagering`, {
    data: { email, amount },
    headers: CONTROL_HEADERS,
  });
  if (!response.ok()) throw new Error(`the wagering was refused: ${response.status()} ${await response.text()}`);
}

/** Signs a new player up through the API (e-mail not verified, no deposit, €0) and answers their token. */
export async function signUpPlayer(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${REFERENCE_API_URL}/api/user/sign-up`, {
    data: { email, password: DEMO_PASSWORD, currencyCode: "EUR", countryCode: "MT", dateOfBirth: "1990-01-01" },
  });
  if (!response.ok()) throw new Error(`sign-up of ${email} failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error(`sign-up of ${email} answered no accessToken`);
  return body.accessToken;
}

/** An e-mail the reference API would have sent (its outbox control endpoint). */
export interface SentEmail {
  kind: "verify-email" | "reset-password" | "credentials";
  to: string;
  subject: string;
  body: string;
  link: string | null;
}

/** The newest e-mail of `kind` sent to `to`, as the player's mailbox would show it. */
export async function latestEmail(request: APIRequestContext, to: string, kind: SentEmail["kind"]): Promise<SentEmail> {
  const response = await request.get(`${REFERENCE_API_URL}/__control/outbox?to=${encodeURIComponent(to)}`, {
    headers: CONTROL_HEADERS,
  });
  if (!response.ok()) throw new Error(`the outbox was refused: ${response.status()} ${await response.text()}`);
  const email = ((await response.json()) as { data: SentEmail[] }).data.find((sent) => sent.kind === kind);
  if (!email) throw new Error(`no ${kind} e-mail was sent to ${to}`);
  return email;
}

/** The site path (path and query) an e-mailed link opens, whatever origin the reference API put in front. */
export function linkPath(email: SentEmail): string {
  if (email.link === null) throw new Error(`the ${email.kind} e-mail to ${email.to} carries no link`);
  const url = new URL(email.link);
  return `${url.pathname}${url.search}`;
}

/** The player follows the verification link of their newest verify-email e-mail (the page's own call, without the page). */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  const token = new URL(linkPath(await latestEmail(request, email, "verify-email")), "http://site").searchParams.get(
    "token",
  );
  const response = await request.post(`${REFERENCE_API_URL}/api/user/verify-email`, { data: { token } });
  if (!response.ok()) throw new Error(`verifying ${email} failed: ${response.status()} ${await response.text()}`);
}

/** The payment provider reports a deposit paid (or not) as `outcome`: the control endpoint, the only way besides its pages. */
export async function settleDeposit(
  request: APIRequestContext,
  transactionId: number | string,
  outcome: "success" | "failed",
): Promise<void> {
  const response = await request.post(`${REFERENCE_API_URL}/__control/deposits/${transactionId}/outcome`, {
    data: { outcome },
    headers: CONTROL_HEADERS,
  });
  if (!response.ok()) throw new Error(`the deposit was not settled: ${response.status()} ${await response.text()}`);
}

/** Switches registration fields on or off (`{ username: 1 }`), as a brand's back end would; answers what they were. */
export async function patchRegistrationFields(
  request: APIRequestContext,
  patch: Record<string, number>,
): Promise<Record<string, number>> {
  const before = await request.get(`${REFERENCE_API_URL}/api/admin/get-registration-fields`);
  const fields = ((await before.json()) as { data: Record<string, number> }).data;
  const response = await request.patch(`${REFERENCE_API_URL}/__control/registration-fields`, {
    data: patch,
    headers: CONTROL_HEADERS,
  });
  if (!response.ok())
    throw new Error(`registration fields were refused: ${response.status()} ${await response.text()}`);
  return Object.fromEntries(Object.keys(patch).map((key) => [key, fields[key] ?? 0]));
}
