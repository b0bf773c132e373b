import type { Meta, StoryObj } from "@storybook/react-vite";
import { CryptoDeposit } from "@casino/ui";

/** A stand-in QR image: the stories show the layout, not a scannable code. */
const QR_IMAGE =
  "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA4IDgiPjxyZWN0IHdpZHRoPSI4IiBoZWlnaHQ9IjgiIGZpbGw9IndoaXRlIi8+PHBhdGggZD0iTTEgMWgydjJIMXpNNSAxaDJ2Mkg1ek0xIDVoMnYySDF6TTQgNGgxdjFINHoiLz48L3N2Zz4=";

const meta = {
  title: "Cashier/CryptoDeposit",
  component: CryptoDeposit,
  tags: ["autodocs"],
  args: {
    amountText: "₿0.00100000",
    address: "bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6a",
    network: "Bitcoin",
    qrImageUrl: QR_IMAGE,
    copyState: "idle",
    onCopy: () => {},
    onBack: () => {},
  },
} satisfies Meta<typeof CryptoDeposit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address, its network and its QR code. */
export const Ready: Story = {};
/** The address was copied. */
export const Copied: Story = { args: { copyState: "copied" } };
/** The browser refused the copy: said in words, with what to do instead. */
export const CopyFailed: Story = { args: { copyState: "failed" } };
/** The QR code could not be made: the address is still there to copy. */
export const QrUndecodable: Story = { args: { qrImageUrl: null, qrUndecodable: true } };
