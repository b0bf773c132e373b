import type { Meta, StoryObj } from "@storybook/react-vite";
import { RewardsStrip } from "@casino/ui";

const meta = {
  title: "Shell/RewardsStrip",
  component: RewardsStrip,
  tags: ["autodocs"],
  args: { rakebackHref: "?modal=rakeback", cashbackHref: "/cashback", promotionsHref: "?modal=calendar" },
} satisfies Meta<typeof RewardsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three entry points. */
export const All: Story = {};
/** A brand without cashback (lulu, wincraft): that card is left out. */
export const WithoutCashback: Story = { args: { cashbackHref: undefined } };
/** Only the rakeback calendar. */
export const RakebackOnly: Story = { args: { cashbackHref: undefined, promotionsHref: undefined } };
