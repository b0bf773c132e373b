import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button, THEMES } from "@casino/ui";

const meta = {
  title: "Primitives/Button",
  component: Button,
  tags: ["autodocs"],
  args: { children: "Get", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary", children: "Cancel" } };
export const Ghost: Story = { args: { variant: "ghost", children: "More" } };
export const Small: Story = { args: { size: "sm" } };
export const Busy: Story = { args: { busy: true, children: "Claiming" } };
export const Disabled: Story = { args: { disabled: true } };

/** The three variants in every shipped theme side by side, for comparing brands at a glance. */
export const InEveryTheme: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "var(--casino-space-2)" }}>
      {THEMES.map((theme) => (
        <div
          key={theme}
          data-theme={theme}
          style={{ display: "flex", gap: "var(--casino-space-2)", padding: "var(--casino-space-4)" }}
        >
          <Button {...args} variant="primary">
            Deposit
          </Button>
          <Button {...args} variant="secondary">
            Cancel
          </Button>
          <Button {...args} variant="ghost">
            {theme}
          </Button>
        </div>
      ))}
    </div>
  ),
};
