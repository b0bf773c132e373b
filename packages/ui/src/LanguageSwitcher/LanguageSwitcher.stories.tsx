import type { Meta, StoryObj } from "@storybook/react-vite";
import { LanguageSwitcher } from "@casino/ui";

const THREE = [
  { locale: "en", label: "English", href: "/promotions" },
  { locale: "de", label: "Deutsch", href: "/de/promotions" },
  { locale: "es", label: "Español", href: "/es/promotions" },
];

const meta = {
  title: "Shell/LanguageSwitcher",
  component: LanguageSwitcher,
  tags: ["autodocs"],
  args: { languages: THREE, current: "en" },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's three languages, the page shown in English. */
export const Default: Story = {};

/** The page shown in German: its link is marked current. */
export const German: Story = { args: { current: "de" } };

/** Many languages wrap onto several lines, right to left ones included. */
export const ManyLanguages: Story = {
  args: {
    languages: [
      ...THREE,
      { locale: "fr", label: "Français", href: "/fr/promotions" },
      { locale: "pt-BR", label: "Português (Brasil)", href: "/pt-BR/promotions" },
      { locale: "tr", label: "Türkçe", href: "/tr/promotions" },
      { locale: "ar", label: "العربية", href: "/ar/promotions" },
      { locale: "ja", label: "日本語", href: "/ja/promotions" },
      { locale: "uk", label: "Українська", href: "/uk/promotions" },
    ],
  },
};
