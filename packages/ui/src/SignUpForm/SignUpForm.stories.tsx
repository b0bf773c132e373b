import type { SignUpFormValues } from "@casino/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SAMPLE_COUNTRIES } from "../CountrySelect/fixtures";
import { SignUpForm } from "@casino/ui";

const meta = {
  title: "Screens/SignUpForm",
  component: SignUpForm,
  tags: ["autodocs"],
  args: {
    fields: {
      email: 1,
      password: 1,
      firstName: 1,
      lastName: 1,
      dateOfBirth: 1,
      gender: 1,
      countryCode: 1,
      currencyCode: 1,
      phone: 1,
      phoneCode: 1,
      address: 1,
      city: 1,
      zipCode: 1,
      promoCode: 1,
      username: 0,
    },
    countries: SAMPLE_COUNTRIES,
    currencies: [
      { code: "EUR", name: "Euro" },
      { code: "USD", name: "US Dollar" },
    ],
    defaultCountryCode: "MT",
    onSubmit: fn((_values: SignUpFormValues) => undefined),
    termsHref: "/terms-and-conditions",
    privacyHref: "/privacy-policy",
    loginHref: "?modal=login",
    now: new Date("2026-03-01T12:00:00Z"),
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field the reference back end names. */
export const AllFields: Story = {};

/** A brand that signs players up by username (its registration field `username` on). */
export const ByUsername: Story = { args: { fields: { email: 1, password: 1, username: 1, currencyCode: 1 } } };

/** A brand whose back end names only e-mail, password and currency. */
export const FewFields: Story = { args: { fields: { email: 1, password: 1, currencyCode: 1, firstName: 0 } } };

/** The sign-up call is running: the button is busy and cannot be pressed again. */
export const Submitting: Story = { args: { submitting: true } };

/** The server refused: its message is announced above the button. */
export const ServerError: Story = { args: { error: "An account with this e-mail already exists" } };

/** One click: no e-mail or password, only the currency and the consents. */
export const OneClick: Story = { args: { mode: "oneClick" } };

/** By phone: the calling code (the visitor's country first) and the number instead of the e-mail. */
export const Phone: Story = { args: { mode: "phone" } };
