import { useT } from "@casino/i18n/react";
import type { DepositMethodOption } from "./deposit-method-option";
import "./DepositForm.css";

/** What the picker shows of a method: the deposit's and the withdrawal's options both have it. */
export type PickableMethod = Pick<DepositMethodOption, "id" | "title" | "logoUrl">;

export interface PaymentMethodPickerProps<M extends PickableMethod> {
  methods: readonly M[];
  selectedId: string | null;
  onSelect(method: M): void;
  disabled?: boolean;
}

/**
 * The payment methods as a group of radio tiles (arrow keys move between them), each named in
 * words beside its logo, so a placeholder or unreadable logo never leaves a method unnamed.
 */
export function PaymentMethodPicker<M extends PickableMethod>({
  methods,
  selectedId,
  onSelect,
  disabled = false,
}: PaymentMethodPickerProps<M>) {
  const t = useT();
  return (
    <fieldset className="casino-DepositForm-methods" disabled={disabled}>
      <legend className="casino-DepositForm-legend">{t("cashier.methods")}</legend>
      <div className="casino-DepositForm-method-list">
        {methods.map((method) => (
          <label key={method.id} className="casino-DepositForm-method" data-testid="payment-method">
            <input
              type="radio"
              name="casino-deposit-method"
              value={method.id}
              checked={method.id === selectedId}
              onChange={() => onSelect(method)}
              className="casino-DepositForm-method-input"
            />
            <span className="casino-DepositForm-method-logo" aria-hidden="true">
              {method.logoUrl ? <img src={method.logoUrl} alt="" width={40} height={28} loading="lazy" /> : null}
            </span>
            <span className="casino-DepositForm-method-title">{method.title}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
