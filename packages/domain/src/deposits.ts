import { LOG_EVENTS } from "./log-events";

/** The six deposit outcomes, each with its modal (`?modal=deposit-<outcome>`). */
export const DEPOSIT_OUTCOMES = ["failed", "success", "return", "decline", "cancel", "pending"] as const;

/** One deposit outcome. */
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];

/** The event logged when the alternative-method button is pressed. */
export const ALTERNATIVE_METHOD_EVENT = LOG_EVENTS.alternativeMethodButton;

/** Method names (any case) whose cashier is the card form. */
export const CARD_FORM_METHOD_NAMES: readonly string[] = ["visa", "master", "mastercard", "card", "cards"];

/** The cashier a payment method opens: the card form or the carouseller. */
export type DepositMethodKind = "card-form" | "carouseller";

const MODAL_PREFIX = "deposit-";

/**
 * Whether a string is one of the six deposit outcomes (exact, lower case as in the modal values).
 *
 * @example isDepositOutcome("pending") // true
 */
// @__NO_SIDE_EFFECTS__
export function isDepositOutcome(value: unknown): value is DepositOutcome {
  return typeof value === "string" && (DEPOSIT_OUTCOMES as readonly string[]).includes(value);
}

/**
 * The outcome a `modal` query value opens, or `null` for any other modal.
 *
 * @example depositOutcomeFromModal("deposit-decline") // "decline"
 * @example depositOutcomeFromModal("deposit-3ds-success") // null: the 3DS modal is not an outcome
 */
// @__NO_SIDE_EFFECTS__
export function depositOutcomeFromModal(modal: string | null | undefined): DepositOutcome | null {
  if (modal == null || !modal.startsWith(MODAL_PREFIX)) return null;
  const outcome = modal.slice(MODAL_PREFIX.length);
  return isDepositOutcome(outcome) ? outcome : null;
}

/**
 * The `modal` query value of an outcome.
 *
 * @example depositOutcomeModal("success") // "deposit-success"
 */
// @__NO_SIDE_EFFECTS__
export function depositOutcomeModal(outcome: DepositOutcome): `deposit-${DepositOutcome}` {
  return `deposit-${outcome}`;
}

/**
 * The text keys of an outcome's modal.
 *
 * @example depositOutcomeTextKeys("failed") // { title: "modal.failed.deposit.title", message: "modal.failed.deposit.message" }
 */
// @__NO_SIDE_EFFECTS__
export function depositOutcomeTextKeys(outcome: DepositOutcome): { title: string; message: string } {
  return { title: `modal.${outcome}.deposit.title`, message: `modal.${outcome}.deposit.message` };
}

/**
 * Whether the outcome's modal offers the alternative-method button: every outcome but success.
 *
 * @example offersAlternativeMethod("decline") // true
 * @example offersAlternativeMethod("success") // false
 */
// @__NO_SIDE_EFFECTS__
export function offersAlternativeMethod(outcome: DepositOutcome): boolean {
  return outcome !== "success";
}

/**
 * The cashier for a payment method name (the `met` query parameter): `visa`, `master`,
 * `mastercard`, `card` or `cards` in any case open the card form; anything else, a missing name
 * included, opens the carouseller.
 *
 * @example depositMethodKind("MasterCard") // "card-form"
 * @example depositMethodKind("skrill") // "carouseller"
 */
// @__NO_SIDE_EFFECTS__
export function depositMethodKind(methodName: string | null | undefined): DepositMethodKind {
  const name = methodName?.trim().toLowerCase() ?? "";
  return CARD_FORM_METHOD_NAMES.includes(name) ? "card-form" : "carouseller";
}

/**
 * The method kind a `method` query parameter asks the cashier to preselect, or `null` for
 * anything else.
 *
 * @example parseDepositMethodKind("card-form") // "card-form"
 * @example parseDepositMethodKind("visa") // null
 */
// @__NO_SIDE_EFFECTS__
export function parseDepositMethodKind(value: string | null | undefined): DepositMethodKind | null {
  return value === "card-form" || value === "carouseller" ? value : null;
}
