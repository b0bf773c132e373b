import { VerificationSection } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { KYC_APPROVED, NEW_PLAYER } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/Verification",
  component: VerificationSection,
  decorators: [withRecordedApi],
  args: { renderedAt: new Date("2026-03-04T10:10:00Z") },
} satisfies Meta<typeof VerificationSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A player whose identity, address and payment documents are confirmed. */
export const SignedIn: Story = {
  parameters: recordedApi({ state: "ready", answers: KYC_APPROVED, shows: "Identity proof" }),
};

/** The documents on their way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: KYC_APPROVED }) };

/** The documents could not be read: Try again reads them. */
export const LoadError: Story = {
  parameters: recordedApi({ state: "error", answers: KYC_APPROVED, failing: ["documents"], shows: "Identity proof" }),
};

/** A new player who has sent nothing yet. */
export const Empty: Story = {
  parameters: recordedApi({ state: "ready", answers: NEW_PLAYER, shows: "Identity proof" }),
};
