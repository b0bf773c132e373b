import type { Meta, StoryObj } from "@storybook/react-vite";
import { DepositLimitPrompt } from "@casino/ui";

const meta = {
  title: "Safety/DepositLimitPrompt",
  component: DepositLimitPrompt,
  tags: ["autodocs"],
  args: { currencyCode: "EUR", onSet: () => {}, onSkip: () => {} },
} satisfies Meta<typeof DepositLimitPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked before the first deposit: monthly by default. */
export const Asking: Story = {};
/** The limit is being saved. */
export const Saving: Story = { args: { busy: true } };
/** The back end refused it, in words. */
export const Refused: Story = { args: { error: "The limit could not be saved. Please try again." } };
