import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CookieNotice } from "@casino/ui";

const meta = {
  title: "Screens/CookieNotice",
  component: CookieNotice,
  tags: ["autodocs"],
  args: { open: true, onAccept: fn(), privacyPolicyHref: "/privacy-policy" },
  parameters: { docs: { story: { inline: false, iframeHeight: 240 } }, layout: "fullscreen" },
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not accepted yet: the notice shows. */
export const Shown: Story = {};
/** Accepted, or on a games or play page: nothing shows. */
export const Hidden: Story = { args: { open: false } };
