import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { SAMPLE_COUNTRIES } from "../CountrySelect/fixtures";
import { PhoneField } from "@casino/ui";

const meta = {
  title: "Forms/PhoneField",
  component: PhoneField,
  tags: ["autodocs"],
  args: {
    label: "Phone",
    codeLabel: "Phone code",
    countries: SAMPLE_COUNTRIES,
    phoneCode: "+91",
    phone: "",
    onPhoneCodeChange: fn(),
    onPhoneChange: fn(),
  },
  render: function Render(args) {
    const [phoneCode, setPhoneCode] = useState(args.phoneCode);
    const [phone, setPhone] = useState(args.phone);
    return (
      <PhoneField
        {...args}
        phoneCode={phoneCode}
        phone={phone}
        onPhoneCodeChange={(next) => {
          setPhoneCode(next);
          args.onPhoneCodeChange(next);
        }}
        onPhoneChange={(next) => {
          setPhone(next);
          args.onPhoneChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { phone: "9876543210" } };
export const TooShort: Story = { args: { phone: "98765", error: "Number is too short" } };
export const ReadOnly: Story = {
  args: { phone: "9876543210", readOnly: true, hint: "This field can no longer be changed." },
};
