import type { GameKind } from "./game-providers.ts";

// Invented titles in the style of slot and live-game names; no studio's real titles or marks.

function words(list: string): readonly string[] {
  return list.split("|");
}

const ADJECTIVES = words(
  "Golden|Wild|Lucky|Mystic|Frozen|Blazing|Royal|Neon|Crystal|Midnight|Thunder|Savage|Sweet|" +
    "Electric|Ancient|Emerald|Sapphire|Velvet|Cosmic|Iron|Scarlet|Silver|Hidden|Dancing|" +
    "Roaring|Sacred|Burning|Shining|Jade|Amber",
);

const NOUNS = words(
  "Dragon|Phoenix|Tiger|Wolves|Pharaoh|Samurai|Vikings|Fortune|Treasures|Riches|Gems|Fruits|" +
    "Jewels|Bandit|Buffalo|Panda|Koi|Sphinx|Kraken|Lotus|Sevens|Cherries|Crown|Empress|Titan|" +
    "Oracle|Mermaid|Stallion|Falcon|Goblin|Yeti|Cobra|Lantern|Compass|Clover|Bells|Stars|" +
    "Diamonds|Rubies|Scarabs",
);

const PLACES = words(
  "Atlantis|the Nile|Avalon|El Dorado|Babylon|Valhalla|Shangri-La|the Amazon|the Aztecs|" +
    "Persia|the North|the Deep|the Dunes|the Jungle|Camelot|Sparta",
);

const SUFFIXES = words(
  "Rush|Blitz|Fever|Frenzy|Quest|Legends|Deluxe|Hold & Win|Gold|Strike|Link|Inferno|Blast|" +
    "Cascade|Dynasty|Odyssey|Reloaded",
);

const BOOK_SUBJECTS = words("Shadows|Sands|Anubis|Osiris|the Abyss|Runes|the Magus|Secrets");

const INSTANT_PREFIXES = words(
  "Comet|Turbo|Pixel|Cosmic|Zen|Arctic|Volcano|Hyper|Retro|Space|Candy|Diamond|Jungle|Solar|" + "Nitro",
);

const INSTANT_GAMES = words(
  "Crash|Plinko|Mines|Dice|Hi-Lo|Keno|Tower|Limbo|Scratch|Coin Flip|Rocket|Balloon|Penalty|" + "Cases|Ladder",
);

const LIVE_VENUES = words(
  "Velvet|Riviera|Grand Salon|Skyline|Harbour|Marina|Emerald Room|Golden Lounge|Imperial|" +
    "Royal Palm|Sapphire|Crystal Hall|Blue Lagoon|Midnight|Empire|Opal",
);

const LIVE_TABLES = words(
  "Roulette|Blackjack|Baccarat|Poker|Sic Bo|Dragon Tiger|Andar Bahar|Teen Patti|Craps|" +
    "Fortune Wheel|Hold'em|Speed Baccarat|Auto Roulette|Dice Duel",
);

/** A title generator for each kind of game, drawing from the lists above. */
export const TITLE_PATTERNS: Readonly<Record<GameKind, readonly ((pick: <T>(list: readonly T[]) => T) => string)[]>> = {
  slot: [
    (pick) => `${pick(ADJECTIVES)} ${pick(NOUNS)}`,
    (pick) => `${pick(ADJECTIVES)} ${pick(NOUNS)}`,
    (pick) => `${pick(NOUNS)} of ${pick(PLACES)}`,
    (pick) => `${pick(NOUNS)} ${pick(SUFFIXES)}`,
    (pick) => `Book of ${pick(BOOK_SUBJECTS)}`,
  ],
  megaways: [(pick) => `${pick(ADJECTIVES)} ${pick(NOUNS)} Ways`, (pick) => `${pick(NOUNS)} ${pick(SUFFIXES)} Ways`],
  instant: [(pick) => `${pick(INSTANT_PREFIXES)} ${pick(INSTANT_GAMES)}`],
  live: [(pick) => `${pick(LIVE_VENUES)} ${pick(LIVE_TABLES)}`, (pick) => `${pick(LIVE_TABLES)} ${pick(LIVE_VENUES)}`],
};

/** Words that put a slot in the lobby's Collections (book, classic and fruit slots). */
export const COLLECTION_WORDS = /^Book of |Fruits|Cherries|Sevens|Bells|Jackpot/;

/** Games that always exist, first in the catalogue: the promotions name some, and tests use them. */
export const FEATURED_GAMES: readonly { name: string; providerSlug: string; kind: GameKind }[] = [
  { name: "Book of Embers", providerSlug: "emberforge", kind: "slot" },
  { name: "Orchard Frenzy", providerSlug: "driftwood-play", kind: "slot" },
  { name: "Crystal Crown", providerSlug: "aurora-reels", kind: "slot" },
  { name: "Thunder Titan Ways", providerSlug: "granite-peak-gaming", kind: "megaways" },
  { name: "Comet Crash", providerSlug: "lumen-labs", kind: "instant" },
  { name: "Velvet Roulette", providerSlug: "halcyon-live", kind: "live" },
  { name: "Golden Lotus Jackpot", providerSlug: "jadewing-games", kind: "slot" },
  { name: "Riviera Blackjack", providerSlug: "kestrel-live-studios", kind: "live" },
  { name: "Neon Plinko", providerSlug: "ironleaf-interactive", kind: "instant" },
  { name: "Sevens Inferno", providerSlug: "blackthorn-studios", kind: "slot" },
  { name: "Frozen Yeti Hold & Win", providerSlug: "fable-and-frost", kind: "slot" },
  { name: "Copper Kraken Ways", providerSlug: "copperfox-gaming", kind: "megaways" },
];
