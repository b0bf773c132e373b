import type { Meta, StoryObj } from "@storybook/react-vite";
import { GamePlayPanel } from "@casino/ui";

const meta = {
  title: "Lobby/GamePlayPanel",
  component: GamePlayPanel,
  tags: ["autodocs"],
  args: {
    state: "ready",
    privacyHref: "/privacy-policy",
    playHref: "/play/book-of-embers",
    demoHref: "/play/book-of-embers?demo=1",
    onAcceptConsent: () => undefined,
  },
} satisfies Meta<typeof GamePlayPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Consent and country known: play for money or try the demo. */
export const Ready: Story = {};
/** A live table: no demo. */
export const NoDemo: Story = { args: { demoHref: undefined } };
/** The player's active bonus does not apply to this game. */
export const BonusIneligible: Story = { args: { bonusIneligible: true } };
/** The game cookies are not accepted yet. */
export const Consent: Story = { args: { state: "consent" } };
/** The game may not be played from the visitor's country. */
export const Restricted: Story = { args: { state: "restricted", countryName: "Germany" } };
/** Reading the consent and the country. */
export const Checking: Story = { args: { state: "checking" } };
/** The play page: the provider's game in place of the actions. */
export const Playing: Story = { args: { stage: <p>The game from Emberforge opens here.</p> } };
