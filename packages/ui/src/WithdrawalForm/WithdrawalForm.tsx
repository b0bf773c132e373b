import {
  formatMoney,
  instantWithdrawalRefusal,
  withdrawalFormSchema,
  type InstantWithdrawalStatus,
  type WithdrawalMethod,
} from "@casino/domain";
import { dynamicTextKey, type TextValues } from "@casino/i18n/react";
import { useLocale, useT } from "@casino/i18n/react";
import { useState, type FormEvent } from "react";
import { safeParse } from "valibot";
import { Button } from "../Button";
import { Money } from "../Money";
import { PaymentMethodPicker } from "../DepositForm/PaymentMethodPicker";
import { TextField } from "../TextField";
import { InstantWithdrawalOption } from "./InstantWithdrawalOption";
import type {
  CryptoQuoteRequest,
  CryptoWithdrawalQuote,
  WithdrawalFields,
  WithdrawalMethodOption,
  WithdrawalSubmission,
} from "./withdrawal-option";
import "./WithdrawalForm.css";

export interface WithdrawalFormProps {
  /** The methods the player can withdraw to. */
  methods: readonly WithdrawalMethodOption[];
  currencyCode: string;
  /** The currency is a coin: amounts show its decimals (`formatMoney`'s crypto precision). */
  crypto?: boolean;
  /** The request is being sent: every control is disabled, so it cannot be sent twice. */
  busy: boolean;
  /** The translated text of the last failure; what was typed stays. */
  error?: string | null;
  onSubmit(submission: WithdrawalSubmission): void;
  /**
   * A crypto method's fee and payout for the amount typed. While it is given and not `ready`, the
   * withdrawal cannot be requested: the player confirms knowing what arrives.
   */
  cryptoQuote?: CryptoWithdrawalQuote | null;
  /** A crypto method's amount or network changed: the app asks the back end for a new quote. */
  onCryptoQuoteRequest?(request: CryptoQuoteRequest): void;
  /** The instant-withdrawal allowance, when the back end offers one: the form offers to pay out at once. */
  instant?: InstantWithdrawalStatus | null;
  /** The zone times are shown in (the player's). */
  timeZone?: string;
}

/** The message key of an amount the instant allowance cannot pay out. */
const INSTANT_REFUSAL_KEYS = {
  exhausted: "cashier.withdraw.instant.exhausted",
  "over-left": "cashier.withdraw.instant.over",
} as const;

type FieldName = keyof WithdrawalFields;

/** The fields each form variant asks for, in order, with their label and autofill hint. */
const FIELDS: Record<WithdrawalMethod, readonly { name: FieldName; label: string; autoComplete: string }[]> = {
  bank: [
    { name: "beneficiaryName", label: "cashier.withdraw.field.beneficiary", autoComplete: "name" },
    { name: "accountNumber", label: "cashier.withdraw.field.account", autoComplete: "off" },
    { name: "email", label: "cashier.withdraw.field.email", autoComplete: "email" },
    { name: "bankCode", label: "cashier.withdraw.field.bank.code", autoComplete: "off" },
    { name: "bankName", label: "cashier.withdraw.field.bank.name.optional", autoComplete: "off" },
    { name: "branch", label: "cashier.withdraw.field.branch", autoComplete: "off" },
    { name: "address", label: "cashier.withdraw.field.address", autoComplete: "street-address" },
  ],
  netbanking: [
    { name: "beneficiaryName", label: "cashier.withdraw.field.beneficiary", autoComplete: "name" },
    { name: "accountNumber", label: "cashier.withdraw.field.account", autoComplete: "off" },
    { name: "email", label: "cashier.withdraw.field.email", autoComplete: "email" },
    { name: "bankCode", label: "cashier.withdraw.field.bank.code", autoComplete: "off" },
    { name: "bankName", label: "cashier.withdraw.field.bank.name", autoComplete: "off" },
    { name: "branch", label: "cashier.withdraw.field.branch", autoComplete: "off" },
    { name: "address", label: "cashier.withdraw.field.address", autoComplete: "street-address" },
  ],
  upi: [{ name: "upiId", label: "cashier.withdraw.field.upi", autoComplete: "off" }],
  crypto: [
    { name: "walletAddress", label: "cashier.withdraw.field.wallet", autoComplete: "off" },
    { name: "network", label: "cashier.withdraw.field.network", autoComplete: "off" },
  ],
};

/** The issues of the method's schema, the first message per field (message keys). */
function issuesOf(option: WithdrawalMethodOption, values: Record<string, string>): Record<string, string> {
  const result = safeParse(withdrawalFormSchema(option.method, { range: option.range }), values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === "string" && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The withdrawal (see docs/features.md, "Withdrawals"): a method, an amount within its range and
 * the account fields the method asks for, each checked by the domain's schema and explained in
 * words next to it. While `busy` nothing can be pressed again; a failure keeps every field as typed.
 */
export function WithdrawalForm({
  methods,
  currencyCode,
  crypto: cryptoCurrency = false,
  busy,
  error = null,
  onSubmit,
  cryptoQuote = null,
  onCryptoQuoteRequest,
  instant = null,
  timeZone,
}: WithdrawalFormProps) {
  const t = useT();
  const locale = useLocale();
  const [selectedId, setSelectedId] = useState<string | null>(methods[0]?.id ?? null);
  const [values, setValues] = useState<Record<string, string>>({ amount: "" });
  const [checked, setChecked] = useState(false);
  const [instantChosen, setInstantChosen] = useState(false);
  const option = methods.find((entry) => entry.id === selectedId) ?? null;
  const payInstantly = instant !== null && instantChosen && !instant.exhausted;
  /** The schema's issues, and an amount the instant allowance cannot pay out when the player chose it. */
  const issues = (chosen: WithdrawalMethodOption): Record<string, string> => {
    const found = issuesOf(chosen, values);
    const refusal =
      payInstantly && instant !== null && found.amount === undefined
        ? instantWithdrawalRefusal(instant, Number(values.amount?.replace(",", ".")), currencyCode)
        : null;
    return refusal === null ? found : { ...found, amount: INSTANT_REFUSAL_KEYS[refusal] };
  };
  const errors = checked && option ? issues(option) : {};
  const instantLeft =
    instant === null ? "" : formatMoney(instant.left, currencyCode, { locale, crypto: cryptoCurrency });
  /** The values an error's text names, by message key: only the refusal over the instant allowance names one. */
  const errorValues: Partial<Record<string, TextValues>> = {
    [INSTANT_REFUSAL_KEYS["over-left"]]: { LEFT: instantLeft },
  };
  const errorText = (name: string) => {
    const key = errors[name];
    return key === undefined ? undefined : t(dynamicTextKey(key), errorValues[key]);
  };
  const crypto = option?.method === "crypto";
  const quotePending = crypto && cryptoQuote !== null && cryptoQuote.state !== "ready";

  /** Takes a field's new value, and for a crypto method asks for the quote of the new amount. */
  function change(name: string, value: string, chosen: WithdrawalMethodOption | null = option) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (chosen?.method !== "crypto" || onCryptoQuoteRequest === undefined) return;
    const amountChecks = issuesOf(chosen, next).amount === undefined;
    onCryptoQuoteRequest({
      methodId: chosen.id,
      amount: amountChecks ? Number(next.amount?.replace(",", ".")) : null,
      network: next.network?.trim() ?? "",
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || option === null || quotePending) return;
    setChecked(true);
    if (Object.keys(issues(option)).length > 0) return;
    const fields: WithdrawalFields = {};
    for (const field of FIELDS[option.method]) {
      const value = values[field.name]?.trim();
      if (value) fields[field.name] = value;
    }
    onSubmit({ methodId: option.id, amount: Number(values.amount?.replace(",", ".")), fields, instant: payInstantly });
  }

  const { min, max } = option?.range ?? {};
  const rangeHint =
    min != null && max != null
      ? t("cashier.amount.range", {
          MIN: formatMoney(min, currencyCode, { locale, crypto: cryptoCurrency }),
          MAX: formatMoney(max, currencyCode, { locale, crypto: cryptoCurrency }),
        })
      : undefined;
  return (
    <form className="casino-WithdrawalForm" onSubmit={submit} noValidate aria-busy={busy}>
      <PaymentMethodPicker
        methods={methods}
        selectedId={selectedId}
        onSelect={(next) => {
          setSelectedId(next.id);
          const chosen = methods.find((entry) => entry.id === next.id) ?? null;
          if (chosen?.method === "crypto") change("amount", values.amount ?? "", chosen);
        }}
        disabled={busy}
      />
      {option ? (
        <fieldset className="casino-WithdrawalForm-fields" disabled={busy}>
          <TextField
            label={`${t("cashier.amount")} (${currencyCode})`}
            inputMode="decimal"
            autoComplete="off"
            hint={rangeHint}
            error={errorText("amount")}
            value={values.amount ?? ""}
            onChange={(event) => change("amount", event.target.value)}
          />
          {instant !== null ? (
            <InstantWithdrawalOption
              status={instant}
              currencyCode={currencyCode}
              crypto={cryptoCurrency}
              checked={instantChosen}
              onCheckedChange={setInstantChosen}
              disabled={busy}
              timeZone={timeZone}
            />
          ) : null}
          {FIELDS[option.method].map((field) => (
            <TextField
              key={field.name}
              label={t(dynamicTextKey(field.label))}
              autoComplete={field.autoComplete}
              error={errorText(field.name)}
              value={values[field.name] ?? ""}
              onChange={(event) => change(field.name, event.target.value)}
            />
          ))}
        </fieldset>
      ) : null}
      {crypto && cryptoQuote !== null ? (
        <section
          className="casino-WithdrawalForm-quote"
          aria-label={t("cashier.withdraw.quote.title")}
          aria-live="polite"
        >
          {cryptoQuote.state === "loading" ? <p>{t("cashier.withdraw.quote.loading")}</p> : null}
          {cryptoQuote.state === "ready" ? (
            <dl>
              <div>
                <dt>{t("cashier.withdraw.quote.fee")}</dt>
                <dd>
                  <Money amount={cryptoQuote.fee} currencyCode={cryptoQuote.currencyCode} crypto />
                </dd>
              </div>
              <div>
                <dt>{t("cashier.withdraw.quote.net")}</dt>
                <dd>
                  <Money amount={cryptoQuote.net} currencyCode={cryptoQuote.currencyCode} crypto />
                </dd>
              </div>
            </dl>
          ) : null}
          {cryptoQuote.state === "error" ? (
            <p className="casino-WithdrawalForm-failure" role="alert">
              {cryptoQuote.message}
            </p>
          ) : null}
        </section>
      ) : null}
      {error ? (
        <p className="casino-WithdrawalForm-failure" role="alert">
          {error}
        </p>
      ) : null}
      {option ? (
        <Button type="submit" className="casino-WithdrawalForm-submit" busy={busy} disabled={busy || quotePending}>
          {busy ? t("cashier.withdraw.submitting") : t("cashier.withdraw.submit")}
        </Button>
      ) : null}
    </form>
  );
}
