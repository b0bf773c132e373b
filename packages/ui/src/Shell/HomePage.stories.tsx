import type { Meta, StoryObj } from "@storybook/react-vite";
import { CookieNotice, GameRail, Hero, RewardsStrip, SiteFooter, SiteHeader } from "@casino/ui";
import { SAMPLE_GAMES } from "../GameTile/gameFixtures";
import { HERO_IMAGE } from "../Hero/heroFixtures";
import { SAMPLE_ACCOUNT_ITEMS, SAMPLE_FOOTER_GROUPS, SAMPLE_LICENCE, SAMPLE_NAV } from "./shellFixtures";

// A home page composed from the kit's shell, as a site lays it out: for designers to see the
// brands side by side with the theme menu, and for the consumer test to check the parts together.
function HomePage({ session }: { session: "guest" | "player" }) {
  return (
    <div style={{ minHeight: "100vh" }}>
      <SiteHeader
        brandName="Curacao Casino"
        items={SAMPLE_NAV}
        session={session}
        signIn={{ href: "/?modal=login" }}
        signUp={{ href: "/?modal=signup" }}
        balance={{ cash: 1250.5, bonus: 75, total: 1325.5, currencyCode: "EUR" }}
        deposit={{ href: "/deposit" }}
        accountItems={SAMPLE_ACCOUNT_ITEMS}
        onLogout={() => undefined}
      />
      <main
        style={{
          display: "grid",
          gap: "var(--casino-space-6)",
          maxWidth: "var(--casino-content-width)",
          margin: "0 auto",
          padding: "var(--casino-space-5) var(--casino-space-4)",
        }}
      >
        <Hero
          headingLevel={1}
          imageUrl={HERO_IMAGE}
          eyebrow="Welcome package"
          title="150% up to €500 and 100 free spins"
          text="On your first deposit from €20. Wagering and bonus terms apply."
          cta={{ label: "Claim your bonus", href: "/promotions" }}
        />
        <RewardsStrip rakebackHref="?modal=rakeback" cashbackHref="/cashback" promotionsHref="?modal=calendar" />
        <GameRail title="Hot right now" seeAllHref="/casino/hot" games={SAMPLE_GAMES} />
        <GameRail title="Live casino" seeAllHref="/casino/live-casino" games={[...SAMPLE_GAMES].reverse()} />
      </main>
      <SiteFooter
        groups={SAMPLE_FOOTER_GROUPS}
        responsibleGamblingHref="/responsible-gambling"
        licence={SAMPLE_LICENCE}
      />
      <CookieNotice open={session === "guest"} onAccept={() => undefined} />
    </div>
  );
}

const meta = {
  title: "Shell/HomePage",
  component: HomePage,
  args: { session: "guest" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's first look, with the cookie notice. */
export const Guest: Story = {};
/** A signed-in player. */
export const Player: Story = { args: { session: "player" } };
