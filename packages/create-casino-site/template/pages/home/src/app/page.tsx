import { Hero } from "@casino/ui";
import { BRAND } from "../site";

/** The front door: the brand's welcome. */
export default function HomePage() {
  return (
    <main>
      <Hero
        headingLevel={1}
        eyebrow="Welcome"
        title={BRAND.name}
        text="Games, rewards and a cashier, in your colours."
      />
    </main>
  );
}
