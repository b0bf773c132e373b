import type { Meta, StoryObj } from "@storybook/react-vite";
import { Hero } from "@casino/ui";
import { HERO_IMAGE } from "./heroFixtures";

const meta = {
  title: "Shell/Hero",
  component: Hero,
  tags: ["autodocs"],
  args: {
    eyebrow: "Welcome package",
    title: "150% up to €500 and 100 free spins",
    text: "On your first deposit from €20. Wagering and bonus terms apply.",
    cta: { label: "Claim your bonus", href: "/promotions" },
    imageUrl: HERO_IMAGE,
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A promotion with its picture. */
export const WithImage: Story = {};

/** No picture: the theme's gradient alone. */
export const TextOnly: Story = { args: { imageUrl: undefined } };

/** Just a title and a call to action. */
export const Minimal: Story = { args: { eyebrow: undefined, text: undefined, imageUrl: undefined } };
