import type { Meta, StoryObj } from "@storybook/react-vite";
import { SiteFooter } from "@casino/ui";
import { SAMPLE_FOOTER_GROUPS, SAMPLE_LICENCE } from "../Shell/shellFixtures";

const meta = {
  title: "Shell/SiteFooter",
  component: SiteFooter,
  tags: ["autodocs"],
  args: { groups: SAMPLE_FOOTER_GROUPS, responsibleGamblingHref: "/responsible-gambling", licence: SAMPLE_LICENCE },
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
