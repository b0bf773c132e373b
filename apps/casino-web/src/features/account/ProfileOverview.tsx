import type { UserDetails } from "@casino/api-client";
import { displayEmail, formatMoney, givenBirthDate } from "@casino/domain";
import { dynamicTextKey, type Translate } from "@casino/i18n";
import Link from "next/link";
import { headerBalance } from "./header-balance";
import { ProfileLoyalty } from "./ProfileLoyalty";

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
 * `/profile` (see docs/features.md, "Profile"): the player's details (a placeholder e-mail shows as
 * not set), the wallet (balance, bonus balance, real money in the player's currency) and the
 * loyalty block with its progress bar, and the way to edit the profile.
 */
export function ProfileOverview({ details, emptyEmailDomain, editProfileHref, t, locale }: ProfileOverviewProps) {
  const user = details.getUser;
  const empty = t("profile.field.empty");
  const text = (value: string | null | undefined) => (value == null || value.trim() === "" ? empty : value);
  const email = displayEmail(user.email, emptyEmailDomain);
  const phone = user.phone ? `${user.phoneCode ?? ""} ${user.phone}`.trim() : "";
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const wallet = headerBalance(details);
  const money = (amount: number) => formatMoney(amount, wallet.currencyCode, { locale, crypto: wallet.crypto });
  const loyalty = details.userLoyaltyLevel;
  const rows: [string, string][] = [
    ["profile.details.name", text(name)],
    [
      "profile.form.email",
      email === ""
        ? empty
        : `${email} (${t(user.isEmailVerified === true ? "profile.email.verified" : "profile.email.not.verified")})`,
    ],
    ["profile.form.phone", text(phone)],
    ["profile.form.date.of.birth", text(givenBirthDate(user.dateOfBirth))],
    ["profile.form.country", text(user.countryCode)],
    ["profile.form.address", text([user.address, user.zipCode, user.city].filter(Boolean).join(", "))],
    ["signup.currency", text(user.currencyCode)],
  ];
  return (
    <div className="profile-overview">
      <section className="profile-card" aria-labelledby="profile-details">
        <div className="profile-card-head">
          <h2 id="profile-details">{t("profile.details.title")}</h2>
          <Link href={editProfileHref} className="profile-link">
            {t("profile.edit.link")}
          </Link>
        </div>
        <dl className="profile-figures">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{t(dynamicTextKey(label))}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
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
