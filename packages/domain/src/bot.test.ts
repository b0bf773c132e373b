import { describe, expect, it } from "vitest";
import { isBot } from "./bot";

describe("isBot", () => {
  it("recognises search crawlers and headless browsers", () => {
    expect(isBot("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(
      isBot(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
      ),
    ).toBe(true);
  });

  it("lets real browsers through", () => {
    expect(
      isBot(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(false);
    expect(
      isBot(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
      ),
    ).toBe(false);
  });

  it("does not treat a missing user agent as a bot", () => {
    expect(isBot(undefined)).toBe(false);
    expect(isBot(null)).toBe(false);
    expect(isBot("  ")).toBe(false);
  });
});
