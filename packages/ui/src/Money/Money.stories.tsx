import type { Meta, StoryObj } from "@storybook/react-vite";
import { Money } from "@casino/ui";

const meta = {
  title: "Primitives/Money",
  component: Money,
  tags: ["autodocs"],
  args: { amount: 1234.5, currencyCode: "EUR", crypto: false },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fiat amount: always 2 decimals. */
export const Fiat: Story = {};
/** A crypto amount: up to 8 decimals. */
export const Crypto: Story = { args: { amount: 0.00012345, currencyCode: "BTC", crypto: true } };
/** A code Intl does not know is written after the number. */
export const TokenCode: Story = { args: { amount: 12.5, currencyCode: "USDT", crypto: true } };
/** Nothing yet. */
export const Zero: Story = { args: { amount: 0 } };
