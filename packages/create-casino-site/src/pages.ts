/** A page a brand can pick for its generated site. */
export interface StarterPage {
  /** What the brand writes after `--pages`. */
  readonly id: string;
  /** The page's address in the generated site. */
  readonly route: string;
  /** Its link in the site's header. */
  readonly label: string;
  /** What the page holds, for the command's help and the generated README. */
  readonly description: string;
}

/** The pages the starter writes; `home` is always written. */
export const STARTER_PAGES: readonly StarterPage[] = [
  { id: "home", route: "/", label: "Home", description: "the brand's welcome, signing in and the player's balance" },
  { id: "rewards", route: "/rewards", label: "Rewards", description: "the rakeback calendar, a day claimed with Get" },
  {
    id: "deposit",
    route: "/deposit",
    label: "Deposit",
    description: "the cashier: the player's methods, then the provider's page",
  },
];

/** The pages written when the brand picks none. */
export const DEFAULT_PAGE_IDS: readonly string[] = STARTER_PAGES.map((page) => page.id);
