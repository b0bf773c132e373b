// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { recaptchaToken, RECAPTCHA_SCRIPT_URL } from "./recaptcha.js";

afterEach(() => {
  document.head.innerHTML = "";
  delete window.grecaptcha;
  vi.restoreAllMocks();
});

/** Plays the browser's part: the script "loads" and defines grecaptcha. */
function loadScriptWith(execute: (key: string, options: { action: string }) => Promise<string>) {
  const observer = new MutationObserver(() => {
    const script = document.head.querySelector("script");
    if (script === null) return;
    observer.disconnect();
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script.dispatchEvent(new Event("load"));
  });
  observer.observe(document.head, { childList: true });
}

describe("recaptchaToken", () => {
  it("loads nothing and sends no token when the brand has no site key", async () => {
    await expect(recaptchaToken("", "n0nce", "login")).resolves.toBeUndefined();
    await expect(recaptchaToken(undefined, "n0nce", "login")).resolves.toBeUndefined();
    expect(document.head.querySelector("script")).toBeNull();
  });

  it("loads the script with the page's nonce and answers the token for the action", async () => {
    const execute = vi.fn((_key: string, _options: { action: string }) => Promise.resolve("captcha-token"));
    loadScriptWith(execute);
    await expect(recaptchaToken("site-key-1", "n0nce", "login")).resolves.toBe("captcha-token");
    const script = document.head.querySelector("script");
    expect(script?.src).toBe(`${RECAPTCHA_SCRIPT_URL}?render=site-key-1`);
    expect(script?.nonce).toBe("n0nce");
    expect(execute).toHaveBeenCalledWith("site-key-1", { action: "login" });
  });

  it("signs in without a token when the script cannot load", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const observer = new MutationObserver(() => {
      observer.disconnect();
      document.head.querySelector("script")?.dispatchEvent(new Event("error"));
    });
    observer.observe(document.head, { childList: true });
    await expect(recaptchaToken("site-key-2", "n0nce", "login")).resolves.toBeUndefined();
  });
});
