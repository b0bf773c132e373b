/** What a game is, which decides its lobby category, its numbers and its art. */
export type GameKind = "slot" | "megaways" | "instant" | "live";

/** A game studio of the demo catalogue (invented names). */
export interface SeedGameProvider {
  slug: string;
  name: string;
  /** The kinds of game it makes. */
  kinds: readonly GameKind[];
}

/** Twelve studios: slot makers, two live studios and two instant-game labs. */
export const SEED_GAME_PROVIDERS: readonly SeedGameProvider[] = [
  { slug: "aurora-reels", name: "Aurora Reels", kinds: ["slot", "megaways"] },
  { slug: "blackthorn-studios", name: "Blackthorn Studios", kinds: ["slot"] },
  { slug: "copperfox-gaming", name: "Copperfox Gaming", kinds: ["slot", "megaways"] },
  { slug: "driftwood-play", name: "Driftwood Play", kinds: ["slot"] },
  { slug: "emberforge", name: "Emberforge", kinds: ["slot", "megaways"] },
  { slug: "fable-and-frost", name: "Fable & Frost", kinds: ["slot"] },
  { slug: "granite-peak-gaming", name: "Granite Peak Gaming", kinds: ["megaways", "slot"] },
  { slug: "halcyon-live", name: "Halcyon Live", kinds: ["live"] },
  { slug: "ironleaf-interactive", name: "Ironleaf Interactive", kinds: ["instant", "slot"] },
  { slug: "jadewing-games", name: "Jadewing Games", kinds: ["slot"] },
  { slug: "kestrel-live-studios", name: "Kestrel Live Studios", kinds: ["live"] },
  { slug: "lumen-labs", name: "Lumen Labs", kinds: ["instant"] },
];
