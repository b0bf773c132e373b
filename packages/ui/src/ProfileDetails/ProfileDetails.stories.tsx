import type { Meta, StoryObj } from "@storybook/react-vite";
import { profileDisplayEntries } from "@casino/domain";
import { ProfileDetails } from "@casino/ui";

const COUNTRIES: Readonly<Record<string, string>> = { MT: "Malta", BR: "Brazil" };

const meta = {
  title: "Screens/ProfileDetails",
  component: ProfileDetails,
  tags: ["autodocs"],
  args: {
    entries: profileDisplayEntries({
      firstName: "Wanda",
      lastName: "Wallet",
      email: "wallet@demo.casino",
      phoneCode: "356",
      phone: "21234593",
      dateOfBirth: "1990-04-12",
      countryCode: "MT",
      address: "1 Republic Street",
      zipCode: "VLT 1010",
      city: "Valletta",
      currencyCode: "EUR",
      gender: "Female",
      nickname: "wanda",
      promoCode: "WELCOME150",
      cpfNumber: "123.456.789-09",
      upiId: "wanda@okbank",
      skrillEmail: "wanda.skrill@demo.casino",
      // 23:30 UTC is already the next day in Malta.
      lastLogin: { created_at: "2026-11-20T23:30:00Z", ip: "203.0.113.9" },
      currentIp: "203.0.113.10",
    }),
    countryName: (code: string) => COUNTRIES[code],
    emailVerified: true,
    timeZone: "Europe/Malta",
    editProfileHref: "/profile/edit-profile",
  },
} satisfies Meta<typeof ProfileDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A player with every field the spec lists (the theme menu shows it in each brand). */
export const EveryField: Story = {};

/** A new player: the core fields not set, the others left out. */
export const NewPlayer: Story = {
  args: {
    entries: profileDisplayEntries({ firstName: "Nina", lastName: "New", countryCode: "MT", currencyCode: "EUR" }),
    emailVerified: false,
  },
};
