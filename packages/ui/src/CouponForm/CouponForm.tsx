import { couponFormSchema, type CouponFormValues } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../Button";
import { TextField } from "../TextField";
import "./CouponForm.css";

/** What the last coupon sent came to: applied, or refused with the text key to show (not applied, already redeemed, ...). */
export type CouponResult = { status: "applied" } | { status: "refused"; messageKey: string };

export interface CouponFormProps {
  /** The player sends a code (trimmed); the app calls the API and answers with {@link CouponFormProps.result}. */
  onApply: (couponCode: string) => void;
  /** The call is running. */
  applying?: boolean;
  /** The outcome of the last code sent, or none yet. */
  result?: CouponResult | null;
  /** The code already typed (e.g. from a link). */
  defaultCode?: string;
  className?: string;
}

/**
 * A coupon-code field with its Apply button (see docs/features.md, "Coupons"), for the bonuses page
 * and the cashier. An applied coupon is announced as a status; a refused one as the field's error,
 * in words (the app passes the text key of the error code), with the focus moved back to the field
 * so that a screen reader reads the refusal and the code typed is ready to correct or send again.
 */
export function CouponForm({ onApply, applying = false, result = null, defaultCode = "", className }: CouponFormProps) {
  const t = useT();
  const titleId = useId();
  const { register, handleSubmit, formState } = useForm<CouponFormValues>({
    defaultValues: { couponCode: defaultCode },
    resolver: valibotResolver(couponFormSchema),
  });
  // Only a refusal that arrives takes the focus, not one the form was first drawn with.
  const firstResult = useRef(result);
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (result !== firstResult.current && result?.status === "refused") input.current?.focus();
  }, [result]);
  const { ref: registerRef, ...couponField } = register("couponCode");
  const fieldError = formState.errors.couponCode?.message;
  const error = fieldError
    ? t(dynamicTextKey(fieldError))
    : result?.status === "refused"
      ? t(dynamicTextKey(result.messageKey))
      : undefined;
  return (
    <form
      aria-labelledby={titleId}
      className={className ? `casino-CouponForm ${className}` : "casino-CouponForm"}
      noValidate
      onSubmit={handleSubmit((values) => {
        if (!applying) onApply(values.couponCode);
      })}
    >
      <h2 id={titleId} className="casino-CouponForm-title">
        {t("coupon.form.title")}
      </h2>
      <div className="casino-CouponForm-row">
        <TextField
          className="casino-CouponForm-field"
          label={t("coupon.form.code")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={error}
          {...couponField}
          ref={(element: HTMLInputElement | null) => {
            registerRef(element);
            input.current = element;
          }}
        />
        <Button type="submit" className="casino-CouponForm-submit" busy={applying}>
          {t("coupon.form.apply")}
        </Button>
      </div>
      <p role="status" className="casino-CouponForm-status">
        {result?.status === "applied" ? t("coupon.form.applied") : null}
      </p>
    </form>
  );
}
