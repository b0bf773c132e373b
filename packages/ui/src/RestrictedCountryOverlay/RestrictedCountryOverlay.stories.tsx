import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { RestrictedCountryOverlay } from "@casino/ui";

const meta = {
  title: "Screens/RestrictedCountryOverlay",
  component: RestrictedCountryOverlay,
  tags: ["autodocs"],
  args: {
    open: true,
    country: "Germany",
    ip: "203.0.113.42",
    date: new Date("2026-03-04T10:12:00Z"),
    zone: "UTC",
    status: "idle",
    onReverify: fn(),
  },
  argTypes: {
    status: { control: "inline-radio", options: ["idle", "verifying", "failed"] },
    date: { control: "date" },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof RestrictedCountryOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor from a restricted country. */
export const Blocked: Story = {};
/** The location is being re-verified. */
export const Verifying: Story = { args: { status: "verifying" } };
/** The re-check found the country still restricted, or the location could not be read. */
export const VerifyFailed: Story = { args: { status: "failed" } };
