import { describe, expect, it } from "vitest";
import type { LocaleContent } from "./content-loader";
import { toI18nProps } from "./i18n-props";
import { EN_TEXTS } from "./texts/en";

const german: LocaleContent = {
  locale: "de",
  texts: { ...EN_TEXTS, "button.get": "Holen" },
  objects: {},
  arrays: {},
  source: "backend",
};

describe("toI18nProps", () => {
  it("sends the client only the texts that differ from the English it ships", () => {
    expect(toI18nProps(german)).toEqual({ locale: "de", texts: { "button.get": "Holen" }, debugKeys: false });
  });

  it("carries the debug keys setting", () => {
    expect(toI18nProps(german, true).debugKeys).toBe(true);
  });

  it("works out one content's texts once, and each newly loaded content's afresh", () => {
    expect(toI18nProps(german).texts).toBe(toI18nProps(german, true).texts);
    const republished: LocaleContent = { ...german, texts: { ...german.texts, "button.get": "Nimm" } };
    expect(toI18nProps(republished).texts).toEqual({ "button.get": "Nimm" });
    expect(toI18nProps(german, false, { ...EN_TEXTS, "button.get": "Holen" }).texts).toEqual({});
  });

  it("survives a trip through JSON unchanged", () => {
    const props = toI18nProps(german, true);
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });
});
