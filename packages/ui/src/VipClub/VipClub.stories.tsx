import type { Meta, StoryObj } from "@storybook/react-vite";
import { THEMES, VipClub } from "@casino/ui";

const meta = {
  title: "Screens/VipClub",
  component: VipClub,
  tags: ["autodocs"],
  args: {
    status: "ready",
    loyalty: { level: 4, points: 2600, pointsUntilNextLevel: 1400, xp: 5200 },
    signUpHref: "?modal=signup",
    logInHref: "?modal=login",
    formatNumber: (value: number) => new Intl.NumberFormat("en").format(value),
  },
  argTypes: {
    status: { control: "inline-radio", options: ["loading", "error", "ready"] },
    headingLevel: { control: "inline-radio", options: [2, 3] },
  },
} satisfies Meta<typeof VipClub>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member at level 4, 65 % of the way to level 5. */
export const Member: Story = {};

/** The top level: nothing left to earn. */
export const TopLevel: Story = {
  args: { loyalty: { level: "VIP", points: 50000, pointsUntilNextLevel: 0, xp: 90000 } },
};

/** A visitor: what the club is, and Sign up or Log in. */
export const Visitor: Story = { args: { loyalty: null } };

/** The player's figures are on their way. */
export const Loading: Story = { args: { status: "loading", loyalty: undefined } };

/** The figures could not be read: Try again. */
export const LoadError: Story = { args: { status: "error", loyalty: undefined, onRetry: () => undefined } };

/** The club in every shipped theme side by side. */
export const InEveryTheme: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "var(--casino-space-4)" }}>
      {THEMES.map((theme) => (
        <div key={theme} data-theme={theme} style={{ padding: "var(--casino-space-4)" }}>
          <VipClub {...args} />
        </div>
      ))}
    </div>
  ),
};
