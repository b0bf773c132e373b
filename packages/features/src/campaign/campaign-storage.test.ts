// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { campaignEventFields, captureVisit, firstVisitPath, readCampaign } from "./campaign-storage.js";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-23T12:00:00Z");

afterEach(() => {
  window.localStorage.clear();
});

function visit(search: string, now: number, pathname = "/promotions", affiliateParameter: string | null = null) {
  captureVisit({ search, pathname, affiliateParameter, now });
}

describe("campaign capture", () => {
  it("keeps the affiliate token under the brand's parameter, nxafk by default", () => {
    visit("?nxafk=aff-1", NOW);
    expect(readCampaign(NOW).token).toBe("aff-1");
    visit("?ref=aff-2", NOW, "/", "ref");
    expect(readCampaign(NOW).token).toBe("aff-2");
    expect(window.localStorage.getItem("affiliateToken")).toBe("aff-2");
  });

  it("sends the latest campaign while it is under 7 days old, then the first one again", () => {
    visit("?cpnc=spring&mkt=mail&pid=p1", NOW);
    visit("?cpnc=summer", NOW + 10 * DAY);
    expect(readCampaign(NOW + 12 * DAY)).toMatchObject({ cpnc: "summer", mkt: "mail", pid: "p1" });
    expect(readCampaign(NOW + 18 * DAY).cpnc).toBe("spring");
  });

  it("forgets a campaign after 365 days", () => {
    visit("?cpnc=spring", NOW);
    expect(readCampaign(NOW + 366 * DAY).cpnc).toBeUndefined();
  });

  it("stores the first page of the first visit, path only, and keeps it", () => {
    visit("?cpnc=spring&at=secret", NOW, "/de/promotions");
    visit("", NOW + DAY, "/casino");
    expect(readCampaign(NOW).firstUrl).toBe("/de/promotions");
    expect(firstVisitPath("/deposit?x=1")).toBe("/de/promotions");
  });

  it("takes the path only even when asked with a query", () => {
    expect(firstVisitPath("/promotions?nxafk=aff-1#top")).toBe("/promotions");
  });
});

describe("campaignEventFields", () => {
  it("tracks the visit's campaign at most once every 30 minutes", () => {
    visit("?cpnc=spring&mkt=mail", NOW);
    expect(campaignEventFields(NOW)).toEqual({ mkt: "mail", cpncToSent: "spring" });
    expect(campaignEventFields(NOW + 29 * 60_000)).toEqual({ mkt: "mail" });
    expect(campaignEventFields(NOW + 30 * 60_000)).toEqual({ mkt: "mail", cpncToSent: "spring" });
  });

  it("sends nothing for a visitor without a campaign", () => {
    expect(campaignEventFields(NOW)).toEqual({});
  });
});
