import type { Meta, StoryObj } from "@storybook/react-vite";
import { Logo, THEMES } from "@casino/ui";

const meta = {
  title: "Shell/Logo",
  component: Logo,
  tags: ["autodocs"],
  args: { brandName: "Curacao Casino" },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No logo in the settings: the theme's emblem and the brand's name. */
export const Emblem: Story = {};

/** The brand's own image. */
export const WithImage: Story = {
  args: {
    logoUrl: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 32"><rect width="32" height="32" rx="8" fill="#f7bd38"/><text x="42" y="24" font-family="Arial" font-size="22" font-weight="700" fill="#f6f8fd">ACME</text></svg>',
    )}`,
  },
};

/** The emblem follows the theme: a crown, sparkles, a hexagonal token. */
export const InEveryTheme: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "var(--casino-space-2)" }}>
      {THEMES.map((theme) => (
        <div key={theme} data-theme={theme} style={{ padding: "var(--casino-space-4)" }}>
          <Logo {...args} brandName={`${theme[0]?.toUpperCase()}${theme.slice(1)}`} />
        </div>
      ))}
    </div>
  ),
};
