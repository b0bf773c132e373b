import { describe, expect, it } from "vitest";
import { decodeLocale, decodeSettings, encodeSettings } from "./handoff";

describe("the settings handed from the proxy to the page", () => {
  it("arrive as they were loaded, whatever their characters", () => {
    const settings = { brandName: "Casino Curaçao — Ясно", pageUrls: { deposit: "/cashier" } };
    expect(decodeSettings(encodeSettings(settings))).toEqual(settings);
  });

  it("say when they could not be loaded", () => {
    expect(decodeSettings(encodeSettings(null))).toBeNull();
  });

  it("are asked for again when nothing readable was handed over", () => {
    expect(decodeSettings(null)).toBeUndefined();
    expect(decodeSettings("%7Bnot json")).toBeUndefined();
    expect(decodeSettings(encodeURIComponent(JSON.stringify({ theme: 42 })))).toBeUndefined();
  });
});

describe("decodeLocale", () => {
  it("accepts only locales the site serves", () => {
    expect(decodeLocale("de")).toBe("de");
    expect(decodeLocale("xx")).toBeUndefined();
    expect(decodeLocale(null)).toBeUndefined();
  });
});
