import type { Meta, StoryObj } from "@storybook/react-vite";
import { LegalDocument } from "@casino/ui";

const BODY = [
  '<h2 id="who-we-are">Who we are</h2>',
  "<p>Demo Casino is operated by Demo Gaming N.V. This policy explains which data we keep and why.</p>",
  '<h2 id="data-we-keep">The data we keep</h2>',
  "<ul><li>Your name, date of birth and address, to verify your identity.</li><li>Your deposits and withdrawals, as the law requires.</li></ul>",
  '<h3 id="how-long">How long we keep it</h3>',
  "<p>We keep your records for <strong>five years</strong> after your account closes.</p>",
  '<h2 id="your-rights">Your rights</h2>',
  '<p>You can ask for a copy of your data at any time: write to <a href="mailto:privacy@demo.casino">privacy@demo.casino</a>.</p>',
].join("");

const meta = {
  title: "Content/LegalDocument",
  component: LegalDocument,
  tags: ["autodocs"],
  args: {
    title: "Privacy policy",
    updated: "Last updated 1 November 2026",
    contents: [
      { id: "who-we-are", title: "Who we are", level: 2 },
      { id: "data-we-keep", title: "The data we keep", level: 2 },
      { id: "how-long", title: "How long we keep it", level: 3 },
      { id: "your-rights", title: "Your rights", level: 2 },
    ],
    sanitizedHtml: BODY,
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A document with sections, a sub-section, a list and a link. */
export const Default: Story = {};

/** A short text without headings: no table of contents. */
export const WithoutContents: Story = {
  args: {
    title: "Legal use of the website",
    updated: undefined,
    contents: [],
    sanitizedHtml: "<p>You may use this website only where online gambling is legal for you.</p>",
  },
};
