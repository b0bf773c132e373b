import { describe, expect, it } from "vitest";
import { parseThemeTokens } from "./theme-tokens";

const css = `
/* tokens */
:root,
[data-theme] {
  --casino-space-2: 8px;
  --casino-radius: 8px;
}
:root,
[data-theme="curacao"] {
  color-scheme: dark;
  --casino-color-bg: #0f1420;
}
[data-theme="lulu"] {
  --casino-color-bg: #fbf7fc;
  --casino-radius: 12px;
}
[data-theme] {
  background: var(--casino-color-bg);
}
@media (prefers-reduced-motion: reduce) {
  :root,
  [data-theme] {
    --casino-duration: 0ms;
  }
}
`;

describe("parseThemeTokens", () => {
  it("lists the shared tokens and each theme's own, in stylesheet order", () => {
    expect(parseThemeTokens(css)).toEqual([
      {
        theme: "shared",
        tokens: [
          { name: "--casino-space-2", value: "8px" },
          { name: "--casino-radius", value: "8px" },
        ],
      },
      { theme: "curacao", tokens: [{ name: "--casino-color-bg", value: "#0f1420" }] },
      {
        theme: "lulu",
        tokens: [
          { name: "--casino-color-bg", value: "#fbf7fc" },
          { name: "--casino-radius", value: "12px" },
        ],
      },
    ]);
  });

  it("leaves out blocks that declare no tokens", () => {
    expect(parseThemeTokens("[data-theme] { color: red; }")).toEqual([]);
  });
});
