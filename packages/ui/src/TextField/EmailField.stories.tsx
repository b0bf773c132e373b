import type { Meta, StoryObj } from "@storybook/react-vite";
import { EmailField } from "@casino/ui";

const meta = {
  title: "Forms/EmailField",
  component: EmailField,
  tags: ["autodocs"],
  args: { label: "E-mail", required: true },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const SignInUsername: Story = { args: { autoComplete: "username", defaultValue: "maria@example.com" } };
export const Invalid: Story = { args: { defaultValue: "maria@", error: "Enter a valid e-mail address." } };
