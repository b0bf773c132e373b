import type { Meta, StoryObj } from "@storybook/react-vite";
import { Leaderboard } from "@casino/ui";

const meta = {
  title: "Lobby/Leaderboard",
  component: Leaderboard,
  tags: ["autodocs"],
  args: {
    caption: "Weekend Spin Race",
    currencyCode: "EUR",
    rows: [
      { rank: 1, user: "LuckyLeo", wagered: 18420.5, gamesPlayed: 812, prize: 1625 },
      { rank: 2, user: null, wagered: 15110, gamesPlayed: 640, prize: 812.5 },
      { rank: 3, user: "Nina D.", wagered: 9875.25, gamesPlayed: 433, prize: 406.25, isOwn: true },
    ],
  },
} satisfies Meta<typeof Leaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top rows, the player's own highlighted, a ghost-mode player's name hidden. */
export const Top: Story = {};
/** No one has played yet (a tournament that has not started). */
export const Empty: Story = { args: { rows: [] } };
