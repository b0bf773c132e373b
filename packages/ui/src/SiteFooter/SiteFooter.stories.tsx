import type { Meta, StoryObj } from "@storybook/react-vite";
import { SiteFooter } from "@casino/ui";

const meta = {
  title: "Shell/SiteFooter",
  component: SiteFooter,
  tags: ["autodocs"],
  args: {
    groups: [
      {
        title: "Casino",
        links: [
          { href: "/casino", label: "Lobby" },
          { href: "/casino/slots", label: "Slots" },
          { href: "/casino/live-casino", label: "Live casino" },
          { href: "/promotions", label: "Promotions" },
        ],
      },
      {
        title: "Legal",
        links: [
          { href: "/terms-and-conditions", label: "Terms and conditions" },
          { href: "/privacy-policy", label: "Privacy policy" },
          { href: "/aml-policy", label: "AML policy" },
          { href: "/bonus-terms", label: "Bonus terms" },
        ],
      },
      {
        title: "Help",
        links: [
          { href: "/responsible-gambling", label: "Responsible gambling" },
          { href: "/kyc-refund-policy", label: "KYC and refunds" },
          { href: "/legal-use-of-website", label: "Legal use of the website" },
        ],
      },
    ],
    responsibleGamblingHref: "/responsible-gambling",
    licence:
      "This website is operated by Example N.V., registered in Curaçao under number 000000, licensed and regulated by the Curaçao Gaming Control Board under licence OGL/2024/000/0000.",
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links, the 18+ mark, the responsible-gambling line and the licence. */
export const Default: Story = {};

/** With a language switcher in the slot. */
export const WithLanguageSwitcher: Story = {
  args: {
    children: (
      <label style={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
        Language
        <select defaultValue="en" style={{ minHeight: 32 }}>
          <option value="en">English</option>
          <option value="de">Deutsch</option>
        </select>
      </label>
    ),
  },
};

/** No licence text in the settings. */
export const WithoutLicence: Story = { args: { licence: undefined } };
