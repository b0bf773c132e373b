import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CORS_ORIGIN } from "../config.ts";
import type { RunningServer } from "../server.ts";
import { clientFor, rawCall, refusalOf, startTestServer, TEST_CLOCK_START } from "../testing/test-server.ts";
import {
  LINKED_ACCOUNT_LIFETIME_MS,
  PROVIDER_SIGN_IN_PATH,
  SIGN_IN_STATE_LIFETIME_MS,
} from "./linked-account-routes.ts";

const RETURN_URL = `${DEFAULT_CORS_ORIGIN}/profile/edit-profile`;

/** Answers the stand-in third party's page with `fields` as the visitor left them. */
async function answerProvider(
  redirectUrl: string,
  answer: "allow" | "deny",
  fields: Record<string, string> = {},
): Promise<URL> {
  const response = await fetch(redirectUrl, {
    method: "POST",
    body: new URLSearchParams({ answer, ...fields }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "");
}

describe("linked sign-up over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.context.clock.set(TEST_CLOCK_START));

  async function start(): Promise<string> {
    const answer = await clientFor(server).session.startLinkedSignIn({ provider: "demo-id", returnUrl: RETURN_URL });
    return answer.redirectUrl;
  }

  it("sends the visitor to the third party, which sends them back with what it vouched for", async () => {
    const redirectUrl = await start();
    expect(redirectUrl.startsWith(`${server.url}${PROVIDER_SIGN_IN_PATH}?state=`)).toBe(true);
    const page = await fetch(redirectUrl);
    const markup = await page.text();
    expect(markup).toContain("<h1>Demo ID</h1>");
    expect(markup).toContain("Demo Casino asks for your e-mail address and name");

    const back = await answerProvider(redirectUrl, "allow", {
      email: "ada@id.example",
      firstName: "Ada",
      lastName: "Lovelace",
    });
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(back.searchParams.get("modal")).toBe("linked-signup");
    const uuid = back.searchParams.get("linked") ?? "";
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);

    const linked = await clientFor(server).session.getLinkedAccount(uuid);
    expect(linked.data).toEqual({
      linkedAccountUuid: uuid,
      provider: "demo-id",
      providerName: "Demo ID",
      email: "ada@id.example",
      firstName: "Ada",
      lastName: "Lovelace",
    });
  });

  it("opens one account per sign-in: the uuid is used by the sign-up, then refused", async () => {
    const back = await answerProvider(await start(), "allow", { email: "grace@id.example" });
    const uuid = back.searchParams.get("linked") ?? "";
    const signUp = {
      email: "grace@id.example",
      linkAccount: true,
      linkedAccountUuid: uuid,
      firstName: "Grace",
      lastName: "Hopper",
      dateOfBirth: "1990-01-01",
      phoneCode: "356",
      phone: "21234567",
    };
    const created = await rawCall(server, "POST", "/api/user/sign-up", { body: signUp });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await refusalOf(clientFor(server).session.getLinkedAccount(uuid))).code).toBe("LINKED_ACCOUNT_NOT_FOUND");
    const again = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { ...signUp, email: "grace.again@id.example" },
    });
    expect(again).toMatchObject({ status: 422, body: { errorCode: "LINKED_ACCOUNT_NOT_FOUND" } });
  });

  it("takes the third party's answer once, and only within fifteen minutes of the trip's start", async () => {
    const redirectUrl = await start();
    await answerProvider(redirectUrl, "allow", { email: "once@id.example" });
    const replayed = await fetch(redirectUrl, {
      method: "POST",
      body: new URLSearchParams({ answer: "allow", email: "twice@id.example" }),
      redirect: "manual",
    });
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({ errorCode: "SIGN_IN_STATE_USED" });

    const late = await start();
    server.context.clock.set(new Date(server.context.clock.now().getTime() + SIGN_IN_STATE_LIFETIME_MS));
    for (const method of ["GET", "POST"]) {
      const response = await fetch(late, {
        method,
        ...(method === "POST" ? { body: new URLSearchParams({ answer: "allow" }) } : {}),
        redirect: "manual",
      });
      expect(response.status, method).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: "SIGN_IN_STATE_EXPIRED" });
    }
  });

  it("opens the account only under the e-mail the third party vouched for", async () => {
    const back = await answerProvider(await start(), "allow", { email: "vouched@id.example" });
    const signUp = {
      email: "someone.else@example.com",
      linkAccount: true,
      linkedAccountUuid: back.searchParams.get("linked") ?? "",
      firstName: "Val",
      lastName: "Ouched",
      dateOfBirth: "1990-01-01",
      phoneCode: "356",
      phone: "21234567",
    };
    const other = await rawCall(server, "POST", "/api/user/sign-up", { body: signUp });
    expect(other).toMatchObject({ status: 422, body: { errorCode: "LINKED_ACCOUNT_EMAIL_MISMATCH" } });
    const vouched = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { ...signUp, email: "Vouched@id.example" },
    });
    expect(vouched.status).toBe(200);
  });

  it("forgets what the third party said after half an hour", async () => {
    const back = await answerProvider(await start(), "allow", { firstName: "Alan" });
    const uuid = back.searchParams.get("linked") ?? "";
    expect((await clientFor(server).session.getLinkedAccount(uuid)).data.firstName).toBe("Alan");
    server.context.clock.set(new Date(server.context.clock.now().getTime() + LINKED_ACCOUNT_LIFETIME_MS));
    const refusal = await refusalOf(clientFor(server).session.getLinkedAccount(uuid));
    expect({ status: refusal.status, code: refusal.code }).toEqual({ status: 404, code: "LINKED_ACCOUNT_NOT_FOUND" });
  });

  it("sends a visitor who cancels at the third party back to the sign-up", async () => {
    const back = await answerProvider(await start(), "deny");
    expect(back.searchParams.get("modal")).toBe("signup");
    expect(back.searchParams.has("linked")).toBe(false);
  });

  it("refuses a third party the brand does not offer, a return to another site and a forged state", async () => {
    const unknown = await refusalOf(
      clientFor(server).session.startLinkedSignIn({ provider: "elsewhere", returnUrl: RETURN_URL }),
    );
    expect(unknown.code).toBe("VALIDATION_ERROR");
    const away = await refusalOf(
      clientFor(server).session.startLinkedSignIn({ provider: "demo-id", returnUrl: "https://evil.example/" }),
    );
    expect(away.code).toBe("RETURN_URL_NOT_ALLOWED");
    const state = new URL(await start()).searchParams.get("state") ?? "";
    const [encoded] = state.split(".");
    const forged = Buffer.from(JSON.stringify({ provider: "demo-id", returnUrl: "https://evil.example/" })).toString(
      "base64url",
    );
    for (const bad of [`${forged}.${state.split(".")[1] ?? ""}`, `${encoded ?? ""}.forged`, ""]) {
      const response = await fetch(`${server.url}${PROVIDER_SIGN_IN_PATH}?state=${encodeURIComponent(bad)}`, {
        method: "POST",
        body: new URLSearchParams({ answer: "allow" }),
        redirect: "manual",
      });
      expect(response.status).toBe(400);
    }
  });

  it("escapes the brand's and the third party's names on its page", async () => {
    await rawCall(server, "PATCH", "/__control/settings", {
      body: { brandName: "<b>Brand</b>", linkedAccountProviders: [{ id: "demo-id", name: "<script>x</script>" }] },
    });
    try {
      const markup = await (await fetch(await start())).text();
      expect(markup).not.toContain("<script>x</script>");
      expect(markup).toContain("&lt;script&gt;x&lt;/script&gt;");
      expect(markup).not.toContain("<b>Brand</b>");
    } finally {
      await rawCall(server, "POST", "/__control/reset");
    }
  });
});
