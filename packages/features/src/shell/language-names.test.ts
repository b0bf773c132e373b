import { describe, expect, it, vi } from "vitest";
import { languageName } from "./language-names.js";

describe("languageName", () => {
  it("names each language in itself, capitalised as it writes", () => {
    expect(languageName("en")).toBe("English");
    expect(languageName("de")).toBe("Deutsch");
    expect(languageName("es")).toBe("Español");
    expect(languageName("ja")).toBe("日本語");
  });

  it("falls back to the code for a tag the runtime cannot read", () => {
    expect(languageName("not a locale")).toBe("not a locale");
  });

  it("asks the runtime once per language, however many pages name it", () => {
    const made = vi.spyOn(Intl, "DisplayNames");
    expect(languageName("fr")).toBe("Français");
    expect(languageName("fr")).toBe("Français");
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });
});
