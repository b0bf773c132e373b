import type { ProfileUpdatePayload } from "@casino/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SAMPLE_COUNTRIES } from "../CountrySelect/fixtures";
import { FILLED_PLAYER, NEW_PLAYER, PROFILE_NOW } from "./fixtures";
import { ProfileInfoForm } from "@casino/ui";

const meta = {
  title: "Screens/ProfileInfoForm",
  component: ProfileInfoForm,
  tags: ["autodocs"],
  args: {
    user: NEW_PLAYER,
    countries: SAMPLE_COUNTRIES,
    onSubmit: fn(async (_payload: ProfileUpdatePayload) => undefined),
    theme: "curacao",
    now: PROFILE_NOW,
    emptyEmailDomain: "noemail.example",
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof ProfileInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new player: every field editable, Update disabled until something changes. */
export const NewPlayer: Story = {};

/**
 * A player whose birth date is the back end's 1900 placeholder and the rest filled: the birth date
 * shows as missing and stays editable; saving the city sends no birth date.
 */
export const PlaceholderBirthDate: Story = {
  args: { user: { ...FILLED_PLAYER, isEmailVerified: false, dateOfBirth: "1900-01-01", city: "Valletta" } },
};

/** A complete profile in curacao: names, phone, date of birth and country are locked once set. */
export const LockedFields: Story = { args: { user: FILLED_PLAYER } };

/** lulu lets filled identity fields be edited (its updates reset KYC). */
export const EditableInLulu: Story = { args: { user: FILLED_PLAYER, theme: "lulu" } };

/** Address editing stops once KYC is approved. */
export const KycApproved: Story = { args: { user: { ...FILLED_PLAYER, kycStatus: "APPROVED" }, theme: "lulu" } };

/** In the deposit flow, only the missing fields are asked for. */
export const DepositCompletion: Story = {
  args: {
    user: { ...FILLED_PLAYER, city: null, zipCode: null, address: null },
    context: "deposit",
    updateFrom: "Update Form",
  },
};

/** The back end refuses the update: its message shows, and nothing typed is lost. */
export const SubmitFails: Story = {
  args: {
    user: FILLED_PLAYER,
    onSubmit: fn(async (_payload: ProfileUpdatePayload): Promise<undefined> => {
      throw Object.assign(new Error("update-user-details: the server answered 400"), {
        serverMessage: "Postal code is not valid for Malta",
      });
    }),
  },
};
