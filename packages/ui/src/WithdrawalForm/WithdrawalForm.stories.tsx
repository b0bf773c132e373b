import type { Meta, StoryObj } from "@storybook/react-vite";
import { WithdrawalForm, type WithdrawalMethodOption } from "@casino/ui";

const METHODS: WithdrawalMethodOption[] = [
  { id: "3", title: "Skrill", logoUrl: null, method: "bank", range: { min: 10, max: 80 } },
  { id: "4", title: "UPI", logoUrl: null, method: "upi", range: { min: 10, max: 80 } },
  { id: "8", title: "Tether (TRC-20)", logoUrl: null, method: "crypto", range: { min: 10, max: 80 } },
];

const meta = {
  title: "Cashier/WithdrawalForm",
  component: WithdrawalForm,
  tags: ["autodocs"],
  args: { methods: METHODS, currencyCode: "EUR", busy: false, error: null, onSubmit: () => {} },
} satisfies Meta<typeof WithdrawalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bank transfer: the account fields the bank needs. */
export const BankTransfer: Story = {};
/** UPI: the UPI ID only. */
export const Upi: Story = { args: { methods: [METHODS[1] as WithdrawalMethodOption] } };
/** Crypto: the wallet address and its network. */
export const Crypto: Story = { args: { methods: [METHODS[2] as WithdrawalMethodOption] } };
const BITCOIN: WithdrawalMethodOption = {
  id: "7",
  title: "Bitcoin",
  logoUrl: null,
  method: "crypto",
  range: { min: 0.0001, max: 0.01 },
};
/** Crypto, while the back end works out the network fee: the request waits for it. */
export const CryptoQuoting: Story = {
  args: { methods: [BITCOIN], currencyCode: "BTC", crypto: true, cryptoQuote: { state: "loading" } },
};
/** Crypto with its quote: the network fee and what arrives, before the player confirms. */
export const CryptoQuoted: Story = {
  args: {
    methods: [BITCOIN],
    currencyCode: "BTC",
    crypto: true,
    cryptoQuote: { state: "ready", fee: 0.0001, net: 0.0099, currencyCode: "BTC" },
  },
};
/** Crypto whose quote failed, in words: the request waits for a quote that works. */
export const CryptoQuoteFailed: Story = {
  args: {
    methods: [BITCOIN],
    currencyCode: "BTC",
    crypto: true,
    cryptoQuote: { state: "error", message: "The withdrawal amount could not be calculated." },
  },
};
const ALLOWANCE = {
  limit: 500,
  used: 149.99,
  left: 350.01,
  percentUsed: 30,
  period: "day",
  resetsAt: new Date("2026-11-24T00:00:00.000Z"),
  exhausted: false,
} as const;
/** A player with more in the wallet than the day's instant allowance leaves. */
const UPI_LARGE: WithdrawalMethodOption = {
  id: "4",
  title: "UPI",
  logoUrl: null,
  method: "upi",
  range: { min: 10, max: 1200 },
};
/** Instant withdrawal offered: the day's allowance, what is used of it and what is left. */
export const InstantOffered: Story = { args: { methods: [UPI_LARGE], instant: ALLOWANCE, timeZone: "UTC" } };
/** The day's instant withdrawals are used: the box cannot be ticked, and says until when. */
export const InstantExhausted: Story = {
  args: {
    methods: [UPI_LARGE],
    instant: { ...ALLOWANCE, used: 500, left: 0, percentUsed: 100, exhausted: true },
    timeZone: "UTC",
  },
};
/** The request is being sent: nothing can be pressed. */
export const Sending: Story = { args: { busy: true } };
/** The last attempt failed; the message shows above the button. */
export const Failed: Story = { args: { error: "The withdrawal could not be completed." } };
