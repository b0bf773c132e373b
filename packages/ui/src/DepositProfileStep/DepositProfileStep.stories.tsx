import type { ProfileUpdatePayload } from "@casino/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SAMPLE_COUNTRIES } from "../CountrySelect/fixtures";
import { FILLED_PLAYER, PROFILE_NOW } from "../ProfileInfoForm/fixtures";
import { DepositProfileStep } from "@casino/ui";

const meta = {
  title: "Cashier/DepositProfileStep",
  component: DepositProfileStep,
  args: {
    user: { ...FILLED_PLAYER, city: null, zipCode: null, address: null },
    countries: SAMPLE_COUNTRIES,
    onSubmit: fn(async (_payload: ProfileUpdatePayload) => undefined),
    theme: "curacao",
    now: PROFILE_NOW,
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof DepositProfileStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new player without an address: asked for the address, city and postal code only. */
export const MissingAddress: Story = {};

/** The 1900 placeholder birth date counts as missing: asked for the birth date too. */
export const MissingBirthDate: Story = {
  args: { user: { ...FILLED_PLAYER, dateOfBirth: "1900-01-01", city: null, zipCode: null, address: null } },
};

/** The brand allows deposits without an address (`allowDepWithoutAddress`): not asked for. */
export const AddressNotNeeded: Story = { args: { allowDepWithoutAddress: true } };

/** `onDepositShowAllField`: every field shown, the filled ones locked. */
export const AllFieldsShown: Story = { args: { onDepositShowAllField: true } };

/** The back end refuses the update: its message shows, and nothing typed is lost. */
export const SaveFails: Story = {
  args: {
    onSubmit: fn(async (_payload: ProfileUpdatePayload): Promise<undefined> => {
      throw Object.assign(new Error("update-user-details: the server answered 400"), {
        serverMessage: "Postal code is not valid for Malta",
      });
    }),
  },
};
