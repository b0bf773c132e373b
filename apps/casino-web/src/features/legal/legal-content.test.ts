import { describe, expect, it } from "vitest";
import { readLegalContent } from "./legal-content";

describe("readLegalContent", () => {
  it("reads a legal document from a locale's content objects", () => {
    const objects = { "legal.aml-policy": { title: "AML policy", updated: "2026-11-01", body: "<p>Text</p>" } };
    expect(readLegalContent(objects, "aml-policy")).toEqual({
      title: "AML policy",
      updated: "2026-11-01",
      body: "<p>Text</p>",
    });
  });

  it("finds none where the locale has none or a malformed one", () => {
    expect(readLegalContent({}, "aml-policy")).toBeNull();
    expect(readLegalContent({ "legal.aml-policy": { title: "", body: "<p>x</p>" } }, "aml-policy")).toBeNull();
    expect(readLegalContent({ "legal.aml-policy": { title: "AML", body: 3 } }, "aml-policy")).toBeNull();
  });
});
