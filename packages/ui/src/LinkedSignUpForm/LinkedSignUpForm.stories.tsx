import type { LinkedSignUpFormValues } from "@casino/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SAMPLE_COUNTRIES } from "../CountrySelect/fixtures";
import { LinkedSignUpForm } from "@casino/ui";

const meta = {
  title: "Screens/LinkedSignUpForm",
  component: LinkedSignUpForm,
  tags: ["autodocs"],
  args: {
    linked: { providerName: "Demo ID", email: "alex.morgan@id.example", firstName: "Alex", lastName: "Morgan" },
    phoneEnabled: true,
    countries: SAMPLE_COUNTRIES,
    defaultCountryCode: "MT",
    onSubmit: fn((_values: LinkedSignUpFormValues) => undefined),
    termsHref: "/terms-and-conditions",
    privacyHref: "/privacy-policy",
    now: new Date("2026-03-01T12:00:00Z"),
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof LinkedSignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the third party: its e-mail and name filled in; the button waits for the player's first change. */
export const Prefilled: Story = {};

/** A brand without the phone field, and a third party that shared only the e-mail. */
export const WithoutPhone: Story = {
  args: { phoneEnabled: false, linked: { providerName: "Demo ID", email: "alex.morgan@id.example" } },
};

/** A field left wrong says so once the player leaves it: here the first name, emptied. */
export const FieldError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/First name/));
    await userEvent.tab();
    await expect(canvas.getByLabelText(/First name/)).toHaveAttribute("aria-invalid", "true");
  },
};

/** The sign-up call is running: the button is busy and cannot be pressed again. */
export const Submitting: Story = { args: { submitting: true } };

/** The server refused: its message is announced above the button, and every value stays. */
export const ServerError: Story = { args: { error: "An account with this e-mail already exists" } };
