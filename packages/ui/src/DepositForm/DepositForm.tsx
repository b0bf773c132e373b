import {
  DEPOSIT_AMOUNT_DEFAULT,
  DEPOSIT_ERRORS,
  formatMoney,
  validateCardExpiry,
  validateCardHolder,
  validateCardNumber,
  validateCvc,
  validateDepositAmount,
  validateDepositPhone,
  type DepositMethodKind,
} from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useLocale, useT } from "@casino/i18n/react";
import { useState, type FormEvent } from "react";
import { Button } from "../Button";
import { TextField } from "../TextField";
import { AmountStepper, parseAmount } from "./AmountStepper";
import { BonusChoice, BonusReplaceConfirm, NO_BONUS, replacesActiveBonus } from "./BonusChoice";
import { CardForm, type CardErrors } from "./CardForm";
import type {
  ActiveDepositBonus,
  DepositBonusOption,
  DepositCard,
  DepositMethodOption,
  DepositSubmission,
} from "./deposit-method-option";
import { PaymentMethodPicker } from "./PaymentMethodPicker";
import "./DepositForm.css";

export interface DepositFormProps {
  /** The methods offered to this player, already filtered and sorted (`@casino/domain`). */
  methods: readonly DepositMethodOption[];
  currencyCode: string;
  /** Preselects the first method of this kind (the alternative-method button's choice). */
  preferredKind?: DepositMethodKind | null;
  /** The deposit is being sent: every control is disabled, so it cannot be sent twice. */
  busy: boolean;
  /** The translated text of the last failure; what was typed stays. */
  error?: string | null;
  /** Now, for the card's expiry (a card is valid through its month). */
  now: Date;
  /**
   * Where card details are typed instead of here: given where the page may run third-party
   * scripts (the drawer over any page), a card method shows a link to that page, not the card form.
   */
  cardPageHref?: string | null;
  /** Deposit bonuses the player may take with this deposit; none hides the choice. */
  bonuses?: readonly DepositBonusOption[];
  /** The player's active bonus: another bonus cancels it, after an explicit confirm. */
  activeBonus?: ActiveDepositBonus | null;
  /** The phone number on the player's profile, filled in for a method that needs one. */
  defaultPhone?: string;
  onMethodSelected?(method: DepositMethodOption): void;
  onSubmit(submission: DepositSubmission): void;
}

const EMPTY_CARD: DepositCard = { number: "", expiry: "", cvc: "", holderName: "" };

function cardErrors(card: DepositCard, now: Date): CardErrors {
  const errors: CardErrors = {};
  const number = validateCardNumber(card.number);
  const expiry = validateCardExpiry(card.expiry, now);
  const cvc = validateCvc(card.cvc);
  const holderName = validateCardHolder(card.holderName);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  if (holderName) errors.holderName = holderName;
  return errors;
}

/**
 * The deposit (see docs/features.md, "Deposits"): a method, an amount within its range and, for
 * card methods, the card. Checks everything before it calls `onSubmit`; while `busy` nothing can
 * be pressed again. A failure shows above the button and keeps every field as typed.
 */
export function DepositForm({
  methods,
  currencyCode,
  preferredKind = null,
  busy,
  error = null,
  now,
  cardPageHref = null,
  bonuses = [],
  activeBonus = null,
  defaultPhone = "",
  onMethodSelected,
  onSubmit,
}: DepositFormProps) {
  const t = useT();
  const locale = useLocale();
  const [selectedId, setSelectedId] = useState<string | null>(
    () => (methods.find((method) => method.kind === preferredKind) ?? methods[0])?.id ?? null,
  );
  const [amountText, setAmountText] = useState(String(DEPOSIT_AMOUNT_DEFAULT));
  const [card, setCard] = useState<DepositCard>(EMPTY_CARD);
  const [checked, setChecked] = useState(false);
  const [bonusId, setBonusId] = useState(NO_BONUS);
  const [phone, setPhone] = useState(defaultPhone);
  // The deposit waits for the player's explicit yes before it cancels their active bonus.
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  const method = methods.find((entry) => entry.id === selectedId) ?? null;
  const amount = parseAmount(amountText);
  const amountCode = method ? validateDepositAmount(amount, method.range) : null;
  const amountError = checked && amountCode ? t(dynamicTextKey(DEPOSIT_ERRORS[amountCode].messageKey)) : null;
  const shownCardErrors = checked && method?.kind === "card-form" ? cardErrors(card, now) : {};
  const phoneCode = method?.phoneRequired === true ? validateDepositPhone(phone) : null;
  const phoneError = checked && phoneCode ? t(dynamicTextKey(DEPOSIT_ERRORS[phoneCode].messageKey)) : undefined;

  function select(next: DepositMethodOption) {
    setSelectedId(next.id);
    onMethodSelected?.(next);
  }

  const cardElsewhere = method?.kind === "card-form" && cardPageHref !== null;

  function send(confirmed: boolean) {
    if (busy || method === null || cardElsewhere) return;
    setChecked(true);
    const isCard = method.kind === "card-form";
    if (amountCode !== null || phoneCode !== null || (isCard && Object.keys(cardErrors(card, now)).length > 0)) return;
    if (!confirmed && replacesActiveBonus(bonusId, activeBonus)) {
      setConfirmingReplace(true);
      return;
    }
    setConfirmingReplace(false);
    onSubmit({
      methodId: method.id,
      amount,
      ...(isCard ? { card } : {}),
      ...(bonusId === NO_BONUS ? {} : { bonusId }),
      ...(method.phoneRequired === true ? { phone: phone.trim() } : {}),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(false);
  }

  function chooseBonus(next: string) {
    setBonusId(next);
    setConfirmingReplace(false);
  }

  const amountShown = Number.isFinite(amount) && amount > 0 ? formatMoney(amount, currencyCode, { locale }) : "";
  return (
    <form className="casino-DepositForm" onSubmit={submit} noValidate aria-busy={busy}>
      <PaymentMethodPicker methods={methods} selectedId={selectedId} onSelect={select} disabled={busy} />
      {method ? (
        <>
          <AmountStepper
            value={amountText}
            onChange={setAmountText}
            currencyCode={currencyCode}
            range={method.range}
            error={amountError}
            disabled={busy}
          />
          {method.phoneRequired === true ? (
            <TextField
              label={t("cashier.phone")}
              hint={t("cashier.phone.hint")}
              error={phoneError}
              name="tel"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={phone}
              disabled={busy}
              onChange={(event) => setPhone(event.target.value)}
            />
          ) : null}
          {cardElsewhere ? (
            <a className="casino-DepositForm-card-page" href={`${cardPageHref}`}>
              {t("cashier.card.page")}
            </a>
          ) : method.kind === "card-form" ? (
            <CardForm card={card} onChange={setCard} errors={shownCardErrors} disabled={busy} />
          ) : null}
          {bonuses.length > 0 ? (
            <BonusChoice
              bonuses={bonuses}
              value={bonusId}
              onChange={chooseBonus}
              activeBonus={activeBonus}
              currencyCode={currencyCode}
              disabled={busy}
            />
          ) : null}
          {error ? (
            <p className="casino-DepositForm-error casino-DepositForm-failure" role="alert">
              {error}
            </p>
          ) : null}
          {confirmingReplace && activeBonus ? (
            <BonusReplaceConfirm
              activeBonus={activeBonus}
              currencyCode={currencyCode}
              onConfirm={() => send(true)}
              onKeep={() => chooseBonus(NO_BONUS)}
            />
          ) : cardElsewhere ? null : (
            <Button type="submit" className="casino-DepositForm-submit" busy={busy} disabled={busy}>
              {busy ? t("cashier.submitting") : t("cashier.submit", { AMOUNT: amountShown })}
            </Button>
          )}
        </>
      ) : null}
    </form>
  );
}
