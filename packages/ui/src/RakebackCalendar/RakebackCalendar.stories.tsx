import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { RakebackCalendar } from "@casino/ui";
import { FIXTURE_DAYS, FIXTURE_NOW } from "./rakebackFixtures";

const meta = {
  title: "Screens/RakebackCalendar",
  component: RakebackCalendar,
  tags: ["autodocs"],
  args: {
    variant: "grid",
    days: FIXTURE_DAYS,
    now: FIXTURE_NOW,
    zone: "UTC",
    authenticated: true,
    currencyCode: "EUR",
    crypto: false,
    status: "ready",
    claimingDate: null,
    claimResult: null,
    onClaim: fn(),
    onRetry: fn(),
    onClaimResultClose: fn(),
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["grid", "carousel"] },
    status: { control: "inline-radio", options: ["ready", "loading", "error"] },
    now: { control: "date" },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 760 } }, layout: "padded" },
} satisfies Meta<typeof RakebackCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four weeks by seven days with all four day states; Get on yesterday and today. */
export const Grid: Story = {};
/** The carousel, starting on today and moving on every 3 s. */
export const Carousel: Story = { args: { variant: "carousel" } };
/** Signed out: the days show their state, but no Get button. */
export const SignedOut: Story = { args: { authenticated: false } };
/** Today's claim is running: its button is busy and yesterday's waits. */
export const Claiming: Story = { args: { claimingDate: "2026-03-04" } };
/** The claim paid out: the success modal with the amount and currency code. */
export const ClaimSucceeded: Story = { args: { claimResult: { status: "success", amount: 1.1 } } };
/** The claim failed: the error modal. */
export const ClaimFailed: Story = { args: { claimResult: { status: "error" } } };
/** A crypto wallet: amounts with up to 8 decimals. */
export const Crypto: Story = {
  args: {
    currencyCode: "BTC",
    crypto: true,
    days: FIXTURE_DAYS.map((day) => ({ ...day, amount: day.amount / 10_000 })),
  },
};
/** Days are loading: the grid's space is reserved. */
export const Loading: Story = { args: { status: "loading" } };
/** Days are loading in the carousel. */
export const CarouselLoading: Story = { args: { status: "loading", variant: "carousel" } };
/** The days could not be loaded. */
export const LoadFailed: Story = { args: { status: "error" } };
