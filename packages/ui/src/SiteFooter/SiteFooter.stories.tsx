import type { Meta, StoryObj } from "@storybook/react-vite";
import { LanguageSwitcher, SiteFooter } from "@casino/ui";
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
      <LanguageSwitcher
        current="en"
        languages={[
          { locale: "en", label: "English", href: "/" },
          { locale: "de", label: "Deutsch", href: "/de" },
          { locale: "es", label: "Español", href: "/es" },
        ]}
      />
    ),
  },
};

/** No licence text in the settings. */
export const WithoutLicence: Story = { args: { licence: undefined } };
