import type { Meta, StoryObj } from "@storybook/react-vite";
import { FavouriteButton } from "@casino/ui";
import { fn } from "storybook/test";

const meta = {
  title: "Lobby/FavouriteButton",
  component: FavouriteButton,
  tags: ["autodocs"],
  args: { gameName: "Book of Riches", pressed: false, onToggle: fn() },
  decorators: [(Story) => <div style={{ padding: 16, background: "var(--casino-color-secondary)" }}>{Story()}</div>],
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not a favourite (and a guest's heart, which opens the sign-in). */
export const NotFavourite: Story = {};
/** One of the player's favourites: the heart is filled. */
export const Favourite: Story = { args: { pressed: true } };
/** The change is being saved. */
export const Saving: Story = { args: { pressed: true, busy: true } };
