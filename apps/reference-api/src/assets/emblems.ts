/** The paint an emblem is drawn with: its metal (a gradient), an outline and a deeper detail colour. */
export interface EmblemPaint {
  metal: string;
  line: string;
  detail: string;
}

/** The emblems a tile or banner can carry, each drawn by hand in a 100 × 100 box. */
export type EmblemName =
  | "gem"
  | "crown"
  | "seven"
  | "spade"
  | "heart"
  | "diamond"
  | "club"
  | "star"
  | "cherry"
  | "dice"
  | "wheel"
  | "clover"
  | "bell"
  | "gift"
  | "coins"
  | "rocket"
  | "book";

function star(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / points) * index - Math.PI / 2;
    corners.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return corners.join(" ");
}

function outlined(paint: EmblemPaint): string {
  return `fill="${paint.metal}" stroke="${paint.line}" stroke-width="2.5" stroke-linejoin="round"`;
}

const EMBLEMS: Readonly<Record<EmblemName, (paint: EmblemPaint) => string>> = {
  gem: (p) =>
    `<polygon points="33,20 67,20 84,40 50,86 16,40" ${outlined(p)}/>` +
    `<polygon points="33,20 67,20 84,40 16,40" fill="#fff" fill-opacity=".28"/>` +
    `<polygon points="16,40 42,40 50,86" fill="${p.detail}" fill-opacity=".35"/>` +
    `<path d="M16 40H84M33 20l9 20 8-20 8 20 9-20M42 40l8 46 8-46" fill="none" stroke="${p.line}" stroke-width="1.6" stroke-opacity=".7"/>`,
  crown: (p) =>
    `<path d="M18 70 12 32l22 17 16-27 16 27 22-17-6 38Z" ${outlined(p)}/>` +
    `<rect x="17" y="70" width="66" height="12" rx="3" ${outlined(p)}/>` +
    `<circle cx="12" cy="30" r="5" ${outlined(p)}/><circle cx="50" cy="20" r="5" ${outlined(p)}/><circle cx="88" cy="30" r="5" ${outlined(p)}/>` +
    `<circle cx="35" cy="76" r="3" fill="${p.detail}"/><circle cx="50" cy="76" r="3.5" fill="${p.detail}"/><circle cx="65" cy="76" r="3" fill="${p.detail}"/>`,
  seven: (p) =>
    `<path d="M22 18h58v13L52 84H33l27-50H22Z" ${outlined(p)}/>` +
    `<path d="M26 22h50v5H26Z" fill="#fff" fill-opacity=".35"/>`,
  spade: (p) =>
    `<path d="M50 14S16 40 16 60c0 12 10 18 21 14 4-2 7-5 9-8-1 8-4 14-10 18h28c-6-4-9-10-10-18 2 3 5 6 9 8 11 4 21-2 21-14 0-20-34-46-34-46Z" ${outlined(p)}/>`,
  heart: (p) =>
    `<path d="M50 84S14 61 14 37c0-12 9-20 20-20 7 0 13 4 16 10 3-6 9-10 16-10 11 0 20 8 20 20 0 24-36 47-36 47Z" ${outlined(p)}/>` +
    `<path d="M24 34c2-7 8-10 14-9" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>`,
  diamond: (p) =>
    `<path d="M50 12 82 50 50 88 18 50Z" ${outlined(p)}/><path d="M50 12 50 88M18 50h64" stroke="${p.line}" stroke-opacity=".35" stroke-width="1.5"/>`,
  club: (p) =>
    `<path d="M46 60 39 86h22l-7-26Z" ${outlined(p)}/>` +
    `<circle cx="50" cy="32" r="16" ${outlined(p)}/><circle cx="31" cy="56" r="16" ${outlined(p)}/><circle cx="69" cy="56" r="16" ${outlined(p)}/>`,
  star: (p) =>
    `<polygon points="${star(50, 53, 40, 17)}" ${outlined(p)}/>` +
    `<polygon points="${star(50, 53, 18, 8)}" fill="#fff" fill-opacity=".35"/>`,
  cherry: (p) =>
    `<path d="M34 56C38 38 50 24 64 14M68 58c-2-16-3-30-4-44" fill="none" stroke="${p.line}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M64 14c10-7 22-4 27 5-10 5-20 3-27-5Z" ${outlined(p)}/>` +
    `<circle cx="33" cy="68" r="17" ${outlined(p)}/><circle cx="68" cy="72" r="17" ${outlined(p)}/>` +
    `<circle cx="27" cy="62" r="4" fill="#fff" fill-opacity=".6"/><circle cx="62" cy="66" r="4" fill="#fff" fill-opacity=".6"/>`,
  dice: (p) =>
    `<g transform="rotate(-12 50 50)"><rect x="18" y="18" width="64" height="64" rx="13" ${outlined(p)}/>` +
    [
      [34, 34],
      [66, 34],
      [50, 50],
      [34, 66],
      [66, 66],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6.5" fill="${p.detail}"/>`)
      .join("") +
    `</g>`,
  wheel: (p) =>
    `<circle cx="50" cy="50" r="38" ${outlined(p)}/>` +
    `<circle cx="50" cy="50" r="27" fill="${p.detail}" fill-opacity=".55"/>` +
    Array.from({ length: 12 }, (_, index) => {
      const angle = (Math.PI / 6) * index;
      const x = (50 + 27 * Math.cos(angle)).toFixed(1);
      const y = (50 + 27 * Math.sin(angle)).toFixed(1);
      return `<line x1="50" y1="50" x2="${x}" y2="${y}" stroke="${p.metal}" stroke-width="2"/>`;
    }).join("") +
    `<circle cx="50" cy="50" r="8" ${outlined(p)}/><circle cx="50" cy="17" r="4.5" fill="#fff"/>`,
  clover: (p) =>
    `<path d="M50 56c4 12 10 22 20 30" fill="none" stroke="${p.line}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="50" cy="30" r="15" ${outlined(p)}/><circle cx="70" cy="50" r="15" ${outlined(p)}/>` +
    `<circle cx="30" cy="50" r="15" ${outlined(p)}/><circle cx="50" cy="50" r="15" ${outlined(p)}/>` +
    `<circle cx="50" cy="50" r="5" fill="${p.detail}"/>`,
  bell: (p) =>
    `<circle cx="50" cy="16" r="5" ${outlined(p)}/>` +
    `<path d="M50 20c-16 0-22 14-22 30 0 14-6 20-10 24h64c-4-4-10-10-10-24 0-16-6-30-22-30Z" ${outlined(p)}/>` +
    `<circle cx="50" cy="80" r="7" ${outlined(p)}/><path d="M38 34c2-5 6-8 11-8" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="4" stroke-linecap="round"/>`,
  gift: (p) =>
    `<rect x="22" y="44" width="56" height="40" rx="4" ${outlined(p)}/>` +
    `<rect x="17" y="33" width="66" height="13" rx="3" ${outlined(p)}/>` +
    `<rect x="45" y="33" width="10" height="51" fill="${p.detail}"/>` +
    `<path d="M50 33c-8-14-24-16-22-5 2 6 14 6 22 5Zm0 0c8-14 24-16 22-5-2 6-14 6-22 5Z" ${outlined(p)}/>`,
  coins: (p) =>
    [72, 58, 44]
      .map(
        (y) =>
          `<path d="M22 ${y}v8c0 5 13 9 28 9s28-4 28-9v-8" ${outlined(p)}/>` +
          `<ellipse cx="50" cy="${y}" rx="28" ry="9" ${outlined(p)}/>`,
      )
      .join("") + `<polygon points="${star(50, 44, 7, 3)}" fill="${p.detail}"/>`,
  rocket: (p) =>
    `<path d="M42 66 50 90l8-24Z" fill="#ff8a1f"/><path d="M46 66l4 14 4-14Z" fill="#ffe27a"/>` +
    `<path d="M36 50 22 70l14-4Zm28 0 14 20-14-4Z" ${outlined(p)}/>` +
    `<path d="M50 10c13 11 17 31 14 56H36c-3-25 1-45 14-56Z" ${outlined(p)}/>` +
    `<circle cx="50" cy="38" r="8" fill="${p.detail}" stroke="${p.line}" stroke-width="2"/>`,
  book: (p) =>
    `<path d="M16 26c12-5 25-3 34 4 9-7 22-9 34-4v52c-12-4-25-2-34 5-9-7-22-9-34-5Z" ${outlined(p)}/>` +
    `<path d="M50 30v53" stroke="${p.line}" stroke-width="2"/>` +
    `<path d="M33 46 38 54l-5 8-5-8Zm34 0 5 8-5 8-5-8Z" fill="${p.detail}"/>`,
};

/** An emblem's markup in its 100 × 100 box. */
export function emblemMarkup(name: EmblemName, paint: EmblemPaint): string {
  return EMBLEMS[name](paint);
}

const SUITS: readonly EmblemName[] = ["spade", "heart", "diamond", "club"];
const FALLBACKS: readonly EmblemName[] = ["gem", "crown", "star", "seven", "cherry", "clover", "bell"];

/** The emblem a game's name suggests, first match wins; otherwise one chosen by `hash`. */
const EMBLEM_BY_NAME: readonly [RegExp, EmblemName | "suit"][] = [
  [/Roulette|Wheel/, "wheel"],
  [/Blackjack|Baccarat|Poker|Hold'em|Teen Patti|Andar Bahar|Dragon Tiger/, "suit"],
  [/Dice|Sic Bo|Craps|Hi-Lo|Keno|Ladder|Tower/, "dice"],
  [/Crash|Rocket|Comet|Limbo|Balloon/, "rocket"],
  [/Plinko|Coin Flip|Jackpot|Gold|Riches|Treasures|Fortune/, "coins"],
  [/Cases|Hold & Win/, "gift"],
  [/^Book of /, "book"],
  [/Sevens|Inferno/, "seven"],
  [/Fruits|Cherries|Orchard/, "cherry"],
  [/Bells/, "bell"],
  [/Clover|Lucky/, "clover"],
  [/Crown|Royal|Pharaoh|Empress|Titan|Dynasty|Imperial/, "crown"],
  [/Mines|Gems|Jewels|Diamonds|Rubies|Crystal|Emerald|Sapphire|Jade/, "gem"],
  [/Stars|Cosmic|Phoenix|Neon|Scratch|Penalty/, "star"],
];

/** The emblem of a game: by the words of its name, or one of a few by its hash. */
export function emblemForName(name: string, hash: number): EmblemName {
  const match = EMBLEM_BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
  const choices = match === "suit" ? SUITS : match ? [match] : FALLBACKS;
  const chosen = choices[hash % choices.length];
  if (!chosen) throw new Error("no emblem to choose from");
  return chosen;
}
