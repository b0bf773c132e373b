import { describe, expect, it } from "vitest";
import { dynamicTextKey } from "./text-key";
import { createBareTranslator, createTranslator, missingTextMarker } from "./translator";

describe("createTranslator", () => {
  it("reads the locale's text first", () => {
    const t = createTranslator({ texts: { "button.get": "Holen" } });
    expect(t("button.get")).toBe("Holen");
  });

  it("falls back to static English key by key", () => {
    const t = createTranslator({ texts: { "button.get": "Holen" } });
    expect(t("button.more")).toBe("More");
  });

  it("falls back to the fallback given", () => {
    const t = createTranslator({ texts: {}, fallback: { "button.more": "Plus" } });
    expect(t("button.more")).toBe("Plus");
  });

  it("treats an empty text as untranslated", () => {
    const t = createTranslator({ texts: { "button.more": "" } });
    expect(t("button.more")).toBe("More");
  });

  it("fills placeholders in the found text", () => {
    const t = createTranslator({ dev: false });
    expect(t("rakeback.claim.text", { AA: "3.20 USD" })).toBe("You received 3.20 USD.");
  });

  it("shows every key itself in debug keys mode", () => {
    const t = createTranslator({ texts: { "button.get": "Holen" }, debugKeys: true });
    expect(t("button.get")).toBe("button.get");
    expect(t("rakeback.claim.text", { AA: "1 EUR" })).toBe("rakeback.claim.text");
  });

  it("marks a missing key clearly in development", () => {
    const t = createTranslator({ dev: true });
    expect(t(dynamicTextKey("no.such.key"))).toBe(missingTextMarker("no.such.key"));
    expect(t(dynamicTextKey("no.such.key"))).toContain("missing");
  });

  it("shows a missing key as the key in production", () => {
    const t = createTranslator({ dev: false });
    expect(t(dynamicTextKey("no.such.key"))).toBe("no.such.key");
  });

  it("does not treat object properties as texts", () => {
    const t = createTranslator({ dev: false });
    expect(t(dynamicTextKey("constructor"))).toBe("constructor");
  });
});

describe("createBareTranslator", () => {
  it("reads only the texts given: no static English", () => {
    const t = createBareTranslator({ texts: { "button.get": "Get" }, dev: false });
    expect(t("button.get")).toBe("Get");
    expect(t("button.more")).toBe("button.more");
  });

  it("reads the fallback at every call, so one set later counts at once", () => {
    let fallback: Record<string, string> = {};
    const t = createBareTranslator({ fallback: () => fallback, dev: false });
    expect(t("button.more")).toBe("button.more");
    fallback = { "button.more": "More" };
    expect(t("button.more")).toBe("More");
  });
});
