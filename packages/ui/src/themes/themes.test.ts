import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isTheme, THEMES } from "./themes";

// Read from disk: the test runner replaces imported plain CSS with an empty module.
const css = readFileSync(join(import.meta.dirname, "themes.css"), "utf8");

function themeBlock(theme: string): string {
  const block = new RegExp(`\\[data-theme="${theme}"\\]\\s*\\{([^}]*)\\}`).exec(css);
  if (!block?.[1]) throw new Error(`no block for theme ${theme}`);
  return block[1];
}

/** The colour tokens a theme block declares, by name. */
function themeColors(theme: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const match of themeBlock(theme).matchAll(/--casino-color-([a-z-]+):\s*(#[0-9a-f]{6})/gi)) {
    if (match[1] && match[2]) tokens.set(match[1], match[2]);
  }
  return tokens;
}

/** The colours the hero gradient passes through (its stops). */
function heroGradientStops(theme: string): string[] {
  const gradient = /--casino-gradient-hero:\s*([^;]+);/.exec(themeBlock(theme))?.[1] ?? "";
  return gradient.match(/#[0-9a-f]{6}/gi) ?? [];
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Text on each surface needs 4.5:1; borders and focus rings are non-text UI and need 3:1 (WCAG 1.4.11).
const textPairs = [
  ["text", "bg"],
  ["text", "surface"],
  ["text", "surface-raised"],
  ["text-muted", "bg"],
  ["text-muted", "surface"],
  ["text-muted", "surface-raised"],
  ["on-accent", "accent"],
  ["on-accent", "accent-hover"],
  ["on-secondary", "secondary"],
  ["danger", "surface"],
  ["danger", "bg"],
  ["success", "surface"],
  ["warning", "surface"],
  ["accent", "bg"],
  ["accent", "surface"],
  ["on-highlight", "highlight"],
  ["highlight", "surface"],
  ["on-secondary", "surface-raised"],
] as const;
const uiPairs = [
  ["border", "surface"],
  ["border", "bg"],
  ["focus", "bg"],
  ["focus", "surface"],
  ["border", "surface-raised"],
] as const;

// Every colour token a component may read; a theme that left one out would fall back to another theme's.
const colorTokens = [
  "bg",
  "surface",
  "surface-raised",
  "border",
  "text",
  "text-muted",
  "accent",
  "accent-hover",
  "on-accent",
  "secondary",
  "on-secondary",
  "focus",
  "danger",
  "success",
  "warning",
  "highlight",
  "on-highlight",
] as const;

describe.each(THEMES)("theme %s", (theme) => {
  const colors = themeColors(theme);

  it.each(textPairs)("keeps %s on %s at 4.5:1 or more", (fg, bg) => {
    expect(contrast(colors.get(fg) ?? "", colors.get(bg) ?? "")).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)("keeps %s on %s at 3:1 or more", (fg, bg) => {
    expect(contrast(colors.get(fg) ?? "", colors.get(bg) ?? "")).toBeGreaterThanOrEqual(3);
  });

  it("sets every colour token, the overlay and the hero gradient", () => {
    expect(colorTokens.filter((token) => !colors.has(token))).toEqual([]);
    expect(themeBlock(theme)).toMatch(/--casino-color-overlay:/);
    expect(heroGradientStops(theme).length).toBeGreaterThanOrEqual(2);
  });

  it("keeps hero text readable on every colour of the hero gradient", () => {
    for (const stop of heroGradientStops(theme)) {
      expect(contrast(colors.get("text") ?? "", stop)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("is dark, as casino players expect", () => {
    expect(themeBlock(theme)).toMatch(/color-scheme:\s*dark/);
    expect(luminance(colors.get("bg") ?? "")).toBeLessThan(0.05);
  });
});

describe("theme fonts", () => {
  it.each(THEMES)("%s names its own web font with a metric-matched fallback", (theme) => {
    const block = themeBlock(theme);
    const font = /--casino-font-face:\s*"([^"]+) Variable";\s*--casino-font-fallback:\s*"\1 Fallback"/.exec(block);
    expect(font?.[1]).toBeTruthy();
    expect(block).toMatch(/--casino-font:\s*var\(--casino-font-face\), var\(--casino-font-fallback\);/);
  });

  it("names only the fallback while a page loads its font after the first paint (FONTS_AFTER_FIRST_PAINT_SCRIPT)", () => {
    expect(css).toMatch(
      /:root\[data-fonts="after-paint"\],\s*:root\[data-fonts="after-paint"\] \[data-theme\] \{\s*--casino-font: var\(--casino-font-fallback\);\s*\}/,
    );
  });

  it("gives each theme a different font", () => {
    const fonts = THEMES.map((theme) => /--casino-font-face:\s*"([^"]+)"/.exec(themeBlock(theme))?.[1]);
    expect(new Set(fonts).size).toBe(THEMES.length);
  });
});

describe("isTheme", () => {
  it("accepts the shipped themes and nothing else", () => {
    expect(THEMES.every(isTheme)).toBe(true);
    expect(isTheme("acme")).toBe(false);
    expect(isTheme(null)).toBe(false);
  });
});
