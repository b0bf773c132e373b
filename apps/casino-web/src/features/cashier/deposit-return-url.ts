/** Query parameters of the cashier itself, dropped from the page the provider sends the player back to. */
const CASHIER_PARAMETERS = ["modal", "method", "met", "PaReq", "MD"];

/**
 * Where the provider sends the player back: the page they deposited from, without the cashier's
 * own parameters (the back end adds `modal=deposit-<outcome>&met=<method>`).
 *
 * @example depositReturnUrl("https://casino.example/casino?modal=cashier&method=card-form") // "https://casino.example/casino"
 */
export function depositReturnUrl(pageUrl: string): string {
  const url = new URL(pageUrl);
  for (const name of CASHIER_PARAMETERS) url.searchParams.delete(name);
  url.hash = "";
  return url.toString();
}
