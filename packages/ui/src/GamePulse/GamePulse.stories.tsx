import type { Meta, StoryObj } from "@storybook/react-vite";
import { GamePulse } from "@casino/ui";

/** Seven days ending on Monday 23 November 2026 at noon UTC. */
function days(rounds: readonly [number, number][]) {
  const end = Date.parse("2026-11-23T12:00:00Z");
  const day = 24 * 60 * 60_000;
  return rounds.map(([played, won], index) => ({
    from: new Date(end - (rounds.length - index) * day).toISOString(),
    to: new Date(end - (rounds.length - index - 1) * day).toISOString(),
    rounds: played,
    wins: won,
  }));
}

const meta = {
  title: "Screens/GamePulse",
  component: GamePulse,
  tags: ["autodocs"],
  args: {
    buckets: days([
      [42, 11],
      [38, 9],
      [55, 17],
      [61, 14],
      [12, 3],
      [73, 22],
      [29, 8],
    ]),
    recentWins: [
      { player: "Marta K.", amount: 125.5, currencyCode: "EUR", at: "2026-11-23T11:41:00Z" },
      { player: null, amount: 40, currencyCode: "EUR", at: "2026-11-23T10:02:00Z" },
      { player: "LuckyLeo", amount: 0.0025, currencyCode: "BTC", at: "2026-11-22T21:15:00Z" },
    ],
    timeZone: "Europe/Malta",
  },
  argTypes: { headingLevel: { control: "inline-radio", options: [2, 3] } },
} satisfies Meta<typeof GamePulse>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A busy game: a bar a day, the rounds that paid drawn inside, and its latest wins (one by a hidden player). */
export const Default: Story = {};

/** A game played on two days only. */
export const Quiet: Story = {
  args: {
    buckets: days([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [3, 1],
      [6, 2],
      [0, 0],
    ]),
    recentWins: [{ player: "Pia P.", amount: 12.5, currencyCode: "EUR", at: "2026-11-22T02:24:00Z" }],
  },
};

/** No rounds in the last seven days: the sentence says so, the chart is an empty axis. */
export const NoRounds: Story = {
  args: { buckets: days([0, 0, 0, 0, 0, 0, 0].map(() => [0, 0] as [number, number])), recentWins: [] },
};
