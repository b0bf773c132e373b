import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { truncateBannerTitle, truncateText } from "./text";

describe("truncateBannerTitle", () => {
  it("keeps a title of exactly 35 characters whole", () => {
    const title = "A".repeat(35);
    expect(truncateBannerTitle(title)).toBe(title);
  });

  it("cuts a 36-character title to 35 characters, ellipsis included", () => {
    const result = truncateBannerTitle("B".repeat(36));
    expect(result).toBe(`${"B".repeat(34)}…`);
    expect([...result]).toHaveLength(35);
  });

  it("does not leave a space before the ellipsis", () => {
    expect(truncateBannerTitle("Weekend reload bonus: 50% up to 5 000 EUR")).toBe("Weekend reload bonus: 50% up to 5…");
  });

  it("never splits an emoji", () => {
    const title = `${"x".repeat(33)}👨‍👩‍👧🎰🎰`;
    expect(truncateBannerTitle(title)).toBe(`${"x".repeat(33)}👨‍👩‍👧…`);
  });

  it("never shows more than 35 characters, and shows the start of the title", () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 80 }), (title) => {
        const result = truncateBannerTitle(title);
        expect([...segmenter.segment(result)].length).toBeLessThanOrEqual(35);
        expect(title.startsWith(result.replace(/…$/, ""))).toBe(true);
      }),
    );
  });

  it("cuts every text where counting its characters with Intl.Segmenter would, plain ASCII or not", () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    const counted = (text: string, maxChars: number) => {
      const parts = Array.from(segmenter.segment(text), (part) => part.segment);
      if (parts.length <= maxChars) return text;
      return maxChars <= 0
        ? ""
        : `${parts
            .slice(0, maxChars - 1)
            .join("")
            .trimEnd()}…`;
    };
    const text = fc.oneof(
      fc.string({ unit: "binary-ascii", maxLength: 60 }),
      fc.string({ unit: "grapheme", maxLength: 60 }),
    );
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 50 }), (title, maxChars) => {
        expect(truncateText(title, maxChars)).toBe(counted(title, maxChars));
      }),
    );
  });

  it("returns an empty title unchanged", () => {
    expect(truncateBannerTitle("")).toBe("");
  });
});

describe("truncateText", () => {
  it("returns an empty text for a limit of 0", () => {
    expect(truncateText("abc", 0)).toBe("");
  });
});
