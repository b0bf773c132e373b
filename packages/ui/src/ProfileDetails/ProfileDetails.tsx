import { DEFAULT_TIME_ZONE, type ProfileDisplayEntry, type ProfileDisplayField, dateTimeFormat } from "@casino/domain";
import { dynamicTextKey, type TextKey } from "@casino/i18n/react";
import { useLocale, useT } from "@casino/i18n/react";
import { useId } from "react";
import type { LinkComponent } from "../navigation";
import "./ProfileDetails.css";

/** Props of {@link ProfileDetails}. */
export interface ProfileDetailsProps {
  /** The fields to show, in order (the domain's `profileDisplayEntries`). */
  entries: readonly ProfileDisplayEntry[];
  /** The country's name for its code in the page's language; the code is shown when it has none. */
  countryName?: (code: string) => string | null | undefined;
  /** Whether the e-mail is verified, said beside it. */
  emailVerified?: boolean | null;
  /** IANA zone the last sign-in is shown in (the player's). */
  timeZone?: string;
  /** The page where the profile is edited. */
  editProfileHref: string;
  /** Renders the link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  headingLevel?: 2 | 3;
  className?: string;
}

const LABELS: Readonly<Record<ProfileDisplayField, TextKey>> = {
  name: "profile.details.name",
  email: "profile.form.email",
  phone: "profile.form.phone",
  dateOfBirth: "profile.form.date.of.birth",
  country: "profile.form.country",
  address: "profile.form.address",
  currency: "signup.currency",
  gender: "profile.form.gender",
  nickname: "profile.details.nickname",
  promoCode: "profile.details.promo.code",
  cpfNumber: "profile.details.cpf",
  upiId: "profile.details.upi",
  skrillEmail: "profile.details.skrill",
  lastLogin: "profile.details.last.login",
  lastLoginIp: "profile.details.last.login.ip",
  currentIp: "profile.details.current.ip",
};

const GENDER_TEXTS: Readonly<Record<string, TextKey>> = {
  notToSay: "gender.not.to.say",
  male: "gender.male",
  female: "gender.female",
};

/**
 * The player's details on the profile (see docs/features.md, "Profile"): every field spec 001
 * lists, the core ones "Not set" when empty and the rest only when the player has them; the
 * country by its name, the gender and the e-mail's verification in words, the birth date and the
 * last sign-in in the page's locale (the sign-in in the player's zone), and the way to edit.
 *
 * @example <ProfileDetails entries={profileDisplayEntries(user)} countryName={(code) => names[code]} editProfileHref="/profile/edit-profile" />
 */
export function ProfileDetails({
  entries,
  countryName,
  emailVerified,
  // The server and the browser must print the same instant, so the zone is never the machine's own.
  timeZone = DEFAULT_TIME_ZONE,
  editProfileHref,
  linkComponent: Link = "a",
  headingLevel = 2,
  className,
}: ProfileDetailsProps) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const shown = (entry: ProfileDisplayEntry): string => {
    const { field, value } = entry;
    if (value === null) return t("profile.field.empty");
    switch (field) {
      case "email":
        return `${value} (${t(emailVerified === true ? "profile.email.verified" : "profile.email.not.verified")})`;
      case "country":
        return countryName?.(value) ?? value;
      case "gender":
        return t(GENDER_TEXTS[value] ?? dynamicTextKey(value));
      case "dateOfBirth": {
        const day = new Date(`${value}T00:00:00Z`);
        return Number.isNaN(day.getTime())
          ? value
          : dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(day);
      }
      case "lastLogin": {
        const at = new Date(value);
        return Number.isNaN(at.getTime())
          ? value
          : dateTimeFormat(locale, {
              year: "numeric",
              month: "short",
              day: "numeric",
              hour: "numeric",
              minute: "2-digit",
              timeZone,
              timeZoneName: "short",
            }).format(at);
      }
      default:
        return value;
    }
  };
  return (
    <section
      className={className ? `casino-ProfileDetails ${className}` : "casino-ProfileDetails"}
      aria-labelledby={titleId}
    >
      <div className="casino-ProfileDetails-head">
        <Heading id={titleId} className="casino-ProfileDetails-title">
          {t("profile.details.title")}
        </Heading>
        <Link href={editProfileHref} className="casino-ProfileDetails-link">
          {t("profile.edit.link")}
        </Link>
      </div>
      <dl className="casino-ProfileDetails-fields">
        {entries.map((entry) => (
          <div key={entry.field} className="casino-ProfileDetails-field">
            <dt>{t(LABELS[entry.field])}</dt>
            <dd>{shown(entry)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
