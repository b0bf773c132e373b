import { describe, expect, it } from "vitest";
import {
  affiliateQueryParameter,
  attributedCampaignParameters,
  captureCampaignParameters,
  parseStoredCampaign,
  readAffiliateToken,
  referralLink,
  shouldTrackVisit,
} from "./campaign";

const day = 86_400_000;
const start = Date.UTC(2026, 2, 1);

describe("affiliate token", () => {
  it("reads nxafk by default and the configured parameter otherwise", () => {
    expect(affiliateQueryParameter(undefined)).toBe("nxafk");
    expect(affiliateQueryParameter(" ")).toBe("nxafk");
    expect(affiliateQueryParameter("aff")).toBe("aff");
    expect(readAffiliateToken(new URLSearchParams("nxafk=abc"), null)).toBe("abc");
    expect(readAffiliateToken(new URLSearchParams("nxafk=abc"), "aff")).toBeNull();
    expect(readAffiliateToken(new URLSearchParams("nxafk="), null)).toBeNull();
  });
});

describe("campaign capture and attribution", () => {
  it("captures cpnc, mkt and pid from the query", () => {
    const stored = captureCampaignParameters({}, new URLSearchParams("cpnc=spring&mkt=google&pid=7&other=x"), start);
    expect(attributedCampaignParameters(stored, start)).toEqual({ cpnc: "spring", mkt: "google", pid: "7" });
  });

  it("lets the last value count while it is under 7 days old", () => {
    let stored = captureCampaignParameters({}, new URLSearchParams("cpnc=first"), start);
    stored = captureCampaignParameters(stored, new URLSearchParams("cpnc=second"), start + 10 * day);
    expect(attributedCampaignParameters(stored, start + 10 * day + 7 * day - 1)).toEqual({ cpnc: "second" });
  });

  it("returns to the first value once the last one is 7 days old", () => {
    let stored = captureCampaignParameters({}, new URLSearchParams("cpnc=first"), start);
    stored = captureCampaignParameters(stored, new URLSearchParams("cpnc=second"), start + 10 * day);
    expect(attributedCampaignParameters(stored, start + 17 * day)).toEqual({ cpnc: "first" });
  });

  it("forgets values after 365 days", () => {
    const stored = captureCampaignParameters({}, new URLSearchParams("mkt=tv"), start);
    expect(attributedCampaignParameters(stored, start + 365 * day - 1)).toEqual({ mkt: "tv" });
    expect(attributedCampaignParameters(stored, start + 365 * day)).toEqual({});
    expect(captureCampaignParameters(stored, new URLSearchParams(""), start + 365 * day)).toEqual({});
  });

  it("replaces a first value older than 365 days by the newest one", () => {
    let stored = captureCampaignParameters({}, new URLSearchParams("pid=old"), start);
    stored = captureCampaignParameters(stored, new URLSearchParams("pid=new"), start + 400 * day);
    expect(stored.pid?.first.value).toBe("new");
  });

  it("keeps stored values on a visit without campaign parameters", () => {
    const stored = captureCampaignParameters({}, new URLSearchParams("cpnc=spring"), start);
    expect(captureCampaignParameters(stored, new URLSearchParams("page=2"), start + day)).toEqual(stored);
  });

  it("round-trips through storage and drops corrupted parts", () => {
    const stored = captureCampaignParameters({}, new URLSearchParams("cpnc=spring"), start);
    expect(parseStoredCampaign(JSON.stringify(stored))).toEqual(stored);
    expect(parseStoredCampaign("{broken")).toEqual({});
    expect(parseStoredCampaign('{"cpnc":{"first":{"value":"x"},"last":null}}')).toEqual({});
    expect(parseStoredCampaign(null)).toEqual({});
  });
});

describe("shouldTrackVisit", () => {
  it("tracks a first visit", () => {
    expect(shouldTrackVisit(null, start)).toBe(true);
  });

  it("tracks again at 30 minutes, not before", () => {
    expect(shouldTrackVisit(start, start + 30 * 60_000 - 1)).toBe(false);
    expect(shouldTrackVisit(start, start + 30 * 60_000)).toBe(true);
  });

  it("tracks when the stored time is in the future", () => {
    expect(shouldTrackVisit(start + day, start)).toBe(true);
  });
});

describe("referralLink", () => {
  it("puts the code on the sign-up page under the brand's affiliate parameter", () => {
    expect(referralLink("https://casino.example", "/register", "DEMO2", null)).toBe(
      "https://casino.example/register?nxafk=DEMO2",
    );
    expect(referralLink("https://casino.example/", "/de/register", " A&B ", "ref")).toBe(
      "https://casino.example/de/register?ref=A%26B",
    );
  });

  it("has no link while the player has no code", () => {
    expect(referralLink("https://casino.example", "/register", "", null)).toBeNull();
    expect(referralLink("https://casino.example", "/register", undefined, null)).toBeNull();
  });
});
