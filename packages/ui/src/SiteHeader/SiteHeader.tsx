import { useT } from "@casino/i18n/react";
import { useId, type ReactNode } from "react";
import { VisuallyHidden } from "radix-ui";
import { Button } from "../Button";
import "../Button/Button.css";
import { IconButton } from "../IconButton";
import { Logo } from "../Logo";
import { Money } from "../Money";
import type { LinkComponent } from "../navigation";
import { Skeleton } from "../Skeleton";
import { deferred } from "./Deferred";
import "./SiteHeader.css";

/** One entry of the main navigation. */
export interface NavItem {
  href: string;
  label: string;
  /** The page the player is on: marked `aria-current="page"`. */
  current?: boolean;
}

/** One link of the account menu. */
export interface AccountMenuItem {
  href: string;
  label: string;
}

/** A header action (sign in, sign up, deposit): a link to a page, or a callback that opens a modal. */
export type HeaderAction = { href: string; onClick?: undefined } | { onClick(): void; href?: undefined };

/** The signed-in player's balance, as the wallet reports it. */
export interface HeaderBalance {
  cash: number;
  bonus: number;
  total: number;
  currencyCode: string;
  /** Crypto wallets show up to 8 decimals. */
  crypto?: boolean;
}

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  brandName: string;
  logoUrl?: string;
  /** Where the logo leads; the root page by default. */
  homeHref?: string;
  /** The main navigation (lobby, promotions, cashback…), also listed in the phone menu. */
  items: readonly NavItem[];
  /** `guest` shows Sign in and Sign up; `player` the balance, Deposit and the account menu; `loading` placeholders of their size. */
  session: "guest" | "player" | "loading";
  signIn?: HeaderAction;
  signUp?: HeaderAction;
  /** Required for `player`. */
  balance?: HeaderBalance;
  deposit?: HeaderAction;
  accountItems?: readonly AccountMenuItem[];
  onLogout?(): void;
  /** Renders every link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  /** The game search's trigger (a search button), shown beside the session's actions on every width. */
  search?: ReactNode;
  /**
   * Drawn at the top of the phone menu for a player: the in-menu cashback card. The desktop account
   * menu is a `role="menu"`, which holds menu items only; it links to the cashback page instead.
   */
  drawerCard?: ReactNode;
  /** Opens the phone menu on first render (stories, tests). */
  defaultMenuOpen?: boolean;
  className?: string;
}

// Loaded when first opened (see Deferred): the two popups carry most of the header's weight.
const AccountMenu = deferred(() => import("./AccountMenu").then((module) => module.AccountMenu));
const PhoneMenu = deferred(() => import("./PhoneMenu").then((module) => module.PhoneMenu));

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function AccountIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
      <circle cx="12" cy="8.5" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/**
 * The site's header: the logo linking home, the main navigation, and the session's actions
 * (Sign in and Sign up for a guest; the balance, Deposit and the account menu for a player).
 * Under 768 px the navigation and the account menu move into a drawer opened by a menu button;
 * the balance and Deposit stay in view. Every link goes through `linkComponent`.
 *
 * @example
 * <SiteHeader brandName="Curacao" items={nav} session="player" balance={wallet} deposit={{ href: "/deposit" }}
 *   accountItems={account} onLogout={logout} linkComponent={Link} />
 */
export function SiteHeader({
  brandName,
  logoUrl,
  homeHref = "/",
  items,
  session,
  signIn,
  signUp,
  balance,
  deposit,
  accountItems = [],
  onLogout,
  drawerCard,
  linkComponent: Link = "a",
  search,
  defaultMenuOpen = false,
  className,
}: SiteHeaderProps) {
  const t = useT();
  const balanceLabelId = useId();
  const accountButton = (
    <IconButton
      className="casino-SiteHeader-account"
      variant="secondary"
      label={t("shell.header.account")}
      icon={<AccountIcon />}
      aria-haspopup="menu"
    />
  );

  // A link styled as the kit's button (Button.css), or the button itself for a callback.
  const action = (
    target: HeaderAction | undefined,
    label: string,
    variant: "primary" | "secondary",
    className?: string,
  ): ReactNode => {
    if (target === undefined) return null;
    return target.href !== undefined ? (
      <Link
        href={target.href}
        className={className ? `casino-Button ${className}` : "casino-Button"}
        data-variant={variant}
        data-size="md"
      >
        {label}
      </Link>
    ) : (
      <Button variant={variant} className={className} onClick={target.onClick}>
        {label}
      </Button>
    );
  };

  const navLinks = (placement: "bar" | "drawer") =>
    items.map((item) => (
      <li key={item.href}>
        <Link
          href={item.href}
          className="casino-SiteHeader-navLink"
          data-placement={placement}
          aria-current={item.current ? "page" : undefined}
        >
          {item.label}
        </Link>
      </li>
    ));

  const sessionBlock =
    session === "loading" ? (
      <div className="casino-SiteHeader-session" aria-busy="true">
        <VisuallyHidden.Root role="status">{t("common.loading")}</VisuallyHidden.Root>
        <Skeleton shape="block" className="casino-SiteHeader-skeletonBalance" />
        <Skeleton shape="block" className="casino-SiteHeader-skeletonAction" />
        <Skeleton shape="circle" className="casino-SiteHeader-skeletonAccount" />
      </div>
    ) : session === "player" && balance !== undefined ? (
      <div className="casino-SiteHeader-session">
        <div className="casino-SiteHeader-balance">
          <span id={balanceLabelId} className="casino-SiteHeader-balanceLabel">
            {t("shell.header.balance")}
          </span>
          <span aria-live="polite" aria-labelledby={balanceLabelId} className="casino-SiteHeader-total">
            <Money amount={balance.total} currencyCode={balance.currencyCode} crypto={balance.crypto} />
          </span>
          <span className="casino-SiteHeader-split">
            {t("shell.header.balance.cash")}{" "}
            <Money amount={balance.cash} currencyCode={balance.currencyCode} crypto={balance.crypto} /> ·{" "}
            {t("shell.header.balance.bonus")}{" "}
            <Money amount={balance.bonus} currencyCode={balance.currencyCode} crypto={balance.crypto} />
          </span>
        </div>
        {action(deposit, t("shell.header.deposit"), "primary", "casino-SiteHeader-cta")}
        <AccountMenu trigger={accountButton} items={accountItems} onLogout={onLogout} linkComponent={Link} />
      </div>
    ) : (
      <div className="casino-SiteHeader-session">
        {action(signIn, t("shell.header.sign.in"), "secondary")}
        {action(signUp, t("button.sign.up"), "primary", "casino-SiteHeader-cta")}
      </div>
    );

  return (
    <header className={className ? `casino-SiteHeader ${className}` : "casino-SiteHeader"} data-session={session}>
      <div className="casino-SiteHeader-inner">
        <Link href={homeHref} className="casino-SiteHeader-home">
          <Logo brandName={brandName} logoUrl={logoUrl} wordmark="wide" />
        </Link>
        <nav aria-label={t("shell.header.nav.label")} className="casino-SiteHeader-nav">
          <ul className="casino-SiteHeader-navList">{navLinks("bar")}</ul>
        </nav>
        {search}
        {sessionBlock}
        <PhoneMenu
          defaultOpen={defaultMenuOpen}
          trigger={
            <IconButton
              className="casino-SiteHeader-menuButton"
              label={t("shell.header.menu.open")}
              icon={<MenuIcon />}
            />
          }
        >
          {session === "player" && drawerCard ? <div className="casino-SiteHeader-drawerCard">{drawerCard}</div> : null}
          <nav aria-label={t("shell.header.nav.label")}>
            <ul className="casino-SiteHeader-drawerList">{navLinks("drawer")}</ul>
          </nav>
          {session === "player" ? (
            <ul className="casino-SiteHeader-drawerList" aria-label={t("shell.header.account")}>
              {accountItems.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="casino-SiteHeader-navLink" data-placement="drawer">
                    {item.label}
                  </Link>
                </li>
              ))}
              {onLogout ? (
                <li>
                  <Button variant="secondary" block onClick={onLogout}>
                    {t("button.log.out")}
                  </Button>
                </li>
              ) : null}
            </ul>
          ) : null}
          {session === "guest" ? (
            <div className="casino-SiteHeader-drawerActions">
              {action(signIn, t("shell.header.sign.in"), "secondary")}
              {action(signUp, t("button.sign.up"), "primary")}
            </div>
          ) : null}
        </PhoneMenu>
      </div>
    </header>
  );
}
