import type { Translate } from "@casino/i18n";
import { Link } from "../router/router-adapter.js";

/** What an account screen says to a visitor: sign in to see it, with the login modal's link. */
export function SignedOutLine({ t }: { t: Translate }) {
  return (
    <p>
      {t("account.signed.out")} <Link href="?modal=login">{t("button.log.in")}</Link>
    </p>
  );
}
