import { isApiError } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { clientFor, rawCall, startTestServer } from "../testing/test-server.ts";

describe("an e-mail added to a one-click account", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("is taken from the profile while the account has only its made-up address, and locked once verified", async () => {
    await rawCall(server, "PATCH", "/__control/settings", { body: { registrationModes: ["email", "oneClick"] } });
    const { accessToken } = await clientFor(server).session.signUp({ currencyCode: "EUR" });
    if (!accessToken) throw new Error("the one-click sign-up answered no token");
    const player = clientFor(server, accessToken);

    // The profile form asks for the country and the address with it (`profileFormSchema`).
    await player.user.updateUserDetails({
      updateFrom: "Profile Page",
      email: "added@example.com",
      countryCode: "MT",
      city: "Valletta",
      zipCode: "VLT 1010",
      address: "1 Republic Street",
    });
    const user = (await player.user.getUserDetails()).data.getUser;
    expect(user).toMatchObject({ email: "added@example.com", isEmailVerified: false });

    await player.user.resendVerificationEmail();
    const outbox = await rawCall(server, "GET", "/__control/outbox?to=added@example.com");
    const link = (outbox.body as { data: { kind: string; link: string }[] }).data.find(
      (message) => message.kind === "verify-email",
    )?.link;
    await player.user.verifyEmail({ token: new URL(link ?? "http://x").searchParams.get("token") ?? "" });

    const change = await player.user
      .updateUserDetails({ updateFrom: "Profile Page", email: "other@example.com" })
      .catch((error: unknown) => error);
    expect(isApiError(change) && change.code).toBe("FIELD_LOCKED");
    expect((await player.user.getUserDetails()).data.getUser.email).toBe("added@example.com");
  });
});
