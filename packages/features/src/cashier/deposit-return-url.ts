/** Query parameters of the cashier itself, dropped from the page the provider sends the player back to. */
const CASHIER_PARAMETERS = ["modal", "method", "met", "PaReq", "MD"];

/**
 * Where the provider sends the player back: the page they deposited from, without the cashier's
 * own parameters (the back end adds `modal=deposit-<outcome>&met=<method>`) and without any
 * `user:password@` the address carried (never handed to a provider, never a page to return to).
 *
 * @example depositReturnUrl("https://casino.example/casino?modal=cashier&method=card-form") // "https://casino.example/casino"
 */
export function depositReturnUrl(pageUrl: string): string {
  const url = new URL(pageUrl);
  for (const name of CASHIER_PARAMETERS) url.searchParams.delete(name);
  url.username = "";
  url.password = "";
  url.hash = "";
  return url.toString();
}

/**
 * The page a deposit settled in the cashier itself (a 3DS check) shows its outcome on: the page
 * the player deposited from, with the outcome's modal and method as the provider's return carries.
 *
 * @example depositOutcomePath("https://casino.example/deposit?method=card-form", "deposit-failed", "visa") // "/deposit?modal=deposit-failed&met=visa"
 */
export function depositOutcomePath(pageUrl: string, modal: string, method: string): string {
  const url = new URL(depositReturnUrl(pageUrl));
  url.searchParams.set("modal", modal);
  url.searchParams.set("met", method);
  return `${url.pathname}${url.search}`;
}
