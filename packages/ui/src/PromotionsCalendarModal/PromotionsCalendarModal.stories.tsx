import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { type PromotionBanner, PromotionsCalendarModal } from "@casino/ui";

// Inline pictures, so the stories and `storybook build` work offline.
const picture = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="16" height="9" fill="url(#g)"/></svg>`,
  )}`;

const BANNERS: readonly PromotionBanner[] = [
  {
    id: 1,
    title: "Weekend reload bonus: 50% up to 500 EUR on every deposit",
    imageUrl: picture("#ffc940", "#ff6f61"),
    href: "/promotions/1",
  },
  { id: 2, title: "100 free spins", imageUrl: picture("#3ddc84", "#1f5fbf"), href: "/promotions/2" },
  { id: 3, title: "Cashback Wednesday", imageUrl: picture("#8e1f7a", "#ffc940") },
];

const meta = {
  title: "Screens/PromotionsCalendarModal",
  component: PromotionsCalendarModal,
  tags: ["autodocs"],
  args: {
    open: true,
    onOpenChange: fn(),
    onSelectedDateChange: fn(),
    onRetry: fn(),
    now: new Date("2026-03-04T12:00:00Z"),
    zone: "UTC",
    banners: BANNERS,
    status: "ready",
    moreHref: "/promotions",
  },
  argTypes: { status: { control: "inline-radio", options: ["ready", "loading", "error"] }, now: { control: "date" } },
  parameters: { docs: { story: { inline: false, iframeHeight: 620 } } },
} satisfies Meta<typeof PromotionsCalendarModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's promotions; the long title is cut at 35 characters. */
export const Today: Story = {};
/** Another day of the week picked by the app. */
export const LaterDay: Story = { args: { selectedDate: "2026-03-07", banners: BANNERS.slice(1) } };
/** The day's promotions are loading. */
export const Loading: Story = { args: { status: "loading", banners: [] } };
/** No promotions on the day. */
export const Empty: Story = { args: { banners: [] } };
/** The promotions could not be loaded. */
export const LoadFailed: Story = { args: { status: "error", banners: [] } };
