import { describe, expect, it } from "vitest";
import { createApiClient } from "../create-api-client";
import { jsonBody, setUpClientUnderTest } from "../test-support/client-under-test";
import { loginBody, signUpBody } from "../test-support/fixtures";
import { sendJson } from "../test-support/test-server";

const { server, client, last } = setUpClientUnderTest();

describe("session and user calls", () => {
  it("logs in with the login payload and reads the token from the top level", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, loginBody);
    });
    const answer = await client().session.login({
      email: "a@b.co",
      password: "Secret1!",
      cpnc: "spring",
      userDeviceType: "mobile",
    });

    expect(answer.accessToken).toBe("token-abc");
    expect(answer.lastLogin?.ip).toBe("1.2.3.4");
    expect(last().method).toBe("POST");
    expect(last().url.pathname).toBe("/api/user/login");
    expect(jsonBody(last())).toEqual({
      email: "a@b.co",
      password: "Secret1!",
      cpnc: "spring",
      userDeviceType: "mobile",
    });
  });

  it("reads a login answer without the token when the site's server keeps it", async () => {
    server().handle((_request, response) => {
      const { accessToken: _kept, ...withoutToken } = loginBody;
      sendJson(response, 200, withoutToken);
    });
    const cookieClient = createApiClient({ baseUrl: server().url, hasSession: () => false });
    const answer = await cookieClient.session.login({ email: "a@b.co", password: "Secret1!" });
    expect(answer.accessToken).toBeUndefined();
    expect(answer.userId).toBe(loginBody.userId);
    await expect(client().session.login({ email: "a@b.co", password: "Secret1!" })).rejects.toMatchObject({
      kind: "invalid-response",
    });
  });

  it("signs up and gets the created user", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, signUpBody);
    });
    const answer = await client().session.signUp({ email: "new@example.com", password: "Secret1!", newsLetter: false });
    expect(answer.createUser?.userId).toBe(43);
    expect(last().url.pathname).toBe("/api/user/sign-up");
  });

  it("asks where a linked sign-in starts and reads what the third party vouched for", async () => {
    server().handle((request, response) => {
      if (request.method === "POST") {
        sendJson(response, 200, { success: true, redirectUrl: "https://id.example/authorize?state=s1" });
        return;
      }
      sendJson(response, 200, {
        success: true,
        data: { linkedAccountUuid: "a b/c", provider: "demo-id", email: "ada@id.example", firstName: "Ada" },
      });
    });
    const started = await client().session.startLinkedSignIn({
      provider: "demo-id",
      returnUrl: "https://casino.example/profile/edit-profile",
    });
    expect(started.redirectUrl).toBe("https://id.example/authorize?state=s1");
    expect(last().url.pathname).toBe("/api/user/linked-account");
    expect(jsonBody(last())).toEqual({ provider: "demo-id", returnUrl: "https://casino.example/profile/edit-profile" });

    const linked = await client().session.getLinkedAccount("a b/c");
    expect(linked.data).toMatchObject({ linkedAccountUuid: "a b/c", email: "ada@id.example", firstName: "Ada" });
    // The uuid is one path segment however it is spelled.
    expect(last().url.pathname).toBe("/api/user/linked-account/a%20b%2Fc");
  });

  it("refuses a linked sign-in answer without a page to go to", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, redirectUrl: "" });
    });
    await expect(
      client().session.startLinkedSignIn({ provider: "demo-id", returnUrl: "https://casino.example/" }),
    ).rejects.toMatchObject({ kind: "invalid-response" });
  });

  it("reads the player's statistics with the token, and refuses an answer without its races", async () => {
    const stats = {
      joinedOn: "2026-01-02T10:00:00.000Z",
      totalBets: 12,
      wins: 5,
      losses: 7,
      gamesPlayed: 3,
      latestRaces: [{ id: 1, name: "Weekend Spin Race", date: "2026-11-25T17:00:00.000Z", position: 4 }],
    };
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: stats });
    });
    const signedIn = createApiClient({ baseUrl: server().url, getToken: () => "token-abc" });
    expect((await signedIn.user.getPlayerStats()).data).toEqual(stats);
    expect(last().url.pathname).toBe("/api/user/player-stats");
    expect(last().headers.authorization).toBe("Bearer token-abc");
    const { latestRaces: _missing, ...withoutRaces } = stats;
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: withoutRaces });
    });
    await expect(signedIn.user.getPlayerStats()).rejects.toMatchObject({ kind: "invalid-response" });
  });

  it("reads the wallet's figures with the player's token, and refuses an answer without one of them", async () => {
    const figures = {
      balance: 150,
      bonusBalance: 50,
      realMoney: 100,
      wager: 250,
      depositWager: 20,
      rollover: 1750,
      currencyCode: "EUR",
    };
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: { ...figures, realMoney: "100.00" } });
    });
    const signedIn = createApiClient({ baseUrl: server().url, getToken: () => "token-abc" });
    expect((await signedIn.user.getWalletFigures()).data).toEqual(figures);
    expect(last().url.pathname).toBe("/api/user/wallet");
    expect(last().headers.authorization).toBe("Bearer token-abc");
    const { rollover: _missing, ...withoutRollover } = figures;
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: withoutRollover });
    });
    await expect(signedIn.user.getWalletFigures()).rejects.toMatchObject({ kind: "invalid-response" });
  });

  it("logs out with the reason", async () => {
    await client().session.logout("USER_INACTIVITY_TIMEOUT");
    expect(last().url.pathname).toBe("/api/user/logout");
    expect(jsonBody(last())).toEqual({ reason: "USER_INACTIVITY_TIMEOUT" });
  });

  it("asks for a socket ticket with the player's token and reads the ticket and how long it lasts", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: { ticket: "ticket-xyz", expiresInSeconds: 60 } });
    });
    const answer = await client().session.getSocketTicket();
    expect(answer.data).toEqual({ ticket: "ticket-xyz", expiresInSeconds: 60 });
    expect(last().method).toBe("POST");
    expect(last().url.pathname).toBe("/api/user/socket-ticket");
    expect(last().headers.authorization).toMatch(/^Bearer /);
  });

  it("treats a socket ticket answer without a ticket as an invalid response", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: { expiresInSeconds: 60 } });
    });
    await expect(client().session.getSocketTicket()).rejects.toMatchObject({ kind: "invalid-response" });
  });

  it("updates the profile with PUT, updateFrom and onChangeResetKyc, empty values as null", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, message: "Profile updated" });
    });
    const answer = await client().user.updateUserDetails({
      updateFrom: "Profile Page",
      onChangeResetKyc: true,
      city: "Porto",
      address: null,
    });
    expect(answer.message).toBe("Profile updated");
    expect(last().method).toBe("PUT");
    expect(last().url.pathname).toBe("/api/user/update-user-details");
    expect(jsonBody(last())).toEqual({
      updateFrom: "Profile Page",
      onChangeResetKyc: true,
      city: "Porto",
      address: null,
    });
  });

  it("posts the password reset, credentials and verification e-mail requests to their paths", async () => {
    await client().user.resetPassword({ email: "a@b.co" });
    expect(last().url.pathname).toBe("/api/user/reset-password");
    await client().user.sendCredentials({ email: "a@b.co", login: "u1", password: "p1" });
    expect(last().url.pathname).toBe("/api/user/send-credentials");
    await client().user.resendVerificationEmail();
    expect(last().url.pathname).toBe("/api/user/resend-verification-email");
    expect(server().requests.map((request) => request.method)).toEqual(["POST", "POST", "POST"]);
  });

  it("posts the verification link's token to verify-email", async () => {
    await client().user.verifyEmail({ token: "t0ken" });
    expect(last().method).toBe("POST");
    expect(last().url.pathname).toBe("/api/user/verify-email");
    expect(jsonBody(last())).toEqual({ token: "t0ken" });
  });

  it("logs an event with PUT and the spec's body", async () => {
    await client().events.logEvent({
      event: "ALTERNATIVE_METHOD_BUTTON",
      data: { met: "visa" },
      mkt: "m1",
      userDeviceType: "desktop",
      cpncToSent: "c1",
    });
    expect(last().method).toBe("PUT");
    expect(last().url.pathname).toBe("/api/user/log-event");
    expect(jsonBody(last())).toEqual({
      event: "ALTERNATIVE_METHOD_BUTTON",
      data: { met: "visa" },
      mkt: "m1",
      userDeviceType: "desktop",
      cpncToSent: "c1",
    });
  });
});
