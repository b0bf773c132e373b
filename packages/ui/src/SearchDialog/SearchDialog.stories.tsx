import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchDialog } from "@casino/ui";
import { SAMPLE_GAMES } from "../GameTile/gameFixtures";

const meta = {
  title: "Lobby/SearchDialog",
  component: SearchDialog,
  tags: ["autodocs"],
  args: {
    open: true,
    onOpenChange: () => undefined,
    query: "",
    onQueryChange: () => undefined,
    status: "idle",
    results: [],
    searchPageUrl: "/casino/search",
  },
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened, nothing typed yet, with the player's recent searches. */
export const Recent: Story = { args: { recent: ["book", "megaways", "roulette"], onClearRecent: () => undefined } };
/** The results load: placeholders of their size. */
export const Loading: Story = { args: { query: "book", status: "loading" } };
/** Games found as the player types, more than shown. */
export const Results: Story = { args: { query: "o", status: "ready", results: SAMPLE_GAMES.slice(0, 3), total: 12 } };
/** Nothing matches. */
export const NoMatch: Story = { args: { query: "zzz", status: "ready" } };
/** The search failed. */
export const Failed: Story = { args: { query: "book", status: "error" } };
