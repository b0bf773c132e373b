import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { CONTROL_HEADERS, REFERENCE_API_URL, demoPlayerToken, settleDeposit, verifyEmail } from "./reference-api";
import { DEMO_PASSWORD } from "./session";

/**
 * Signs a new player up through the reference API and answers their access token: the
 * safer-gambling journeys change limits and exclusions, which must not leak into other journeys.
 */
export async function newPlayerToken(request: APIRequestContext, name: string): Promise<string> {
  return (await newPlayer(request, name)).token;
}

/** {@link newPlayerToken} with the player's e-mail, for a journey that signs in again. */
export async function newPlayer(request: APIRequestContext, name: string): Promise<{ email: string; token: string }> {
  const email = `${name}-${randomUUID().slice(0, 8)}@journeys.casino`;
  const response = await request.post(`${REFERENCE_API_URL}/api/user/sign-up`, {
    data: { email, password: DEMO_PASSWORD, currencyCode: "EUR", dateOfBirth: "1990-01-01" },
  });
  if (!response.ok()) throw new Error(`sign-up of ${email} failed: ${response.status()} ${await response.text()}`);
  return { email, token: await demoPlayerToken(request, email) };
}

/** {@link newPlayer} with the verified e-mail and the address a deposit needs, who has not deposited. */
export async function newPlayerReadyToDeposit(
  request: APIRequestContext,
  name: string,
): Promise<{ email: string; token: string }> {
  const player = await newPlayer(request, name);
  await verifyEmail(request, player.email);
  const profile = await request.put(`${REFERENCE_API_URL}/api/user/update-user-details`, {
    data: { updateFrom: "Profile Page", city: "Valletta", zipCode: "VLT 1000", address: "1 Republic Street" },
    headers: { Authorization: `Bearer ${player.token}` },
  });
  if (!profile.ok()) throw new Error(`the address of ${player.email} was refused: ${profile.status()}`);
  return player;
}

/**
 * {@link newPlayerReadyToDeposit} who has made a first deposit of `amount` euros, paid by the
 * reference API's stand-in provider (the control endpoint): a player who can play and claim.
 */
export async function newDepositor(
  request: APIRequestContext,
  name: string,
  amount = 100,
): Promise<{ email: string; token: string }> {
  const player = await newPlayerReadyToDeposit(request, name);
  const deposit = await request.post(`${REFERENCE_API_URL}/api/payment/deposit`, {
    data: { paymentMethodId: 1, amount, currencyCode: "EUR" },
    headers: { Authorization: `Bearer ${player.token}` },
  });
  if (!deposit.ok()) throw new Error(`the deposit of ${player.email} was refused: ${deposit.status()}`);
  const { data } = (await deposit.json()) as { data: { transactionId: number } };
  await settleDeposit(request, data.transactionId, "success");
  return player;
}

/** Sets one of the player's limits through the reference API (the page's own call, without the page). */
export async function setLimit(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<void> {
  const response = await request.post(`${REFERENCE_API_URL}/api/user/set-limit`, {
    data: body,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`set-limit was refused: ${response.status()} ${await response.text()}`);
}

/**
 * Runs `steps` with the reference API's clock set back to `now`, then lets it flow from its start
 * again: a pending date written in those steps reads the same on every run.
 */
export async function atServerTime(request: APIRequestContext, now: Date, steps: () => Promise<void>): Promise<void> {
  const headers = CONTROL_HEADERS;
  const set = await request.post(`${REFERENCE_API_URL}/__control/time`, { data: { now: now.toISOString() }, headers });
  if (!set.ok()) throw new Error(`the clock was not set: ${set.status()} ${await set.text()}`);
  try {
    await steps();
  } finally {
    await request.delete(`${REFERENCE_API_URL}/__control/time`, { headers });
  }
}
