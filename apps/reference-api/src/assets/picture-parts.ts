import type { Palette } from "./palettes.ts";

const RAY_COUNT = 18;

/** The gradients, glow, shade and shadow every picture draws with. */
export function pictureDefs(palette: Palette): string {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/>` +
    `<stop offset=".55" stop-color="${palette.via}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".6"/>` +
    `<stop offset=".5" stop-color="${palette.accent}" stop-opacity=".14"/>` +
    `<stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.metalLight}"/>` +
    `<stop offset="1" stop-color="${palette.metalDeep}"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity=".78"/></linearGradient>` +
    `<filter id="lift" x="-20%" y="-20%" width="140%" height="150%">` +
    `<feDropShadow dx="0" dy="5" stdDeviation="5" flood-color="#000" flood-opacity=".5"/></filter>`
  );
}

/** A sunburst of faint rays around (`cx`, `cy`), turned by `turn` degrees. */
export function sunburst(cx: number, cy: number, radius: number, turn: number): string {
  const half = Math.PI / RAY_COUNT / 2;
  const rays = Array.from({ length: RAY_COUNT }, (_, index) => {
    const angle = ((Math.PI * 2) / RAY_COUNT) * index + (turn * Math.PI) / 180;
    const a = `${(cx + radius * Math.cos(angle - half)).toFixed(1)},${(cy + radius * Math.sin(angle - half)).toFixed(1)}`;
    const b = `${(cx + radius * Math.cos(angle + half)).toFixed(1)},${(cy + radius * Math.sin(angle + half)).toFixed(1)}`;
    return `<polygon points="${cx},${cy} ${a} ${b}"/>`;
  });
  return `<g fill="#fff" fill-opacity=".09">${rays.join("")}</g>`;
}

/** A few small four-point sparkles placed by `hash` inside `width` × `height`. */
export function sparkles(hash: number, width: number, height: number, count: number): string {
  let seed = hash;
  const next = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed / 4_294_967_296;
  };
  return Array.from({ length: count }, () => {
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const size = 3 + Math.round(next() * 5);
    return (
      `<path d="M${x} ${y - size}Q${x} ${y} ${x + size} ${y}Q${x} ${y} ${x} ${y + size}` +
      `Q${x} ${y} ${x - size} ${y}Q${x} ${y} ${x} ${y - size}Z" fill="#fff" fill-opacity=".75"/>`
    );
  }).join("");
}
