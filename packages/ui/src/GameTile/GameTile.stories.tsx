import type { Meta, StoryObj } from "@storybook/react-vite";
import { GameTile } from "@casino/ui";
import { fn } from "storybook/test";
import { SAMPLE_GAMES } from "./gameFixtures";

const [hot, fresh, plain] = SAMPLE_GAMES;
if (!hot || !fresh || !plain) throw new Error("the game fixtures are missing");

const meta = {
  title: "Shell/GameTile",
  component: GameTile,
  tags: ["autodocs"],
  args: { ...hot },
  decorators: [(Story) => <div style={{ width: "var(--casino-game-tile-width)" }}>{Story()}</div>],
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A "Hot" game; the RTP shows on hover and focus. */
export const Hot: Story = {};
/** A "New" game. */
export const New: Story = { args: { ...fresh } };
/** A jackpot game. */
export const Jackpot: Story = { args: { ...plain, badge: "jackpot" } };
/** No badge, no RTP. */
export const Plain: Story = { args: { ...plain, badge: undefined, rtp: undefined } };
/** A long name is cut with an ellipsis; the full name stays in the link's name. */
export const LongName: Story = { args: { ...plain, name: "The Incredibly Long Name of a Megaways Slot Deluxe" } };
/** A player's tile: the heart over the picture, not pressed. */
export const WithHeart: Story = { args: { favourite: { pressed: false, onToggle: fn() } } };
/** One of the player's favourites. */
export const Favourite: Story = { args: { favourite: { pressed: true, onToggle: fn() } } };
