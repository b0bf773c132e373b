import type { Meta, StoryObj } from "@storybook/react-vite";
import { PlayerStats } from "@casino/ui";

const meta = {
  title: "Screens/PlayerStats",
  component: PlayerStats,
  tags: ["autodocs"],
  args: {
    stats: {
      // 23:30 UTC is already 10 March in Malta.
      joinedOn: "2024-03-09T23:30:00Z",
      totalBets: 1284,
      wins: 488,
      losses: 796,
      gamesPlayed: 37,
      latestRaces: [
        { id: 41, name: "Weekend Spin Race", date: "2026-02-28T23:15:00Z", position: 3 },
        { id: 38, name: "Midweek Sprint", date: "2026-02-18T20:00:00Z", position: 12 },
        { id: 35, name: "Lucky Friday Dash", date: "2026-02-13T22:00:00Z", position: null },
      ],
    },
    timeZone: "Europe/Malta",
    tournamentsHref: "/tournaments",
  },
  argTypes: { headingLevel: { control: "inline-radio", options: [2, 3] } },
} satisfies Meta<typeof PlayerStats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A regular player: the figures, the share of bets won, and three races, one without a place. */
export const Default: Story = {};

/** A player who has not bet yet: zeros, no bar, and a way to the tournaments instead of races. */
export const NewPlayer: Story = {
  args: {
    stats: { joinedOn: "2026-03-01T09:00:00Z", totalBets: 0, wins: 0, losses: 0, gamesPlayed: 0, latestRaces: [] },
  },
};

/** The back end sent seven races: only the five latest are listed. */
export const ManyRaces: Story = {
  args: {
    stats: {
      joinedOn: "2023-11-20T08:00:00Z",
      totalBets: 25310,
      wins: 11877,
      losses: 13433,
      gamesPlayed: 214,
      latestRaces: [
        { id: 7, name: "Weekend Spin Race", date: "2026-02-28T23:15:00Z", position: 1 },
        { id: 6, name: "Midweek Sprint", date: "2026-02-25T20:00:00Z", position: 4 },
        { id: 5, name: "Lucky Friday Dash", date: "2026-02-20T22:00:00Z", position: 2 },
        { id: 4, name: "Slots Marathon", date: "2026-02-15T21:00:00Z", position: 1250 },
        { id: 3, name: "Live Table Rally", date: "2026-02-10T19:30:00Z", position: 9 },
        { id: 2, name: "New Year Rush", date: "2026-01-02T18:00:00Z", position: 17 },
        { id: 1, name: "Winter Cup", date: "2025-12-20T18:00:00Z", position: 5 },
      ],
    },
  },
};

/** Race names longer than a phone is wide, one without a space to break at: they wrap in their column. */
export const LongRaceNames: Story = {
  args: {
    stats: {
      joinedOn: "2025-06-01T12:00:00Z",
      totalBets: 96,
      wins: 40,
      losses: 56,
      gamesPlayed: 12,
      latestRaces: [
        {
          id: "summer",
          name: "The Grand Summer Slots Championship Race with Extra Free Spins for Every Finisher",
          date: "2026-02-28T23:15:00Z",
          position: 48,
        },
        {
          id: "mega",
          name: "MegaJackpotHighRollerWeekendSpectacular2026",
          date: "2026-02-21T12:00:00Z",
          position: null,
        },
      ],
    },
  },
};
