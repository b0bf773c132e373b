import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProviderTile } from "@casino/ui";

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 48"><rect width="96" height="48" rx="8" fill="#5b2a86"/><text x="48" y="31" font-family="Georgia, serif" font-size="20" fill="#ffe58a" text-anchor="middle">EF</text></svg>',
)}`;

const meta = {
  title: "Lobby/ProviderTile",
  component: ProviderTile,
  tags: ["autodocs"],
  args: { name: "Emberforge", logoUrl: logo, gameCount: 27, href: "/casino/search?provider=emberforge" },
  decorators: [(Story) => <div style={{ width: "12rem" }}>{Story()}</div>],
} satisfies Meta<typeof ProviderTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A studio with its logo and its number of games. */
export const WithLogo: Story = {};
/** No logo: the studio's initials stand in. */
export const Initials: Story = { args: { name: "Fable & Frost", logoUrl: undefined, gameCount: 1 } };
