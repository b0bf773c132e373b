import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ThreeDsChallenge } from "@casino/ui";

const meta = {
  title: "Screens/ThreeDsChallenge",
  component: ThreeDsChallenge,
  tags: ["autodocs"],
  args: {
    open: true,
    amountText: "€100.00",
    sending: false,
    error: null,
    onPass: fn(),
    onFail: fn(),
    onOpenChange: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof ThreeDsChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bank asks the player to confirm the deposit. */
export const Asking: Story = {};
/** The answer is on its way to the back end. */
export const Sending: Story = { args: { sending: true } };
/** The answer could not be sent: said in words, the check stays open. */
export const SendFailed: Story = {
  args: {
    error:
      "We could not confirm your deposit: it may have gone through. Check your balance and transactions before you pay again; pressing Deposit again sends the same request and will not charge you twice.",
  },
};
/** Closed: nothing shows. */
export const Closed: Story = { args: { open: false } };
