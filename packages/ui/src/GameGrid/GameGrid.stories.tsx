import type { Meta, StoryObj } from "@storybook/react-vite";
import { GameGrid } from "@casino/ui";
import { SAMPLE_GAMES } from "../GameTile/gameFixtures";

const meta = {
  title: "Shell/GameGrid",
  component: GameGrid,
  tags: ["autodocs"],
  args: { label: "Slots", games: [...SAMPLE_GAMES, ...SAMPLE_GAMES.map((game) => ({ ...game, id: `${game.id}-2` }))] },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category's page of games. */
export const Ready: Story = {};
/** The games are loading: skeleton tiles of the same size. */
export const Loading: Story = { args: { status: "loading", games: [] } };
/** A category without games. */
export const Empty: Story = { args: { games: [], emptyText: "No games in this category yet" } };
/** A player's page: a heart on every tile, the first game a favourite. */
export const WithHearts: Story = {
  args: { favourites: { isFavourite: (id) => id === SAMPLE_GAMES[0]?.id, onToggle: () => undefined } },
};
