import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { loginAs, refusalOf, startTestServer } from "../testing/test-server.ts";

describe("a deposit before the profile is complete", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("is refused with the missing fields named, the 1900 birth date among them", async () => {
    const { client } = await loginAs(server, "new@demo.casino");
    const refusal = await refusalOf(client.payments.deposit({ paymentMethodId: 1, amount: 50, currencyCode: "EUR" }));
    expect(refusal.status).toBe(409);
    expect(refusal.code).toBe("GLOBAL_ERROR");
    expect((refusal.body as { data?: unknown }).data).toEqual({
      fields: ["dateOfBirth", "city", "zipCode", "address"],
    });
  });

  it("goes through once the fields the refusal named are filled", async () => {
    const { client } = await loginAs(server, "fresh@demo.casino");
    const refusal = await refusalOf(client.payments.deposit({ paymentMethodId: 1, amount: 50, currencyCode: "EUR" }));
    expect((refusal.body as { data?: unknown }).data).toEqual({ fields: ["city", "zipCode", "address"] });
    await client.user.updateUserDetails({
      updateFrom: "Update Form",
      city: "Sliema",
      zipCode: "SLM 1000",
      address: "2 Tower Road",
    });
    const answer = await client.payments.deposit({ paymentMethodId: 1, amount: 50, currencyCode: "EUR" });
    expect(answer.data.redirectUrl).toBeTruthy();
  });
});
