import type { SignUpNextStep } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { Button } from "../Button";
import type { LinkComponent } from "../navigation";
import "./SignUpNextSteps.css";

/** Props of {@link SignUpNextSteps}. */
export interface SignUpNextStepsProps {
  /** The steps to offer, in order (the domain's `signUpNextSteps`). */
  steps: readonly SignUpNextStep[];
  /** The address the verification e-mail went to. */
  email: string;
  /** Where completing the profile happens (edit-profile). */
  completeProfileHref: string;
  /** Closes what holds the steps (the modal), leaving the player on the site, signed in. */
  onDone(): void;
  /** Renders the links; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
}

/**
 * What a new player sees right after signing up (see docs/features.md, "Registration"): they are
 * signed in, and what comes next: the e-mail to verify (the link is in their mailbox) and the
 * profile to complete before the first deposit. The first focusable element is the main action.
 *
 * @example <SignUpNextSteps steps={["verify-email", "complete-profile"]} email="ann@example.com"
 *   completeProfileHref="/profile/edit-profile" onDone={close} />
 */
export function SignUpNextSteps({
  steps,
  email,
  completeProfileHref,
  onDone,
  linkComponent: Link = "a",
}: SignUpNextStepsProps) {
  const t = useT();
  return (
    <div className="casino-SignUpNextSteps">
      <p className="casino-SignUpNextSteps-lead" role="status">
        {t("signup.done.message")}
      </p>
      {steps.length === 0 ? null : (
        <ol className="casino-SignUpNextSteps-list">
          {steps.map((step) =>
            step === "verify-email" ? (
              <li key={step} className="casino-SignUpNextSteps-step">
                <strong>{t("signup.step.verify.email.title")}</strong>
                <span>{t("signup.step.verify.email", { EMAIL: email })}</span>
              </li>
            ) : (
              <li key={step} className="casino-SignUpNextSteps-step">
                <strong>{t("signup.step.complete.profile.title")}</strong>
                <span>{t("signup.step.complete.profile")}</span>
                <Link href={completeProfileHref} className="casino-SignUpNextSteps-link" onClick={onDone}>
                  {t("signup.step.complete.profile.action")}
                </Link>
              </li>
            ),
          )}
        </ol>
      )}
      <Button block onClick={onDone}>
        {t("signup.done.play")}
      </Button>
    </div>
  );
}
