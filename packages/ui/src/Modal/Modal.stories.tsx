import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button, Modal } from "@casino/ui";

const meta = {
  title: "Primitives/Modal",
  component: Modal,
  tags: ["autodocs"],
  args: {
    open: true,
    onOpenChange: fn(),
    title: "Rakeback claimed",
    description: "You received 12.50 EUR.",
    size: "md",
  },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const WithFooter: Story = { args: { footer: <Button>OK</Button> } };

/** An answer is needed from the footer's actions: no close button, Escape and a press outside do nothing. */
export const NotDismissible: Story = { args: { dismissible: false, footer: <Button>OK</Button> } };

export const WithBody: Story = {
  args: {
    description: undefined,
    size: "lg",
    children: <p>Any content: a form, a calendar, a list of promotions.</p>,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Confirm</Button>
      </>
    ),
  },
};

/** Opened from a button, as on a page: focus moves in, and back to the button on close. */
export const FromTrigger: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open modal</Button>
        <Modal
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
          footer={<Button onClick={() => setOpen(false)}>OK</Button>}
        />
      </>
    );
  },
};
