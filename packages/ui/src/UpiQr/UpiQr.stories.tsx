import type { Meta, StoryObj } from "@storybook/react-vite";
import { UpiQr } from "@casino/ui";

/** A stand-in QR image: the stories show the layout, not a scannable code. */
const QR_IMAGE =
  "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA4IDgiPjxyZWN0IHdpZHRoPSI4IiBoZWlnaHQ9IjgiIGZpbGw9IndoaXRlIi8+PHBhdGggZD0iTTEgMWgydjJIMXpNNSAxaDJ2Mkg1ek0xIDVoMnYySDF6TTQgNGgxdjFINHoiLz48L3N2Zz4=";
const LINK = "upi://pay?pa=democasino@icici&pn=Demo%20Casino&am=500&cu=INR&tr=31";

const meta = {
  title: "Cashier/UpiQr",
  component: UpiQr,
  tags: ["autodocs"],
  args: {
    state: "ready",
    amountText: "₹500.00",
    qrImageUrl: QR_IMAGE,
    paymentLink: LINK,
    validUntilText: "12:15",
    onRenew: () => {},
    onBack: () => {},
  },
} satisfies Meta<typeof UpiQr>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code to scan, the link to the UPI app and until when it can be paid. */
export const Ready: Story = {};
/** The QR code's time ran out: a new one is a press away. */
export const Expired: Story = { args: { state: "expired" } };
/** The QR code could not be made: the link still opens the UPI app. */
export const Undecodable: Story = { args: { state: "undecodable", qrImageUrl: null } };
/** The provider's link is not a UPI payment link: nothing to pay with, another try or method. */
export const InvalidLink: Story = { args: { state: "invalid-link", qrImageUrl: null, paymentLink: null } };
