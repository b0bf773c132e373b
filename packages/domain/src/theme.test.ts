import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, resolveTheme } from "./theme";

const available = ["curacao", "lulu", "wincraft"] as const;

describe("resolveTheme", () => {
  it("draws the theme the settings name, however it was typed", () => {
    expect(resolveTheme("wincraft", { available })).toBe("wincraft");
    expect(resolveTheme(" LULU ", { available })).toBe("lulu");
  });

  it("draws curacao when the setting is missing, empty or names a theme the site does not have", () => {
    for (const setting of [undefined, null, "", "  ", "neon"])
      expect(resolveTheme(setting, { available })).toBe("curacao");
    expect(DEFAULT_THEME).toBe("curacao");
  });

  it("draws the brand's fallback instead of curacao when one is given", () => {
    expect(resolveTheme("neon", { available, fallback: "wincraft" })).toBe("wincraft");
  });
});
