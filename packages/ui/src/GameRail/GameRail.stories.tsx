import type { Meta, StoryObj } from "@storybook/react-vite";
import { GameRail } from "@casino/ui";
import { SAMPLE_GAMES } from "../GameTile/gameFixtures";

const meta = {
  title: "Shell/GameRail",
  component: GameRail,
  tags: ["autodocs"],
  args: { title: "Hot games", games: SAMPLE_GAMES, seeAllHref: "/casino/hot" },
} satisfies Meta<typeof GameRail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category's games: scroll sideways, or with the previous and next buttons. */
export const Ready: Story = {};
/** The games are loading: skeleton tiles of the same size. */
export const Loading: Story = { args: { status: "loading", games: [] } };
/** A category without games. */
export const Empty: Story = { args: { games: [] } };
/** A few games and no "See all" page. */
export const Short: Story = { args: { title: "Live casino", games: SAMPLE_GAMES.slice(5), seeAllHref: undefined } };
/**
 * A lobby's rail: the first three tiles come with the page, the rest are drawn when the row is
 * scrolled near them (at once where the row is wide enough to show them).
 */
export const FirstDrawn: Story = { args: { firstDrawn: 3 } };
