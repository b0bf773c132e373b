import type { Meta, StoryObj } from "@storybook/react-vite";
import { DepositForm, type DepositMethodOption } from "@casino/ui";

const METHODS: DepositMethodOption[] = [
  { id: "1", name: "visa", title: "Visa", logoUrl: null, kind: "card-form", range: { min: 10, max: 5000 } },
  { id: "2", name: "mastercard", title: "Mastercard", logoUrl: null, kind: "card-form", range: { min: 10, max: 5000 } },
  { id: "3", name: "skrill", title: "Skrill", logoUrl: null, kind: "carouseller", range: { min: 10, max: 5000 } },
];

const meta = {
  title: "Cashier/DepositForm",
  component: DepositForm,
  tags: ["autodocs"],
  args: {
    methods: METHODS,
    currencyCode: "EUR",
    busy: false,
    error: null,
    now: new Date("2026-11-23T12:00:00Z"),
    onSubmit: () => {},
  },
} satisfies Meta<typeof DepositForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first method (a card) chosen, 25 by default, the card form open. */
export const CardMethod: Story = {};
/** A method paid on the provider's page: no card form. */
export const ProviderMethod: Story = { args: { preferredKind: "carouseller" } };
/** The deposit is being sent: nothing can be pressed. */
export const Sending: Story = { args: { busy: true } };
/** The last attempt failed; the message shows above the button. */
export const Failed: Story = { args: { error: "You have reached your daily deposit limit." } };
/** In the drawer over a page that may run third-party scripts: card details are typed on the cashier page. */
export const CardOnCashierPage: Story = { args: { cardPageHref: "/deposit?method=card-form" } };
/** Deposit bonuses on offer, "No bonus" chosen. */
export const WithBonuses: Story = {
  args: {
    preferredKind: "carouseller",
    bonuses: [
      { id: "1", title: "150% up to 1000 EUR welcome package" },
      { id: "2", title: "Monday reload: 50% up to 200 EUR" },
    ],
  },
};
/** The player holds an active bonus: another one would cancel it and burn its money. */
export const WithActiveBonus: Story = {
  args: {
    ...WithBonuses.args,
    bonuses: [{ id: "2", title: "Monday reload: 50% up to 200 EUR" }],
    activeBonus: { id: "1", name: "150% up to 1000 EUR welcome package", amount: 50 },
  },
};
/** A method paid from the player's phone: the number is asked for, filled from the profile. */
export const PhoneMethod: Story = {
  args: {
    currencyCode: "INR",
    methods: [
      {
        id: "4",
        name: "upi",
        title: "UPI",
        logoUrl: null,
        kind: "carouseller",
        range: { min: 100, max: 100000 },
        phoneRequired: true,
      },
    ],
    defaultPhone: "98765",
  },
};
