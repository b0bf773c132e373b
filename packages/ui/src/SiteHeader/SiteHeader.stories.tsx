import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CashbackCard, SiteHeader } from "@casino/ui";
import { SAMPLE_ACCOUNT_ITEMS, SAMPLE_NAV } from "../Shell/shellFixtures";

const meta = {
  title: "Shell/SiteHeader",
  component: SiteHeader,
  tags: ["autodocs"],
  args: {
    brandName: "Curacao Casino",
    items: SAMPLE_NAV,
    session: "guest",
    signIn: { onClick: fn() },
    signUp: { onClick: fn() },
    deposit: { href: "/deposit" },
    balance: { cash: 1250.5, bonus: 75, total: 1325.5, currencyCode: "EUR" },
    accountItems: SAMPLE_ACCOUNT_ITEMS,
    onLogout: fn(),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Sign in and Sign up. */
export const Guest: Story = {};

/** A signed-in player: the balance, Deposit and the account menu. */
export const Player: Story = { args: { session: "player" } };

/** A crypto wallet: up to 8 decimals. */
export const CryptoPlayer: Story = {
  args: {
    session: "player",
    balance: { cash: 0.0153, bonus: 0.0012, total: 0.0165, currencyCode: "BTC", crypto: true },
  },
};

/** The session is being read: placeholders of the player's blocks' size. */
export const Loading: Story = { args: { session: "loading" } };

/** Under 768 px: the drawer opened from the menu button, for a guest. */
export const GuestMenuOpen: Story = {
  args: { defaultMenuOpen: true, signIn: { href: "/?modal=login" }, signUp: { href: "/?modal=signup" } },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
};

/** Under 768 px: the drawer for a player, with the account links and Log out. */
export const PlayerMenuOpen: Story = {
  args: { session: "player", defaultMenuOpen: true },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
};

/** Under 768 px: the player's drawer with the in-menu cashback card at its top. */
export const PlayerMenuWithCashback: Story = {
  args: {
    session: "player",
    defaultMenuOpen: true,
    drawerCard: (
      <CashbackCard variant="menu" amount={2.4} currencyCode="EUR" percent={10} hasNewRewards onClaim={fn()} />
    ),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
};
