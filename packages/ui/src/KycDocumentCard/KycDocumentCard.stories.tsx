import type { Meta, StoryObj } from "@storybook/react-vite";
import { KycDocumentCard } from "@casino/ui";

const meta = {
  title: "Safety/KycDocumentCard",
  component: KycDocumentCard,
  tags: ["autodocs"],
  args: {
    title: "Identity proof",
    description: "Passport, ID card or driving licence.",
    status: "requested",
    sides: ["front", "back"],
    onUpload: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof KycDocumentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked for, front and back: a picker, the camera and a drop zone for each side. */
export const Requested: Story = {};
/** A proof of address: one side, and the rule on its age in words. */
export const ProofOfAddress: Story = {
  args: {
    title: "Proof of address",
    description: "A utility bill or bank statement.",
    sides: ["front"],
    rule: "Issued on or after May 23, 2026: no older than 6 months.",
  },
};
/** The front on its way: its progress and a cancel; the back waits. */
export const Uploading: Story = { args: { uploading: { side: "front", fileName: "passport.jpg" } } };
/** The front in review; the back still needed. */
export const FrontInReview: Story = {
  args: { status: "pending", sent: { front: { fileName: "passport.jpg", status: "pending" } } },
};
/** Both sides sent and in review: nothing left to do but wait, at most 24 hours. */
export const InReview: Story = {
  args: {
    status: "pending",
    sent: {
      front: { fileName: "id-front.jpg", status: "pending" },
      back: { fileName: "id-back.jpg", status: "pending" },
    },
  },
};
/** Confirmed. */
export const Confirmed: Story = {
  args: {
    status: "confirmed",
    sent: {
      front: { fileName: "id-front.jpg", status: "confirmed" },
      back: { fileName: "id-back.jpg", status: "confirmed" },
    },
  },
};
/** Rejected: the side can be sent again. */
export const Rejected: Story = {
  args: { status: "rejected", sides: ["front"], sent: { front: { fileName: "blurry.jpg", status: "rejected" } } },
};
/** The upload failed: said in words, the picker still there to try again. */
export const UploadFailed: Story = { args: { error: "The document could not be uploaded. Please try again." } };
