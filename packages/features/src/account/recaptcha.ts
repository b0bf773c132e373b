/** Google's reCAPTCHA v3 script; loaded only for a brand whose settings name a `reCaptchaSiteKey`. */
export const RECAPTCHA_SCRIPT_URL = "https://www.google.com/recaptcha/api.js";

/** The part of Google's `grecaptcha` global a login uses. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const loading = new Map<string, Promise<Grecaptcha>>();

/**
 * Loads the reCAPTCHA script for a site key once per page, with this page's CSP nonce (the
 * policy's `strict-dynamic` lets what it loads run). Answers the ready `grecaptcha`.
 */
export function loadRecaptcha(siteKey: string, nonce: string): Promise<Grecaptcha> {
  const known = loading.get(siteKey);
  if (known !== undefined) return known;
  const loaded = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.nonce = nonce;
    script.addEventListener("error", () => reject(new Error("the reCAPTCHA script did not load")));
    script.addEventListener("load", () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha === undefined) reject(new Error("the reCAPTCHA script defined no grecaptcha"));
      else grecaptcha.ready(() => resolve(grecaptcha));
    });
    document.head.append(script);
  });
  // A failed load may be retried on the next login.
  loaded.catch(() => loading.delete(siteKey));
  loading.set(siteKey, loaded);
  return loaded;
}

/**
 * The reCAPTCHA token for an action, or `undefined` when the brand uses none or the script
 * cannot load: the back end then decides whether a login without one may pass.
 */
export async function recaptchaToken(
  siteKey: string | null | undefined,
  nonce: string,
  action: string,
): Promise<string | undefined> {
  const key = siteKey?.trim() ?? "";
  if (key === "") return undefined;
  try {
    const grecaptcha = await loadRecaptcha(key, nonce);
    return await grecaptcha.execute(key, { action });
  } catch (error) {
    console.warn("reCAPTCHA unavailable, signing in without a token", error);
    return undefined;
  }
}
