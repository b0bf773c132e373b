import type { Meta, StoryObj } from "@storybook/react-vite";
import { RegistrationClosed } from "@casino/ui";

const meta = {
  title: "Screens/RegistrationClosed",
  component: RegistrationClosed,
  tags: ["autodocs"],
  args: { reason: "closed-hours", country: "Austria", loginHref: "?modal=login" },
  parameters: { layout: "padded" },
} satisfies Meta<typeof RegistrationClosed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's window for the visitor's country and device is shut at this hour. */
export const ClosedHours: Story = {};

/** The visitor's country is restricted: no registration from there, whitelisted or not. */
export const RestrictedCountry: Story = { args: { reason: "restricted-country" } };

/** This mirror domain's own window for the country is shut at this hour. */
export const MirrorClosedHours: Story = { args: { reason: "mirror-closed-hours" } };
