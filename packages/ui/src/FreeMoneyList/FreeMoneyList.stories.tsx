import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, FreeMoneyList, THEMES } from "@casino/ui";

const banner = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200"><rect width="600" height="200" fill="${fill}"/><circle cx="480" cy="100" r="70" fill="#f7bd38"/></svg>`,
  )}`;

const meta = {
  title: "Rewards/FreeMoneyList",
  component: FreeMoneyList,
  tags: ["autodocs"],
  args: {
    status: "ready",
    offers: [
      {
        id: 4,
        title: "10 EUR welcome gift, no deposit",
        imageUrl: banner("#3b2a6b"),
        description: "Yours within 72 hours of signing up. Verify your e-mail to claim it.",
        bonusType: "no_deposit",
        action: <Button size="sm">Activate</Button>,
      },
      {
        id: 6,
        title: "Happy hour: 20 free spins",
        imageUrl: banner("#1d4d4f"),
        description: "Every Wednesday and Friday, 18:00 to 20:00 UTC.",
        bonusType: "freespins",
        action: <p>Not today: this bonus can be taken on Wednesday and Friday.</p>,
      },
    ],
    termsHref: "/bonus-terms",
    promotionsHref: "/promotions",
  },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "ready"] } },
} satisfies Meta<typeof FreeMoneyList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A player: one offer to activate, one not open today with why. */
export const Offers: Story = {};

/** A visitor: each offer leads to sign-up. */
export const ForVisitor: Story = {
  args: {
    offers: [
      {
        id: 4,
        title: "10 EUR welcome gift, no deposit",
        imageUrl: banner("#3b2a6b"),
        description: "Yours within 72 hours of signing up.",
        bonusType: "no_deposit",
        action: <a href="?modal=signup">Sign up to claim</a>,
      },
    ],
  },
};

/** Nothing free right now: the way to the promotions. */
export const Empty: Story = { args: { offers: [] } };

/** The promotions are on their way. */
export const Loading: Story = { args: { status: "loading", offers: [] } };

/** The promotions could not be read: Try again. */
export const LoadError: Story = { args: { status: "error", offers: [], onRetry: () => undefined } };

/** The list in every shipped theme side by side. */
export const InEveryTheme: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "var(--casino-space-4)" }}>
      {THEMES.map((theme) => (
        <div key={theme} data-theme={theme} style={{ padding: "var(--casino-space-4)" }}>
          <FreeMoneyList {...args} />
        </div>
      ))}
    </div>
  ),
};
