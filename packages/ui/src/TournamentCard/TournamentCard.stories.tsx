import type { Meta, StoryObj } from "@storybook/react-vite";
import { Leaderboard, TournamentCard } from "@casino/ui";

const now = new Date("2026-11-23T12:00:00.000Z");
const rows = [
  { rank: 1, user: "LuckyLeo", wagered: 18420.5, gamesPlayed: 812, prize: 1625 },
  { rank: 2, user: "Marta K.", wagered: 15110, gamesPlayed: 640, prize: 812.5 },
  { rank: 3, user: null, wagered: 9875.25, gamesPlayed: 433, prize: 406.25 },
  { rank: 4, user: "Nina D.", wagered: 7340, gamesPlayed: 298, prize: 243.75, isOwn: true },
];

const meta = {
  title: "Lobby/TournamentCard",
  component: TournamentCard,
  tags: ["autodocs"],
  args: {
    name: "Weekend Spin Race",
    kind: "race",
    startsAt: "2026-11-22T12:00:00.000Z",
    endsAt: "2026-11-25T17:00:00.000Z",
    prizePool: 5000,
    currencyCode: "EUR",
    now,
  },
} satisfies Meta<typeof TournamentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running: counts down to its end; the leaderboard with the player's own row highlighted and a ghost's name hidden. */
export const Running: Story = {
  args: { children: <Leaderboard caption="Weekend Spin Race" rows={rows} currencyCode="EUR" /> },
};
/** Starts in 1 day 2 hours 3 minutes 4 seconds. */
export const StartsIn: Story = {
  args: {
    name: "Megaways Masters",
    kind: "tournament",
    startsAt: "2026-11-24T14:03:04.000Z",
    endsAt: "2026-12-01T12:00:00.000Z",
    prizePool: 10000,
    children: <Leaderboard caption="Megaways Masters" rows={[]} currencyCode="EUR" />,
  },
};
/** Ended: no countdown. */
export const Ended: Story = {
  args: {
    name: "Autumn Jackpot Cup",
    kind: "tournament",
    startsAt: "2026-11-13T12:00:00.000Z",
    endsAt: "2026-11-20T12:00:00.000Z",
  },
};
/** The player is below the top rows: their own row follows the table. */
export const OwnBelowTheTop: Story = {
  args: {
    children: (
      <Leaderboard
        caption="Weekend Spin Race"
        rows={rows.slice(0, 2)}
        own={{ rank: 14, user: "Nina D.", wagered: 120, gamesPlayed: 9, prize: null, isOwn: true }}
        currencyCode="EUR"
      />
    ),
  },
};
