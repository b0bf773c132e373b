import { useT } from "@casino/i18n/react";
import { useId, type ReactNode } from "react";
import type { LinkComponent } from "../navigation";
import "./RewardsStrip.css";

/** Props of {@link RewardsStrip}. An entry shows only when its link is given. */
export interface RewardsStripProps {
  /** Opens the rakeback calendar (the site's `?modal=rakeback`). */
  rakebackHref?: string;
  /** The cashback page. Leave out where the brand shows no cashback (`isCashbackCardHidden`). */
  cashbackHref?: string;
  /** Opens the promotions calendar (the site's `?modal=calendar`). */
  promotionsHref?: string;
  /** The heading level of the cards' titles, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** Renders every link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  className?: string;
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M8.5 14.5l2 2 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function CashbackIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M12 7v10M14.5 9.2c-.6-.8-1.5-1.2-2.6-1.2-1.5 0-2.6.8-2.6 2s1 1.7 2.7 2c1.7.3 2.7.9 2.7 2.1s-1.1 2-2.7 2c-1.2 0-2.2-.5-2.8-1.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

function GiftIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
      <rect x="4" y="9" width="16" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 9h18M12 9v11M12 9c-1.5-3.5-5.5-4-5.5-1.5S10 9 12 9zm0 0c1.5-3.5 5.5-4 5.5-1.5S14 9 12 9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface Entry {
  key: string;
  href: string | undefined;
  title: string;
  text: string;
  icon: ReactNode;
}

/**
 * The rewards' entry points on the home page: the rakeback calendar, cashback and the promotions
 * calendar, each a card with an icon, a title (the card's link) and one line. An entry whose link
 * is not given is not drawn, so a brand hides any of them.
 *
 * @example <RewardsStrip rakebackHref="?modal=rakeback" cashbackHref="/cashback" promotionsHref="?modal=calendar" />
 */
export function RewardsStrip({
  rakebackHref,
  cashbackHref,
  promotionsHref,
  headingLevel = 2,
  linkComponent: Link = "a",
  className,
}: RewardsStripProps) {
  const t = useT();
  const labelId = useId();
  const Heading = `h${headingLevel}` as const;
  const entries: Entry[] = [
    {
      key: "rakeback",
      href: rakebackHref,
      title: t("rakeback.calendar.title"),
      text: t("shell.rewards.rakeback.text"),
      icon: <CalendarIcon />,
    },
    {
      key: "cashback",
      href: cashbackHref,
      title: t("cashback.card.title"),
      text: t("shell.rewards.cashback.text"),
      icon: <CashbackIcon />,
    },
    {
      key: "promotions",
      href: promotionsHref,
      title: t("promotions.calendar.title"),
      text: t("shell.rewards.promotions.text"),
      icon: <GiftIcon />,
    },
  ];
  const shown = entries.filter((entry): entry is Entry & { href: string } => entry.href !== undefined);
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby={labelId}
      className={className ? `casino-RewardsStrip ${className}` : "casino-RewardsStrip"}
    >
      <Heading id={labelId} className="casino-RewardsStrip-label">
        {t("shell.rewards.label")}
      </Heading>
      <ul className="casino-RewardsStrip-list">
        {shown.map((entry) => (
          <li key={entry.key} className="casino-RewardsStrip-card" data-reward={entry.key}>
            <span className="casino-RewardsStrip-icon" aria-hidden="true">
              {entry.icon}
            </span>
            <Link href={entry.href} className="casino-RewardsStrip-link">
              {entry.title}
            </Link>
            <p className="casino-RewardsStrip-text">{entry.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
