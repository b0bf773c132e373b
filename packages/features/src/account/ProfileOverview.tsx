import type { UserDetails } from "@casino/api-client";
import { formatMoney } from "@casino/domain";
import { PlayerProfileDetails } from "../profile-details/PlayerProfileDetails.js";
import type { Translate } from "@casino/i18n";
import { headerBalance } from "./header-balance.js";
import { ProfileLoyalty } from "./ProfileLoyalty.js";

/** Props of {@link ProfileOverview}. */
export interface ProfileOverviewProps {
  details: UserDetails;
  /** The brand's placeholder e-mail domain, whose addresses show as not set. */
  emptyEmailDomain?: string | null;
  editProfileHref: string;
  /** The request's texts and locale: the overview is drawn on the server, so none of its rules reach the browser. */
  t: Translate;
  locale: string;
}

/**
 * `/profile` (see docs/features.md, "Profile"): the player's details (`PlayerProfileDetails`: every
 * field spec 001 lists, a placeholder e-mail as not set, the country by name), the wallet (balance, bonus balance, real money in the player's currency) and the
 * loyalty block with its progress bar, and the way to edit the profile.
 */
export function ProfileOverview({ details, emptyEmailDomain, editProfileHref, t, locale }: ProfileOverviewProps) {
  const wallet = headerBalance(details);
  const money = (amount: number) => formatMoney(amount, wallet.currencyCode, { locale, crypto: wallet.crypto });
  const loyalty = details.userLoyaltyLevel;
  return (
    <div className="profile-overview">
      <PlayerProfileDetails
        user={details.getUser}
        emptyEmailDomain={emptyEmailDomain ?? null}
        editProfileHref={editProfileHref}
      />
      <section className="profile-card" aria-labelledby="profile-wallet">
        <h2 id="profile-wallet">{t("profile.wallet.title")}</h2>
        <dl className="profile-figures">
          <div>
            <dt>{t("profile.wallet.balance")}</dt>
            <dd>{money(wallet.total)}</dd>
          </div>
          <div>
            <dt>{t("profile.wallet.real")}</dt>
            <dd>{money(wallet.cash)}</dd>
          </div>
          <div>
            <dt>{t("profile.wallet.bonus")}</dt>
            <dd>{money(wallet.bonus)}</dd>
          </div>
        </dl>
      </section>
      <ProfileLoyalty
        level={loyalty?.level}
        points={loyalty?.points}
        pointsUntilNextLevel={loyalty?.pointsUntilNextLevel}
        xp={loyalty?.xp}
      />
    </div>
  );
}
