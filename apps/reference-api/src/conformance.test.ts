import { checkConformance, type ConformanceRow } from "@casino/api-client/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningServer } from "./server.ts";
import { loginAs, rawCall, startTestServer } from "./testing/test-server.ts";

/** The rows that did not pass, as `check: issue`, so a failure names what drifted. */
function notPassing(rows: readonly ConformanceRow[]): string[] {
  return rows.filter((row) => row.result !== "pass").map((row) => `${row.check} (${row.result}): ${row.issue}`);
}

// The conformance command a brand runs against its own back end, run against this one: the
// reference API must keep to the contract the site's client reads, and the check must catch drift.
describe("the conformance check against the reference API", () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await loginAs(server, "depositor@demo.casino"));
  });
  afterAll(() => server.close());
  beforeEach(() => server.context.faults.clear());

  it("passes every read, convention and write, the deposit's realtime events included", async () => {
    const progress: number[] = [];
    const rows = await checkConformance({
      baseUrl: server.url,
      token,
      writes: true,
      // The deposit is paid as its provider would: through the control endpoint, never by the call.
      settleDeposit: async (transactionId) => {
        const path = `/__control/deposits/${String(transactionId)}/outcome`;
        const answer = await rawCall(server, "POST", path, { body: { outcome: "success" } });
        if (answer.status !== 200) throw new Error(`the control endpoint answered ${String(answer.status)}`);
      },
      onProgress: ({ done }) => progress.push(done),
    });
    expect(notPassing(rows)).toEqual([]);
    expect(rows.map((row) => row.check)).toEqual(
      expect.arrayContaining([
        "games",
        "userDetails",
        "a wrong token is refused with 403",
        "a deposit pushes deposit and balance events",
      ]),
    );
    expect(rows.find((row) => row.check === "a wrong token is refused with 403")?.status).toBe(403);
    expect(progress).toEqual(rows.map((_, index) => index));
  });

  it("skips the player's calls without a token and still passes the rest", async () => {
    const rows = await checkConformance({ baseUrl: server.url });
    expect(rows.filter((row) => row.result === "fail")).toEqual([]);
    expect(rows.find((row) => row.check === "limits")).toMatchObject({ result: "skip" });
    expect(rows.find((row) => row.check === "games")).toMatchObject({ result: "pass", status: 200 });
  });

  it("names the call and the field when a field is renamed", async () => {
    const fault = { path: "/api/admin/get-games", renameField: { from: "rows", to: "items" } };
    expect((await rawCall(server, "POST", "/__control/faults", { body: fault })).status).toBe(200);
    const rows = await checkConformance({ baseUrl: server.url, token });
    expect(notPassing(rows)).toEqual([expect.stringMatching(/^games \(fail\): data\.rows: /)]);
  });

  it("names the call and the status when a status changes", async () => {
    const fault = { path: "/api/admin/get-providers", status: 500 };
    expect((await rawCall(server, "POST", "/__control/faults", { body: fault })).status).toBe(200);
    const rows = await checkConformance({ baseUrl: server.url, token });
    expect(rows.filter((row) => row.result === "fail")).toEqual([
      expect.objectContaining({ check: "gameProviders", status: 500, issue: "answered 500 INJECTED_FAULT" }),
    ]);
  });
});
