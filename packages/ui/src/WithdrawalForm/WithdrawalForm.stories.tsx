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
/** The request is being sent: nothing can be pressed. */
export const Sending: Story = { args: { busy: true } };
/** The last attempt failed; the message shows above the button. */
export const Failed: Story = { args: { error: "The withdrawal could not be completed." } };
