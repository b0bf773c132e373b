import { describe, expect, it } from "vitest";
import { countryBlockedReportKey, shouldSendCountryBlockedReport } from "./country-blocked-report";

const report = { ip: "203.0.113.9", country: "FR", firstUrl: "/casino" };

describe("shouldSendCountryBlockedReport", () => {
  it("sends a report the first time", () => {
    expect(shouldSendCountryBlockedReport(report, [])).toBe(true);
  });

  it("does not send the same ip, country and first URL twice, whatever the case of the country", () => {
    const sent = [countryBlockedReportKey(report)];
    expect(shouldSendCountryBlockedReport(report, sent)).toBe(false);
    expect(shouldSendCountryBlockedReport({ ...report, country: "fr" }, sent)).toBe(false);
  });

  it("sends again when any part differs", () => {
    const sent = [countryBlockedReportKey(report)];
    expect(shouldSendCountryBlockedReport({ ...report, ip: "203.0.113.10" }, sent)).toBe(true);
    expect(shouldSendCountryBlockedReport({ ...report, country: "GB" }, sent)).toBe(true);
    expect(shouldSendCountryBlockedReport({ ...report, firstUrl: "/" }, sent)).toBe(true);
  });

  it("keeps parts apart so joined values cannot collide", () => {
    expect(countryBlockedReportKey({ ip: "1|2", country: "FR", firstUrl: "/" })).not.toBe(
      countryBlockedReportKey({ ip: "1", country: "2|FR", firstUrl: "/" }),
    );
  });

  it("does not send a report without an ip or country", () => {
    expect(shouldSendCountryBlockedReport({ ...report, ip: "" }, [])).toBe(false);
    expect(shouldSendCountryBlockedReport({ ...report, country: " " }, [])).toBe(false);
  });
});
