import { passwordChangeSchema, passwordStrength, type PasswordRules } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm, useWatch, type FieldError } from "react-hook-form";
import { Button } from "../Button";
import { PasswordField } from "../PasswordField";
import "./ChangePasswordForm.css";

/** What the player typed, handed to `onSubmit`. */
export interface PasswordChange {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  /** Called with the current password and a new one under the rules, confirmed; answers whether it was changed. */
  onSubmit(values: PasswordChange): Promise<boolean>;
  /** While the call runs: the button shows it is busy and cannot be pressed again. */
  submitting?: boolean;
  /** Why the last change failed, already translated (a wrong current password); announced, values kept. */
  error?: string | null;
  /** Shown once the password has changed, already translated. */
  success?: string | null;
  /** The brand's `formFieldsValidation.password`. */
  passwordRules?: PasswordRules | null;
  className?: string;
}

/**
 * Change password on the profile (see docs/features.md, "Passwords"): the current password, the
 * new one under the brand's rules (`passwordChangeSchema`) and its confirmation ("Passwords must
 * match"), each shown or hidden on request; a refusal (a wrong current password) is announced with
 * every value kept, and a change empties the form and says so.
 *
 * @example <ChangePasswordForm onSubmit={change} submitting={pending} error={message} success={done} />
 */
export function ChangePasswordForm({
  onSubmit,
  submitting = false,
  error = null,
  success = null,
  passwordRules,
  className,
}: ChangePasswordFormProps) {
  const t = useT();
  const { register, handleSubmit, formState, reset, control } = useForm<PasswordChange>({
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
    resolver: valibotResolver(passwordChangeSchema(passwordRules ?? {})),
    // Every issue at once: the resolver otherwise stops the schema's pipe at the first failed step,
    // so "Passwords must match" (checked on the whole form) would wait until the new password passed.
    criteriaMode: "all",
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const password = useWatch({ control, name: "password" });
  const errorText = (fieldError: FieldError | undefined) =>
    fieldError?.message === undefined ? undefined : t(dynamicTextKey(fieldError.message));
  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset();
  });
  return (
    <form
      className={className ? `casino-ChangePasswordForm ${className}` : "casino-ChangePasswordForm"}
      noValidate
      aria-label={t("account.password.change.title")}
      onSubmit={(event) => void submit(event)}
    >
      <PasswordField
        label={t("account.password.current")}
        autoComplete="current-password"
        required
        error={errorText(formState.errors.currentPassword)}
        {...register("currentPassword")}
      />
      <PasswordField
        label={t("account.reset.new.password")}
        autoComplete="new-password"
        required
        hint={t("signup.password.hint")}
        error={errorText(formState.errors.password)}
        strength={passwordStrength(password, passwordRules ?? {})}
        {...register("password")}
      />
      <PasswordField
        label={t("account.reset.confirm.password")}
        autoComplete="new-password"
        required
        error={errorText(formState.errors.confirmPassword)}
        {...register("confirmPassword")}
      />
      {error === null || error === "" ? null : (
        <p className="casino-ChangePasswordForm-error" role="alert">
          {error}
        </p>
      )}
      <p className="casino-ChangePasswordForm-success" role="status">
        {success ?? ""}
      </p>
      <Button type="submit" busy={submitting} className="casino-ChangePasswordForm-submit">
        {t("account.password.change.submit")}
      </Button>
    </form>
  );
}
