import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Countdown } from "@casino/ui";

const now = new Date("2026-03-04T10:12:30Z");

const meta = {
  title: "Primitives/Countdown",
  component: Countdown,
  tags: ["autodocs"],
  args: { clock: () => now, target: new Date("2026-03-04T10:30:00Z"), onComplete: fn() },
  argTypes: { target: { control: "date" } },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Minutes and seconds, as on the cashback card. */
export const Minutes: Story = {};
/** Over an hour away. */
export const Hours: Story = { args: { target: new Date("2026-03-04T13:00:05Z") } };
/** Over a day away. */
export const Days: Story = { args: { target: new Date("2026-03-06T11:13:31Z") } };
/** At zero. */
export const Finished: Story = { args: { target: now } };
