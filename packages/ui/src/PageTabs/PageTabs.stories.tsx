import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageTabs, THEMES } from "@casino/ui";

const meta = {
  title: "Navigation/PageTabs",
  component: PageTabs,
  tags: ["autodocs"],
  args: {
    label: "History",
    tabs: [
      { key: "transactions", label: "Transactions", href: "?tab=transactions" },
      { key: "bonuses", label: "Bonuses", href: "?tab=bonuses" },
    ],
    current: "transactions",
    children: <p>The player's latest transactions.</p>,
  },
} satisfies Meta<typeof PageTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab shown. */
export const FirstTab: Story = {};

/** The second tab shown: its link is the current page. */
export const SecondTab: Story = { args: { current: "bonuses", children: <p>The player's bonus history.</p> } };

/** The tabs in every shipped theme side by side. */
export const InEveryTheme: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "var(--casino-space-4)" }}>
      {THEMES.map((theme) => (
        <div key={theme} data-theme={theme} style={{ padding: "var(--casino-space-4)" }}>
          <PageTabs {...args} label={`${args.label} (${theme})`} />
        </div>
      ))}
    </div>
  ),
};
