import { cardBrand, formatCardExpiryInput } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { TextField } from "../TextField";
import type { DepositCard } from "./deposit-method-option";
import "./DepositForm.css";

/** The card form's errors as text keys, by field. */
export type CardErrors = Partial<Record<keyof DepositCard, string>>;

export interface CardFormProps {
  card: DepositCard;
  onChange(card: DepositCard): void;
  errors: CardErrors;
  disabled?: boolean;
}

/**
 * The card's number (with its brand), expiry, security code and holder, with the autocomplete
 * names browsers fill cards by. Controlled: the values live in the deposit form's state only,
 * are posted with the deposit and never logged or stored.
 */
export function CardForm({ card, onChange, errors, disabled = false }: CardFormProps) {
  const t = useT();
  const brand = cardBrand(card.number);
  const set = (field: keyof DepositCard) => (value: string) => onChange({ ...card, [field]: value });
  const error = (field: keyof DepositCard) => (errors[field] ? t(dynamicTextKey(errors[field])) : undefined);
  return (
    <fieldset className="casino-DepositForm-card" disabled={disabled}>
      <legend className="casino-DepositForm-legend">{t("cashier.card.title")}</legend>
      <TextField
        label={t("cashier.card.number")}
        hint={brand ? t("cashier.card.brand", { BRAND: brand }) : undefined}
        error={error("number")}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        value={card.number}
        onChange={(event) => set("number")(event.target.value)}
      />
      <div className="casino-DepositForm-card-row">
        <TextField
          label={t("cashier.card.expiry")}
          error={error("expiry")}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={5}
          value={card.expiry}
          onChange={(event) => set("expiry")(formatCardExpiryInput(event.target.value))}
        />
        <TextField
          label={t("cashier.card.cvc")}
          error={error("cvc")}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={3}
          value={card.cvc}
          onChange={(event) => set("cvc")(event.target.value.replace(/\D/g, ""))}
        />
      </div>
      <TextField
        label={t("cashier.card.holder")}
        error={error("holderName")}
        name="ccname"
        autoComplete="cc-name"
        value={card.holderName}
        onChange={(event) => set("holderName")(event.target.value)}
      />
      <p className="casino-DepositForm-hint">{t("cashier.card.private")}</p>
    </fieldset>
  );
}
