import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { OneClickCredentials } from "@casino/ui";

const meta = {
  title: "Screens/OneClickCredentials",
  component: OneClickCredentials,
  tags: ["autodocs"],
  args: {
    credentials: { login: "player04719283@noemail.demo.casino", password: "k3Vq9-xTzW1bQ7a!" },
    onCopy: fn(async () => true),
    onSend: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof OneClickCredentials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just signed up in one click: the credentials, shown this once. */
export const Shown: Story = {};

/** They are being sent by e-mail. */
export const Sending: Story = { args: { sending: true } };

/** Sent: said in words. */
export const Sent: Story = { args: { sentTo: "keeper@example.com" } };

/** Not sent: the reason in words. */
export const SendFailed: Story = { args: { sendError: "Something went wrong. Please try again." } };
