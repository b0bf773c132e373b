import type { GameItem } from "./GameTile";

/** Game art for stories and tests: a drawn SVG per game (no network), in the colours given. */
function gameArt(initials: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="300" height="400" fill="url(#g)"/><circle cx="240" cy="70" r="120" fill="#ffffff" fill-opacity="0.12"/><circle cx="40" cy="360" r="90" fill="#000000" fill-opacity="0.18"/><text x="150" y="230" font-family="Georgia, serif" font-size="120" font-weight="700" fill="#ffffff" fill-opacity="0.92" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A lobby category's games, as the back end's game list would give them. */
export const SAMPLE_GAMES: readonly GameItem[] = [
  {
    id: "book-of-ra",
    name: "Book of Riches",
    provider: "Lumen Play",
    imageUrl: gameArt("BR", "#7a3b0c", "#f2b632"),
    href: "/casino/games/book-of-riches",
    rtp: "96.21%",
    badge: "hot",
  },
  {
    id: "neon-fruits",
    name: "Neon Fruits Deluxe",
    provider: "Arcadia",
    imageUrl: gameArt("NF", "#5b0f6e", "#ff4db8"),
    href: "/casino/games/neon-fruits",
    rtp: "95.5%",
    badge: "new",
  },
  {
    id: "gates",
    name: "Gates of the Sun",
    provider: "Solaris",
    imageUrl: gameArt("GS", "#0e3b73", "#43c6ff"),
    href: "/casino/games/gates-of-the-sun",
    rtp: "96.5%",
  },
  {
    id: "wild-west",
    name: "Wild West Gold Rush",
    provider: "Frontier Games",
    imageUrl: gameArt("WW", "#5a2410", "#e06a2b"),
    href: "/casino/games/wild-west",
    rtp: "96.1%",
  },
  {
    id: "emerald",
    name: "Emerald Vault",
    provider: "Lumen Play",
    imageUrl: gameArt("EV", "#06402a", "#3ddc84"),
    href: "/casino/games/emerald-vault",
    rtp: "97%",
    badge: "hot",
  },
  {
    id: "roulette",
    name: "Lightning Roulette",
    provider: "Live Studio",
    imageUrl: gameArt("LR", "#1d1d3f", "#8a7dff"),
    href: "/casino/games/lightning-roulette",
    rtp: "97.3%",
  },
  {
    id: "blackjack",
    name: "Blackjack VIP",
    provider: "Live Studio",
    imageUrl: gameArt("BJ", "#0b2e22", "#2f9e6f"),
    href: "/casino/games/blackjack-vip",
    rtp: "99.28%",
  },
  {
    id: "crash",
    name: "Rocket Crash",
    provider: "Orbit",
    imageUrl: gameArt("RC", "#3a0d12", "#ff5c7a"),
    href: "/casino/games/rocket-crash",
    rtp: "97%",
    badge: "new",
  },
];
