import { useT } from "@casino/i18n/react";
import { Button } from "../Button";
import "./LinkedSignInOptions.css";

/** A third party a visitor may sign up with (`linkedAccountProviders` of the settings). */
export interface LinkedSignInProvider {
  id: string;
  name: string;
}

/** Props of {@link LinkedSignInOptions}. */
export interface LinkedSignInOptionsProps {
  providers: readonly LinkedSignInProvider[];
  /** The visitor chose one: the app asks where it starts and goes there. */
  onChoose(providerId: string): void;
  /** The id of the one on its way (its button is busy, the others wait). */
  pendingId?: string | null;
  /** Why the trip could not start, already translated. */
  error?: string | null;
}

/**
 * "or Continue with …" under the sign-up form: one button per third party the brand offers
 * (see docs/features.md, "Linked sign-up"). Nothing is drawn when the brand offers none.
 *
 * @example <LinkedSignInOptions providers={[{ id: "demo-id", name: "Demo ID" }]} onChoose={start} />
 */
export function LinkedSignInOptions({ providers, onChoose, pendingId = null, error = null }: LinkedSignInOptionsProps) {
  const t = useT();
  if (providers.length === 0) return null;
  return (
    <div className="casino-LinkedSignInOptions">
      <p className="casino-LinkedSignInOptions-or">{t("signup.linked.or")}</p>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          type="button"
          variant="secondary"
          block
          busy={pendingId === provider.id}
          disabled={pendingId !== null && pendingId !== provider.id}
          onClick={() => onChoose(provider.id)}
        >
          {t("signup.linked.continue", { PROVIDER: provider.name })}
        </Button>
      ))}
      <p className="casino-LinkedSignInOptions-error" role="alert">
        {error}
      </p>
    </div>
  );
}
