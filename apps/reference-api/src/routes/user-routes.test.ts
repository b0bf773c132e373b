import { isApiError } from "@casino/api-client";
import type { ApiError } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
