import { describe, expect, it } from "vitest";
import { splitContent } from "./content-format";

describe("splitContent", () => {
  it("splits texts, objects and arrays by their prefix", () => {
    const split = splitContent({
      "text.button.get": "Holen",
      "object.cookie.notice": { title: "Cookies", link: "/privacy-policy" },
      "array.faq.deposit": [{ question: "How?", answer: "Like this." }],
    });
    expect(split.texts).toEqual({ "button.get": "Holen" });
    expect(split.objects).toEqual({ "cookie.notice": { title: "Cookies", link: "/privacy-policy" } });
    expect(split.arrays).toEqual({ "faq.deposit": [{ question: "How?", answer: "Like this." }] });
    expect(split.rejected).toEqual([]);
  });

  it("reads an unprefixed string as a text", () => {
    expect(splitContent({ "button.more": "Mehr" }).texts).toEqual({ "button.more": "Mehr" });
  });

  it("reads the grouped form with one member per kind", () => {
    const split = splitContent({
      text: { "button.get": "Holen" },
      array: { menu: ["a"] },
      object: { banner: { a: 1 } },
    });
    expect(split.texts).toEqual({ "button.get": "Holen" });
    expect(split.arrays).toEqual({ menu: ["a"] });
    expect(split.objects).toEqual({ banner: { a: 1 } });
  });

  it("leaves out an entry whose value does not match its prefix, and names it", () => {
    const split = splitContent({
      "text.button.get": 42,
      "object.banner": ["not", "an", "object"],
      "array.faq": { not: "a list" },
      "button.more": null,
    });
    expect(split.texts).toEqual({});
    expect(split.objects).toEqual({});
    expect(split.arrays).toEqual({});
    expect(split.rejected).toEqual(["text.button.get", "object.banner", "array.faq", "button.more"]);
  });

  it("drops empty texts so the fallback shows", () => {
    expect(splitContent({ "text.button.get": "", "text.button.more": "  " }).texts).toEqual({});
  });

  it("gives empty maps for anything but a JSON object", () => {
    for (const document of [null, "oops", 3, ["text.a"]]) {
      expect(splitContent(document)).toEqual({ texts: {}, objects: {}, arrays: {}, rejected: [] });
    }
  });

  it("reads a brand's own prefixes", () => {
    const split = splitContent(
      { "t:button.get": "Holen", "o:banner": { a: 1 }, "a:menu": [1] },
      { text: "t:", object: "o:", array: "a:" },
    );
    expect(split.texts).toEqual({ "button.get": "Holen" });
    expect(split.objects).toEqual({ banner: { a: 1 } });
    expect(split.arrays).toEqual({ menu: [1] });
  });
});
