/** The six deposit outcomes whose modals the spec keys (spec 000 §4, §8). */
export type DepositOutcome = "failed" | "success" | "return" | "decline" | "cancel" | "pending";

/**
 * The title and message keys of a deposit outcome modal, as the spec names them.
 *
 * @example depositOutcomeTextKeys("failed") // { title: "modal.failed.deposit.title", message: "modal.failed.deposit.message" }
 */
export function depositOutcomeTextKeys(outcome: DepositOutcome): { title: string; message: string } {
  return { title: `modal.${outcome}.deposit.title`, message: `modal.${outcome}.deposit.message` };
}

/** The error catalogues of spec 001 §8 whose codes have texts. */
export type ErrorCatalogue = "deposit" | "bonus" | "bet.limit" | "generic";

/**
 * The text key of a server error code: `error.<catalogue>.<code as sent>`. Codes are kept as the
 * server spells them (`PAYMENT_LIMIT_THRESHOLD`, `dailyBetLimit`), so a new code needs only a text.
 *
 * @example errorTextKey("deposit", "PHONE_ERROR") // "error.deposit.PHONE_ERROR"
 * @example errorTextKey("generic", 503) // "error.generic.503"
 */
export function errorTextKey(catalogue: ErrorCatalogue, code: string | number): string {
  return `error.${catalogue}.${String(code)}`;
}
