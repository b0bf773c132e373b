import { isApiError } from "@casino/api-client";
import type { ApiError } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/players.ts";
import type { RunningServer } from "../server.ts";
import { clientFor, loginAs, rawCall, refusalOf, startTestServer } from "../testing/test-server.ts";

async function errorOf(call: Promise<unknown>): Promise<Pick<ApiError, "status" | "code">> {
  const { status, code } = await refusalOf(call);
  return { status, code };
}

describe("profile update over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("refuses to change filled names, phone, birth date and country, and changes nothing", async () => {
    const { client } = await loginAs(server, "depositor@demo.casino");
    const before = (await client.user.getUserDetails()).data.getUser;
    for (const change of [
      { firstName: "Other" },
      { phone: "29999999" },
      { dateOfBirth: "1991-01-01" },
      { countryCode: "DE" },
    ]) {
      expect(await errorOf(client.user.updateUserDetails({ updateFrom: "Profile Page", ...change }))).toEqual({
        status: 409,
        code: "FIELD_LOCKED",
      });
    }
    expect((await client.user.getUserDetails()).data.getUser).toEqual(before);
  });

  it("locks a verified e-mail, and the address once KYC is approved", async () => {
    const { client: depositor } = await loginAs(server, "depositor@demo.casino");
    expect(
      (
        await errorOf(
          depositor.user.updateUserDetails({ updateFrom: "Profile Page", email: "new-address@demo.casino" }),
        )
      ).code,
    ).toBe("FIELD_LOCKED");
    const { client: kyc } = await loginAs(server, "kyc@demo.casino");
    expect(
      (await errorOf(kyc.user.updateUserDetails({ updateFrom: "Profile Page", address: "Somewhere else 2" }))).code,
    ).toBe("FIELD_LOCKED");
    // Without approved KYC the address stays editable.
    const updated = await depositor.user.updateUserDetails({
      updateFrom: "Profile Page",
      address: "3 Merchant Street",
    });
    expect(updated.success).toBe(true);
    expect((await depositor.user.getUserDetails()).data.getUser.address).toBe("3 Merchant Street");
  });

  it("lets a new player fill empty fields (the 1900 birth date counts as empty), then locks them", async () => {
    const { client } = await loginAs(server, "new@demo.casino");
    const profile = {
      updateFrom: "Update Form" as const,
      phoneCode: "356",
      phone: "21345678",
      dateOfBirth: "1995-05-05",
      city: "Mdina",
      zipCode: "MDN 1010",
      address: "1 Villegaignon Street",
    };
    expect((await client.user.updateUserDetails(profile)).success).toBe(true);
    const user = (await client.user.getUserDetails()).data.getUser;
    expect(user).toMatchObject({ phone: "21345678", dateOfBirth: "1995-05-05", city: "Mdina" });
    expect(
      (await errorOf(client.user.updateUserDetails({ updateFrom: "Update Form", dateOfBirth: "1994-04-04" }))).code,
    ).toBe("FIELD_LOCKED");
  });

  it("keeps a 1900 birth date missing and editable when a save leaves it out or sends it back", async () => {
    const { client } = await loginAs(server, "birthdate@demo.casino");
    for (const birthDate of [{}, { dateOfBirth: null }, { dateOfBirth: "1900-01-01" }]) {
      const saved = await client.user.updateUserDetails({ updateFrom: "Profile Page", city: "Mdina", ...birthDate });
      expect(saved.success).toBe(true);
      expect((await client.user.getUserDetails()).data.getUser).toMatchObject({
        city: "Mdina",
        dateOfBirth: "1900-01-01",
      });
    }
    // Still missing, so still the player's to give.
    expect(
      (await client.user.updateUserDetails({ updateFrom: "Profile Page", dateOfBirth: "1992-02-02" })).success,
    ).toBe(true);
    expect((await client.user.getUserDetails()).data.getUser.dateOfBirth).toBe("1992-02-02");
  });

  it("validates the merged form with the domain's profile schema", async () => {
    const { client } = await loginAs(server, "unverified@demo.casino");
    const refused = await client.user
      .updateUserDetails({ updateFrom: "Profile Page", city: null })
      .catch((error: unknown) => error);
    expect(isApiError(refused) && refused.code).toBe("VALIDATION_ERROR");
    expect(isApiError(refused) && JSON.stringify(refused.body)).toContain("form.validation.invalid.required");
  });

  it("lets the lulu theme edit filled fields and resets KYC when asked", async () => {
    await rawCall(server, "PATCH", "/__control/settings", { body: { theme: "lulu" } });
    try {
      const { client } = await loginAs(server, "duplicate@demo.casino");
      const answer = await client.user.updateUserDetails({
        updateFrom: "Profile Page",
        onChangeResetKyc: true,
        firstName: "Dina",
      });
      expect(answer.success).toBe(true);
      expect((await client.user.getUserDetails()).data.getUser).toMatchObject({
        firstName: "Dina",
        kycStatus: "NOT_STARTED",
      });
    } finally {
      await rawCall(server, "PATCH", "/__control/settings", { body: { theme: "curacao" } });
    }
  });

  it("changes the password with the current one and the brand's rules", async () => {
    const { client } = await loginAs(server, "crypto@demo.casino");
    expect(
      (
        await errorOf(
          client.user.updateUserDetails({ updateFrom: "Profile Page", currentPassword: "wrong", password: "Better1!" }),
        )
      ).code,
    ).toBe("WRONG_CURRENT_PASSWORD");
    expect(
      (
        await errorOf(
          client.user.updateUserDetails({
            updateFrom: "Profile Page",
            currentPassword: "Demo123!",
            password: "weakpass",
          }),
        )
      ).code,
    ).toBe("VALIDATION_ERROR");
    expect(
      (
        await client.user.updateUserDetails({
          updateFrom: "Profile Page",
          currentPassword: "Demo123!",
          password: "Better1!",
          confirmPassword: "Better1!",
        })
      ).success,
    ).toBe(true);
    const login = await clientFor(server).session.login({ email: "crypto@demo.casino", password: "Better1!" });
    expect(login.accessToken).toEqual(expect.any(String));
  });
});

describe("password reset by e-mailed link", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function resetLink(email: string): Promise<string> {
    await clientFor(server).user.resetPassword({ email });
    const outbox = await rawCall(server, "GET", `/__control/outbox?to=${encodeURIComponent(email)}`);
    const sent = (outbox.body as { data: { kind: string; link: string }[] }).data.find(
      (message) => message.kind === "reset-password",
    );
    if (!sent) throw new Error(`no reset e-mail to ${email}`);
    return new URL(sent.link).searchParams.get("token") ?? "";
  }

  it("sends a link to the site's reset modal, and nothing to an unknown address, with the same answer", async () => {
    const client = clientFor(server);
    const known = await client.user.resetPassword({ email: "new@demo.casino" });
    const unknown = await client.user.resetPassword({ email: "nobody@example.com" });
    expect(unknown.message).toBe(known.message);
    const outbox = await rawCall(server, "GET", "/__control/outbox?to=nobody@example.com");
    expect((outbox.body as { data: unknown[] }).data).toEqual([]);
    const mine = await rawCall(server, "GET", "/__control/outbox?to=new@demo.casino");
    expect((mine.body as { data: { link: string }[] }).data[0]?.link).toMatch(
      /^http:\/\/localhost:3000\/\?modal=reset-password&token=[\w-]{43}$/,
    );
  });

  it("sets the new password once, ends the old sessions, and refuses the link a second time", async () => {
    const { client: signedIn } = await loginAs(server, "new@demo.casino");
    const token = await resetLink("new@demo.casino");
    const client = clientFor(server);
    expect(
      await errorOf(client.user.resetPassword({ token, password: "weakpass", confirmPassword: "weakpass" })),
    ).toEqual({ status: 400, code: "VALIDATION_ERROR" });
    await client.user.resetPassword({
      token,
      password: "Fresh123!",
      dateOfBirth: "1990-01-01",
      confirmPassword: "Fresh123!",
    });
    // An ended session is refused as the client reads an expired one (403 on get-user-details).
    expect((await refusalOf(signedIn.user.getUserDetails())).status).toBe(403);
    await client.session.login({ email: "new@demo.casino", password: "Fresh123!", dateOfBirth: "1990-01-01" });
    expect(
      await errorOf(client.user.resetPassword({ token, password: "Other123!", confirmPassword: "Other123!" })),
    ).toEqual({ status: 422, code: "RESET_TOKEN_USED" });
  });

  it("refuses an expired link and an unknown one in their own words", async () => {
    const token = await resetLink("unverified@demo.casino");
    await rawCall(server, "POST", "/__control/time", { body: { now: "2026-03-04T12:00:00.000Z" } });
    const client = clientFor(server);
    expect(
      await errorOf(client.user.resetPassword({ token, password: "Fresh123!", dateOfBirth: "1990-01-01" })),
    ).toEqual({ status: 422, code: "RESET_TOKEN_EXPIRED" });
    expect(
      await errorOf(client.user.resetPassword({ token: "made-up", password: "Fresh123!", dateOfBirth: "1990-01-01" })),
    ).toEqual({ status: 422, code: "RESET_TOKEN_INVALID" });
    await rawCall(server, "DELETE", "/__control/time");
  });
});

describe("e-mail verification by e-mailed link", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function verifyToken(email: string): Promise<string> {
    const outbox = await rawCall(server, "GET", `/__control/outbox?to=${encodeURIComponent(email)}`);
    const sent = (outbox.body as { data: { kind: string; link: string }[] }).data.find(
      (message) => message.kind === "verify-email",
    );
    if (!sent) throw new Error(`no verification e-mail to ${email}`);
    return new URL(sent.link).searchParams.get("token") ?? "";
  }

  it("sends a link to the site's verify modal at sign-up, and verifies the address once", async () => {
    const client = clientFor(server);
    const { accessToken } = await client.session.signUp({
      email: "fresh@example.com",
      password: "Fresh123!",
      dateOfBirth: "1990-01-01",
    });
    const outbox = await rawCall(server, "GET", "/__control/outbox?to=fresh@example.com");
    expect((outbox.body as { data: { link: string }[] }).data[0]?.link).toMatch(
      /^http:\/\/localhost:3000\/\?modal=verify-email&token=[\w-]{43}$/,
    );
    const token = await verifyToken("fresh@example.com");
    await client.user.verifyEmail({ token });
    if (!accessToken) throw new Error("the sign-up answered no token");
    const player = clientFor(server, accessToken);
    expect((await player.user.getUserDetails()).data.getUser.isEmailVerified).toBe(true);
    expect(await errorOf(client.user.verifyEmail({ token }))).toEqual({ status: 422, code: "VERIFY_TOKEN_EXPIRED" });
    expect(await errorOf(player.user.resendVerificationEmail())).toEqual({
      status: 409,
      code: "EMAIL_ALREADY_VERIFIED",
    });
  });

  it("refuses an expired link and an unknown one, and a resend by e-mail sends a working link", async () => {
    const client = clientFor(server);
    await client.session.signUp({ email: "late@example.com", password: "Fresh123!", dateOfBirth: "1990-01-01" });
    const first = await verifyToken("late@example.com");
    await rawCall(server, "POST", "/__control/time", { body: { now: "2027-01-01T12:00:00.000Z" } });
    expect(await errorOf(client.user.verifyEmail({ token: first }))).toEqual({
      status: 422,
      code: "VERIFY_TOKEN_EXPIRED",
    });
    expect(await errorOf(client.user.verifyEmail({ token: "made-up" }))).toEqual({
      status: 422,
      code: "VERIFY_TOKEN_EXPIRED",
    });
    await client.user.resendVerificationEmail({ email: "late@example.com" });
    const second = await verifyToken("late@example.com");
    expect(second).not.toBe(first);
    await client.user.verifyEmail({ token: second });
    await rawCall(server, "DELETE", "/__control/time");
  });

  it("verifies only the address a link was sent to: a link kept across an e-mail change verifies nothing", async () => {
    const client = clientFor(server);
    const { accessToken } = await client.session.signUp({
      email: "squatter@example.com",
      password: "Fresh123!",
      firstName: "Sly",
      lastName: "Squatter",
      dateOfBirth: "1990-02-02",
      phoneCode: "356",
      phone: "21345679",
      countryCode: "MT",
      city: "Mdina",
      zipCode: "MDN 1010",
      address: "2 Villegaignon Street",
    });
    const kept = await verifyToken("squatter@example.com");
    const attacker = clientFor(server, accessToken ?? "");
    await attacker.user.updateUserDetails({ updateFrom: "Profile Page", email: "victim@example.com" });
    expect(await errorOf(client.user.verifyEmail({ token: kept }))).toEqual({
      status: 422,
      code: "VERIFY_TOKEN_EXPIRED",
    });
    // Nor does the link work again once the address is changed back.
    await attacker.user.updateUserDetails({ updateFrom: "Profile Page", email: "squatter@example.com" });
    expect(await errorOf(client.user.verifyEmail({ token: kept }))).toEqual({
      status: 422,
      code: "VERIFY_TOKEN_EXPIRED",
    });
    expect((await attacker.user.getUserDetails()).data.getUser.isEmailVerified).toBe(false);
  });

  it("answers a resend the same for a known, an unknown and a verified address, and throttles it per address and per e-mail", async () => {
    const client = clientFor(server);
    await client.session.signUp({ email: "waiting@example.com", password: "Fresh123!", dateOfBirth: "1990-01-01" });
    server.context.rateLimits.verificationByAddress.clear();
    server.context.rateLimits.verificationByEmail.clear();
    const answers = [];
    for (const email of ["waiting@example.com", "nobody@example.com", "kyc@demo.casino"]) {
      answers.push(await rawCall(server, "POST", "/api/user/resend-verification-email", { body: { email } }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(answers[2]?.body).toEqual(answers[0]?.body);
    // Per e-mail: three an hour, then 429, whoever asks.
    for (let again = 0; again < 2; again += 1) {
      const answer = await rawCall(server, "POST", "/api/user/resend-verification-email", {
        body: { email: "waiting@example.com" },
      });
      expect(answer.status).toBe(200);
    }
    expect(
      await rawCall(server, "POST", "/api/user/resend-verification-email", { body: { email: "waiting@example.com" } }),
    ).toMatchObject({ status: 429, body: { errorCode: "TOO_MANY_REQUESTS" } });
    // Per address: ten an hour across any e-mails, then 429.
    for (let other = 0; other < 5; other += 1) {
      const answer = await rawCall(server, "POST", "/api/user/resend-verification-email", {
        body: { email: `other${String(other)}@example.com` },
      });
      expect(answer.status).toBe(200);
    }
    expect(
      await rawCall(server, "POST", "/api/user/resend-verification-email", { body: { email: "fresh9@example.com" } }),
    ).toMatchObject({ status: 429, body: { errorCode: "TOO_MANY_REQUESTS" } });
    const outbox = await rawCall(server, "GET", "/__control/outbox?to=nobody@example.com");
    expect((outbox.body as { data: unknown[] }).data).toEqual([]);
  });
});

describe("one-click sign-up and its credentials by e-mail", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("is refused while the brand does not offer it", async () => {
    expect(await errorOf(clientFor(server).session.signUp({ currencyCode: "EUR" }))).toEqual({
      status: 422,
      code: "ONE_CLICK_DISABLED",
    });
  });

  it("makes up a login and a password that work, answered once, and e-mails them on request", async () => {
    await rawCall(server, "PATCH", "/__control/settings", { body: { registrationModes: ["email", "oneClick"] } });
    const client = clientFor(server);
    const answer = await client.session.signUp({ currencyCode: "EUR" });
    const credentials = answer.credentials;
    if (!credentials) throw new Error("the one-click sign-up answered no credentials");
    expect(credentials.login).toMatch(/^player\d{8}@noemail\.demo\.casino$/);
    await client.session.login({ email: credentials.login, password: credentials.password });
    // A made-up address has no mailbox: no verification e-mail goes to it.
    const none = await rawCall(server, "GET", `/__control/outbox?to=${encodeURIComponent(credentials.login)}`);
    expect((none.body as { data: unknown[] }).data).toEqual([]);

    const player = clientFor(server, answer.accessToken ?? "");
    await player.user.sendCredentials({ email: "keeper@example.com", ...credentials });
    const outbox = await rawCall(server, "GET", "/__control/outbox?to=keeper@example.com");
    const sent = (outbox.body as { data: { kind: string; body: string }[] }).data[0];
    expect(sent?.kind).toBe("credentials");
    expect(sent?.body).toContain(credentials.password);
    expect(await errorOf(player.user.sendCredentials({ email: "keeper@", ...credentials }))).toEqual({
      status: 400,
      code: "VALIDATION_ERROR",
    });
  });

  it("refuses an e-mail sign-up without a birth date when the brand asks for one; a one-click player is asked for it before a deposit", async () => {
    const noBirthDate = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { email: "ageless@example.com", password: "Secret1!", currencyCode: "EUR" },
    });
    expect(noBirthDate).toMatchObject({
      status: 400,
      body: { errorCode: "VALIDATION_ERROR", data: { issues: [{ field: "dateOfBirth" }] } },
    });
    await rawCall(server, "PATCH", "/__control/settings", { body: { registrationModes: ["email", "oneClick"] } });
    const { accessToken } = await clientFor(server).session.signUp({ currencyCode: "EUR" });
    const deposit = await rawCall(server, "POST", "/api/payment/deposit", {
      token: accessToken ?? "",
      body: { paymentMethodId: 1, amount: 20, currencyCode: "EUR" },
    });
    expect(deposit).toMatchObject({ status: 409, body: { errorCode: "GLOBAL_ERROR" } });
    expect((deposit.body as { data: { fields: string[] } }).data.fields).toContain("dateOfBirth");
  });

  it("sends no mail without the player's session, nor any text but the account's own login and password", async () => {
    await rawCall(server, "PATCH", "/__control/settings", { body: { registrationModes: ["email", "oneClick"] } });
    const relay = { email: "victim@example.com", login: "Your bank", password: "Log in at https://evil.example" };
    // No session: refused before anything is sent.
    expect(await rawCall(server, "POST", "/api/user/send-credentials", { body: relay })).toMatchObject({ status: 403 });
    const answer = await clientFor(server).session.signUp({ currencyCode: "EUR" });
    const { accessToken, credentials } = answer;
    if (!credentials) throw new Error("the one-click sign-up answered no credentials");
    // A session, but another text than the account's own credentials.
    expect(
      await rawCall(server, "POST", "/api/user/send-credentials", { token: accessToken ?? "", body: relay }),
    ).toMatchObject({ status: 422, body: { errorCode: "INVALID_CREDENTIALS" } });
    expect(
      await rawCall(server, "POST", "/api/user/send-credentials", {
        token: accessToken ?? "",
        body: { ...relay, login: credentials.login },
      }),
    ).toMatchObject({ status: 422, body: { errorCode: "INVALID_CREDENTIALS" } });
    // An account with a mailbox: only to that mailbox.
    const { token } = await loginAs(server, "kyc@demo.casino");
    expect(
      await rawCall(server, "POST", "/api/user/send-credentials", {
        token,
        body: { email: "victim@example.com", login: "kyc@demo.casino", password: DEMO_PASSWORD },
      }),
    ).toMatchObject({ status: 422, body: { errorCode: "CREDENTIALS_ADDRESS_NOT_OWN" } });
    const outbox = await rawCall(server, "GET", "/__control/outbox?to=victim@example.com");
    expect((outbox.body as { data: unknown[] }).data).toEqual([]);
  });
});

describe("sign-up by phone number", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const byPhone = {
    phoneCode: "+356",
    phone: "79123456",
    password: "Secret1!",
    dateOfBirth: "1990-01-01",
    currencyCode: "EUR",
  };

  it("is refused while the brand does not offer it", async () => {
    expect(await errorOf(clientFor(server).session.signUp(byPhone))).toEqual({
      status: 422,
      code: "PHONE_SIGN_UP_DISABLED",
    });
  });

  it("makes the number the login, sends no verification mail, and refuses the number twice and a wrong one", async () => {
    await rawCall(server, "PATCH", "/__control/settings", { body: { registrationModes: ["email", "phone"] } });
    const client = clientFor(server);
    const answer = await client.session.signUp(byPhone);
    expect(answer.createUser).toMatchObject({ phoneCode: "+356", phone: "79123456" });
    // The number in international form signs in, however it is spaced.
    const login = await client.session.login({
      email: "+35679123456",
      password: "Secret1!",
      dateOfBirth: "1990-01-01",
    });
    expect(login.accessToken).toBeTruthy();
    expect(await errorOf(client.session.login({ email: "+356 7912 3456", password: "Wrong1!!" }))).toEqual({
      status: 422,
      code: "INVALID_CREDENTIALS",
    });
    const none = await rawCall(server, "GET", "/__control/outbox?to=phone-35679123456@noemail.demo.casino");
    expect((none.body as { data: unknown[] }).data).toEqual([]);

    expect(await errorOf(client.session.signUp(byPhone))).toEqual({ status: 409, code: "PHONE_ALREADY_EXISTS" });
    expect(await errorOf(client.session.signUp({ ...byPhone, phone: "7912" }))).toEqual({
      status: 400,
      code: "VALIDATION_ERROR",
    });
  });
});
