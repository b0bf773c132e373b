import { Hero } from "@casino/ui";
import { BRAND } from "../site";
import { PlayerCorner } from "./player-corner";

/** The front door: the brand's welcome, and signing in. */
export default function HomePage() {
  return (
    <main>
      <PlayerCorner />
      <Hero
        headingLevel={1}
        eyebrow="Welcome"
        title={BRAND.name}
        text="Games, rewards and a cashier, in your colours."
      />
    </main>
  );
}
