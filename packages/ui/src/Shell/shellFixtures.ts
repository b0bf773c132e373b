import type { AccountMenuItem, FooterLinkGroup, NavItem } from "@casino/ui";

/** A site's main navigation, on the lobby, for stories and tests. */
export const SAMPLE_NAV: readonly NavItem[] = [
  { href: "/", label: "Lobby", current: true },
  { href: "/promotions", label: "Promotions" },
  { href: "/cashback", label: "Cashback" },
];

/** A player's account menu. */
export const SAMPLE_ACCOUNT_ITEMS: readonly AccountMenuItem[] = [
  { href: "/profile", label: "Profile" },
  { href: "/bonuses", label: "Bonuses" },
  { href: "/profile/transactions", label: "Transactions" },
];

/** A footer's groups of links (the static data's legal and help pages). */
export const SAMPLE_FOOTER_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: "Casino",
    links: [
      { href: "/casino", label: "Lobby" },
      { href: "/casino/slots", label: "Slots" },
      { href: "/casino/live-casino", label: "Live casino" },
      { href: "/promotions", label: "Promotions" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/terms-and-conditions", label: "Terms and conditions" },
      { href: "/privacy-policy", label: "Privacy policy" },
      { href: "/aml-policy", label: "AML policy" },
      { href: "/bonus-terms", label: "Bonus terms" },
    ],
  },
  {
    title: "Help",
    links: [
      { href: "/responsible-gambling", label: "Responsible gambling" },
      { href: "/kyc-refund-policy", label: "KYC and refunds" },
      { href: "/legal-use-of-website", label: "Legal use of the website" },
    ],
  },
];

/** A licence text as a regulator words it. */
export const SAMPLE_LICENCE =
  "This website is operated by Example N.V., registered in Curaçao under number 000000, licensed and regulated by the Curaçao Gaming Control Board under licence OGL/2024/000/0000.";
