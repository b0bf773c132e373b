import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, PromotionCard } from "@casino/ui";

const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200"><rect width="600" height="200" fill="#3b2a6b"/><circle cx="480" cy="100" r="70" fill="#f7bd38"/></svg>',
)}`;

const meta = {
  title: "Rewards/PromotionCard",
  component: PromotionCard,
  tags: ["autodocs"],
  args: {
    title: "Monday reload: 50% up to 200 EUR",
    imageUrl: banner,
    description: "Every Monday on deposits from 20 EUR.",
    bonusType: "deposit",
    termsHref: "/bonus-terms",
  },
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor sees: banner, type, title, description and the terms. */
export const Visitor: Story = {};
/** A signed-in player gets the app's activate control. */
export const WithActivate: Story = { args: { action: <Button size="sm">Activate</Button> } };
/** A title over 35 characters is cut with an ellipsis and read out whole. */
export const LongTitle: Story = {
  args: { title: "150% up to 1000 EUR welcome package on your very first deposit", bonusType: "deposit" },
};
/** No banner picture: the card keeps the banner's room. */
export const WithoutImage: Story = {
  args: { imageUrl: null, bonusType: "freespins", title: "Happy hour: 20 free spins" },
};
