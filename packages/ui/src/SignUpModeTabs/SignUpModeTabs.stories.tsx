import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SignUpModeTabs } from "@casino/ui";

const meta = {
  title: "Forms/SignUpModeTabs",
  component: SignUpModeTabs,
  tags: ["autodocs"],
  args: { modes: ["email", "oneClick"], current: "email", onChange: fn(), children: <p>The current mode's form</p> },
} satisfies Meta<typeof SignUpModeTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail and one click enabled, e-mail chosen. */
export const EmailChosen: Story = {};

/** One click chosen. */
export const OneClickChosen: Story = { args: { current: "oneClick" } };

/** Every mode enabled, phone chosen. */
export const PhoneChosen: Story = { args: { modes: ["email", "phone", "oneClick"], current: "phone" } };

/** A brand with one mode: no tabs, only the form. */
export const SingleMode: Story = { args: { modes: ["email"] } };
