import { BONUS_CANCEL_WARNING_KEY, formatMoney } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useEffect, useId, useRef } from "react";
import { Button } from "../Button";
import { RadioGroup } from "../RadioGroup";
import type { ActiveDepositBonus, DepositBonusOption } from "./deposit-method-option";
import "./DepositForm.css";

/** The value of the "No bonus" choice. */
export const NO_BONUS = "none";

export interface BonusChoiceProps {
  bonuses: readonly DepositBonusOption[];
  /** The chosen offer's id, or {@link NO_BONUS}. */
  value: string;
  onChange(value: string): void;
  /** The player's active bonus, which a new deposit bonus cancels. */
  activeBonus: ActiveDepositBonus | null;
  currencyCode: string;
  disabled?: boolean;
}

/** Whether depositing with `bonusId` cancels the player's active bonus. */
export function replacesActiveBonus(bonusId: string, activeBonus: ActiveDepositBonus | null): boolean {
  return activeBonus !== null && bonusId !== NO_BONUS && bonusId !== activeBonus.id;
}

/**
 * The deposit bonus to take with this deposit, "No bonus" first. While the player holds an active
 * bonus, choosing another says at once that the active one would be cancelled and its amount burnt.
 */
export function BonusChoice({
  bonuses,
  value,
  onChange,
  activeBonus,
  currencyCode,
  disabled = false,
}: BonusChoiceProps) {
  const t = useT();
  const locale = useLocale();
  const replaces = replacesActiveBonus(value, activeBonus);
  return (
    <RadioGroup
      label={t("cashier.bonus")}
      orientation="vertical"
      name="bonus"
      value={value}
      onValueChange={onChange}
      disabled={disabled}
      options={[
        { value: NO_BONUS, label: t("cashier.bonus.none") },
        ...bonuses.map((bonus) => ({ value: bonus.id, label: bonus.title })),
      ]}
      hint={
        replaces && activeBonus
          ? t("cashier.bonus.replace", {
              NAME: activeBonus.name,
              AMOUNT: formatMoney(activeBonus.amount, currencyCode, { locale }),
            })
          : undefined
      }
    />
  );
}

export interface BonusReplaceConfirmProps {
  activeBonus: ActiveDepositBonus;
  currencyCode: string;
  onConfirm(): void;
  onKeep(): void;
}

/**
 * The explicit confirm before a deposit that cancels the active bonus: what is lost, in money, and
 * the two ways on. It takes the focus when it opens, so a screen reader reads the question first,
 * and comes to the middle of the screen, clear of the sticky header, with both answers in view.
 */
export function BonusReplaceConfirm({ activeBonus, currencyCode, onConfirm, onKeep }: BonusReplaceConfirmProps) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    title.current?.focus({ preventScroll: true });
    group.current?.scrollIntoView({ block: "center" });
  }, []);
  const amount = formatMoney(activeBonus.amount, currencyCode, { locale });
  return (
    <div ref={group} className="casino-DepositForm-replace" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} ref={title} tabIndex={-1} className="casino-DepositForm-replace-title">
        {t("cashier.bonus.replace.title")}
      </h3>
      <p>{t(BONUS_CANCEL_WARNING_KEY)}</p>
      <p>{t("cashier.bonus.replace", { NAME: activeBonus.name, AMOUNT: amount })}</p>
      <div className="casino-DepositForm-replace-actions">
        <Button type="button" onClick={onConfirm}>
          {t("cashier.bonus.replace.confirm", { AMOUNT: amount })}
        </Button>
        <Button type="button" variant="secondary" onClick={onKeep}>
          {t("cashier.bonus.replace.keep")}
        </Button>
      </div>
    </div>
  );
}
