import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReferralCard } from "@casino/ui";

const meta = {
  title: "Account/ReferralCard",
  component: ReferralCard,
  tags: ["autodocs"],
  args: {
    link: "https://casino.example/register?nxafk=DEMO2",
    visits: 12,
    registrations: 1,
    revenue: 5,
    currencyCode: "EUR",
    onCopy: () => Promise.resolve(true),
  },
} satisfies Meta<typeof ReferralCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link with what it brought so far. */
export const WithReferrals: Story = {};
/** A link nobody has followed yet. */
export const NoReferralsYet: Story = { args: { visits: 0, registrations: 0, revenue: 0 } };
/** The back end has given the player no code yet. */
export const NotReady: Story = { args: { link: null, visits: 0, registrations: 0, revenue: 0 } };
/** The browser refuses the copy: the player is told to copy it themselves. */
export const CopyRefused: Story = { args: { onCopy: () => Promise.resolve(false) } };
