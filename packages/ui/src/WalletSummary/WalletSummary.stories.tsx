import type { Meta, StoryObj } from "@storybook/react-vite";
import { THEMES, WalletSummary } from "@casino/ui";

const meta = {
  title: "Screens/WalletSummary",
  component: WalletSummary,
  tags: ["autodocs"],
  args: {
    status: "ready",
    figures: {
      balance: 200,
      bonusBalance: 80,
      realMoney: 120,
      wager: 700,
      depositWager: 25,
      rollover: 2800,
      currencyCode: "EUR",
    },
    depositHref: "/deposit",
  },
  argTypes: {
    status: { control: "inline-radio", options: ["loading", "error", "ready"] },
    headingLevel: { control: "inline-radio", options: [2, 3] },
  },
} satisfies Meta<typeof WalletSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Real money and a bonus a quarter wagered, with deposit wagering still holding a withdrawal back. */
export const WithBonus: Story = {};

/** Real money only: no rollover running, nothing holding a withdrawal. */
export const RealMoneyOnly: Story = {
  args: {
    figures: {
      balance: 250,
      bonusBalance: 0,
      realMoney: 250,
      wager: 0,
      depositWager: 0,
      rollover: 0,
      currencyCode: "EUR",
    },
  },
};

/** A crypto wallet: up to eight decimals. */
export const Crypto: Story = {
  args: {
    crypto: true,
    figures: {
      balance: 0.01234567,
      bonusBalance: 0,
      realMoney: 0.01234567,
      wager: 0,
      depositWager: 0,
      rollover: 0,
      currencyCode: "BTC",
    },
  },
};

/** Nothing in the wallet and nothing to wager: an invitation to deposit instead of zeros. */
export const Empty: Story = {
  args: {
    figures: { balance: 0, bonusBalance: 0, realMoney: 0, wager: 0, depositWager: 0, rollover: 0, currencyCode: "EUR" },
  },
};

/** The figures are on their way: the room is kept. */
export const Loading: Story = { args: { status: "loading", figures: undefined } };

/** The figures could not be read: Try again. */
export const LoadError: Story = { args: { status: "error", figures: undefined, onRetry: () => undefined } };

/** The wallet in every shipped theme side by side. */
export const InEveryTheme: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "var(--casino-space-4)" }}>
      {THEMES.map((theme) => (
        <div key={theme} data-theme={theme} style={{ padding: "var(--casino-space-4)" }}>
          <WalletSummary {...args} />
        </div>
      ))}
    </div>
  ),
};
