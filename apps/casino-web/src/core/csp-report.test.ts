import { describe, expect, it } from "vitest";
import { cspViolations } from "./csp-report";

describe("cspViolations", () => {
  it("reads the Reporting API's list of reports", () => {
    const body = JSON.stringify([
      {
        type: "csp-violation",
        url: "https://casino.example/promotions",
        body: {
          documentURL: "https://casino.example/promotions?cpnc=spring",
          blockedURL: "https://evil.example/x.js?token=abc",
          effectiveDirective: "script-src-elem",
        },
      },
      { type: "deprecation", body: { id: "x" } },
    ]);
    expect(cspViolations(body)).toEqual([
      { page: "https://casino.example/promotions", blocked: "https://evil.example/x.js", directive: "script-src-elem" },
    ]);
  });

  it("reads the older single report and keeps no query string", () => {
    const body = JSON.stringify({
      "csp-report": {
        "document-uri": "https://casino.example/?at=secret",
        "blocked-uri": "inline",
        "violated-directive": "script-src",
      },
    });
    expect(cspViolations(body)).toEqual([
      { page: "https://casino.example/", blocked: "inline", directive: "script-src" },
    ]);
  });

  it("finds nothing in a body that is not a report", () => {
    expect(cspViolations("not json")).toEqual([]);
    expect(cspViolations('{"hello":1}')).toEqual([]);
  });
});
