import { describe, expect, it } from "vitest";
import { formatConformanceTable } from "./table";

describe("formatConformanceTable", () => {
  it("lines up call, request, status, result and the first issue, with totals last", () => {
    const table = formatConformanceTable([
      { check: "health", request: "GET /health", status: 200, result: "pass", issue: "" },
      {
        check: "games",
        request: "GET /api/admin/get-games",
        status: 200,
        result: "fail",
        issue: "data.rows: Invalid key",
      },
      {
        check: "limits",
        request: "GET /api/user/get-limits",
        status: undefined,
        result: "skip",
        issue: "the player's call: give --token",
      },
    ]);
    expect(table.split("\n")).toEqual([
      "call    request                   status  result  first issue",
      "----    -------                   ------  ------  ----- -----",
      "health  GET /health               200     pass",
      "games   GET /api/admin/get-games  200     FAIL    data.rows: Invalid key",
      "limits  GET /api/user/get-limits  -       skip    the player's call: give --token",
      "",
      "1 passed, 1 failed, 1 skipped of 3",
    ]);
  });
});
