import { textHash } from "./text-hash.ts";

/** The colours of one image: a three-stop background, a glow, and the emblem's metal. */
export interface Palette {
  /** Background, top left to bottom right. */
  from: string;
  via: string;
  to: string;
  /** Glow behind the emblem, frame and provider line. */
  accent: string;
  /** The emblem's gradient, light to deep. */
  metalLight: string;
  metalDeep: string;
}

/** Twelve deep, saturated backgrounds with a light metal each, all readable under white text. */
export const PALETTES: readonly Palette[] = [
  { from: "#1a0630", via: "#5b1487", to: "#d63384", accent: "#ffd54a", metalLight: "#fff3b0", metalDeep: "#e0a100" },
  { from: "#03152e", via: "#0b4f8a", to: "#17b8d8", accent: "#9ef0ff", metalLight: "#e8fbff", metalDeep: "#38b6e0" },
  { from: "#03201a", via: "#0b6e4f", to: "#2ec48d", accent: "#ffe58a", metalLight: "#fff7c2", metalDeep: "#e3b341" },
  { from: "#230404", via: "#8f1a0b", to: "#ff7a1a", accent: "#ffd166", metalLight: "#fff1b8", metalDeep: "#f0a202" },
  { from: "#0a0a1c", via: "#25235a", to: "#6d5bd0", accent: "#ffcf4d", metalLight: "#fff0b3", metalDeep: "#d99a00" },
  { from: "#33061f", via: "#b0174f", to: "#ff9f43", accent: "#fff1a8", metalLight: "#fffbe0", metalDeep: "#ffb020" },
  { from: "#0d1f08", via: "#3c7a18", to: "#b7dd3c", accent: "#fff4b0", metalLight: "#ffffe8", metalDeep: "#e8c547" },
  { from: "#08192c", via: "#285f94", to: "#9fd3f5", accent: "#ffffff", metalLight: "#ffffff", metalDeep: "#9cc9ea" },
  { from: "#261402", via: "#9a5a0c", to: "#f6c667", accent: "#fff6d6", metalLight: "#fffaf0", metalDeep: "#e9b44c" },
  { from: "#06011c", via: "#3a0ca3", to: "#f72585", accent: "#4cc9f0", metalLight: "#d6f6ff", metalDeep: "#4cc9f0" },
  { from: "#04242a", via: "#0f766e", to: "#f59e0b", accent: "#fde68a", metalLight: "#fffbeb", metalDeep: "#f59e0b" },
  { from: "#120508", via: "#5c0a1e", to: "#e11d48", accent: "#fcd34d", metalLight: "#fff7cc", metalDeep: "#f2b705" },
];

/** The palette a key (a slug) always gets. */
export function paletteFor(key: string): Palette {
  const palette = PALETTES[textHash(key) % PALETTES.length];
  if (!palette) throw new Error("PALETTES is empty");
  return palette;
}
