import type { Meta, StoryObj } from "@storybook/react-vite";
import { SortSelect } from "@casino/ui";

const meta = {
  title: "Lobby/SortSelect",
  component: SortSelect,
  tags: ["autodocs"],
  args: { value: "popular" },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lobby's default: the most popular games first. */
export const Popular: Story = {};
/** Sorted by return to player, a search kept in the form. */
export const ByRtp: Story = { args: { value: "rtp", keep: { q: "book" } } };
/** A list with an order of its own (the favourites, newest first), chosen until a sort is picked. */
export const OwnOrder: Story = { args: { value: null, ownOrderLabel: "Newest first" } };
