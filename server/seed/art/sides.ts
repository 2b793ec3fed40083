/** Sides seen from above in their bowls, breads and pickles. */
import { between, pick, shine, sprinkle, type Rng } from './kit';

export type SideKind = 'mac' | 'beans' | 'slaw' | 'potato' | 'greenBeans' | 'okra' | 'fries' | 'spinach';

/** A bowl seen from above: its rim, its contents, a light on the rim. */
export function bowl(rng: Rng, cx: number, cy: number, r: number, kind: SideKind): string {
  return (
    `<ellipse cx="${cx + 4}" cy="${cy + 12}" rx="${r + 6}" ry="${r * 0.78}" fill="#000" opacity="0.5" filter="url(#soft)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.74}" fill="url(#ceramic)"/>` +
    `<ellipse cx="${cx}" cy="${cy + 2}" rx="${r * 0.84}" ry="${r * 0.6}" fill="#000" opacity="0.25"/>` +
    `<g>${FILLINGS[kind](rng, cx, cy + 3, r * 0.82)}</g>` +
    shine(cx - r * 0.55, cy - r * 0.5, r * 0.25, r * 0.06, 0.6, -20)
  );
}

const base = (cx: number, cy: number, r: number, color: string, filter = 'crumb') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.72}" fill="${color}" filter="url(#${filter})"/>`;

/** One crumb texture over many fried pieces at once. */
const crumbed = (pieces: string) => `<g filter="url(#crumb)">${pieces}</g>`;

function scatter(rng: Rng, cx: number, cy: number, r: number, count: number, draw: (x: number, y: number, angle: number) => string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng()) * r * 0.85;
    out += draw(Math.round(cx + Math.cos(a) * d), Math.round(cy + Math.sin(a) * d * 0.7), Math.round(rng() * 180));
  }
  return out;
}

const FILLINGS: Record<SideKind, (rng: Rng, cx: number, cy: number, r: number) => string> = {
  mac: (rng, cx, cy, r) =>
    base(cx, cy, r, '#f0b52c', 'bubbles') +
    scatter(rng, cx, cy, r, Math.round(r * 0.9), (x, y, a) => `<path d="M${x - 7} ${y} a8 7 0 0 1 14 0" transform="rotate(${a} ${x} ${y})" stroke="${pick(rng, ['#f6cf55', '#e9a21f', '#fbe08a'])}" stroke-width="6" fill="none" stroke-linecap="round"/>`) +
    sprinkle(rng, cx, cy, r * 0.8, 14, ['#b8621a', '#8c4510'], [3, 6]),
  beans: (rng, cx, cy, r) =>
    base(cx, cy, r, '#6e2412', 'char') +
    scatter(rng, cx, cy, r, Math.round(r * 1.2), (x, y, a) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="4" transform="rotate(${a} ${x} ${y})" fill="${pick(rng, ['#9a4a2a', '#7c3118', '#b35a32'])}" stroke="#4a1608" stroke-width="1"/>`) +
    scatter(rng, cx, cy, r * 0.8, 7, (x, y, a) => `<rect x="${x - 7}" y="${y - 6}" width="14" height="12" rx="3" transform="rotate(${a} ${x} ${y})" fill="#2a0f06"/>`) +
    shine(cx, cy - r * 0.2, r * 0.5, r * 0.12, 0.25),
  slaw: (rng, cx, cy, r) =>
    base(cx, cy, r, '#eef0d8', 'paper') +
    scatter(rng, cx, cy, r, Math.round(r * 1.5), (x, y, a) => `<path d="M${x} ${y} q6 4 16 2" transform="rotate(${a} ${x} ${y})" stroke="${pick(rng, ['#dfe8b8', '#c9dc8e', '#f4f4e2', '#8a4f9c', '#ef8f3a'])}" stroke-width="3" fill="none" stroke-linecap="round"/>`),
  potato: (rng, cx, cy, r) =>
    base(cx, cy, r, '#f2dd8f', 'paper') +
    scatter(rng, cx, cy, r, Math.round(r * 0.5), (x, y, a) => `<rect x="${x - 8}" y="${y - 7}" width="16" height="14" rx="4" transform="rotate(${a} ${x} ${y})" fill="${pick(rng, ['#f6e7a8', '#ecd27a', '#fbefc4'])}" stroke="#d8b95a" stroke-width="1"/>`) +
    sprinkle(rng, cx, cy, r * 0.8, 18, ['#5f8f2f', '#3d6b20', '#b86b28'], [2, 3.5]) +
    `<ellipse cx="${cx + r * 0.25}" cy="${cy - r * 0.1}" rx="12" ry="9" fill="#fffdf3"/><circle cx="${cx + r * 0.25}" cy="${cy - r * 0.1}" r="5" fill="#f4c232"/>`,
  greenBeans: (rng, cx, cy, r) =>
    base(cx, cy, r, '#3c5e22', 'leafy') +
    scatter(rng, cx, cy, r, Math.round(r * 0.9), (x, y, a) => `<path d="M${x - 14} ${y} q14 -5 28 0" transform="rotate(${a} ${x} ${y})" stroke="${pick(rng, ['#5b8d2f', '#4a7a25', '#6fa03c'])}" stroke-width="6" fill="none" stroke-linecap="round"/>`) +
    sprinkle(rng, cx, cy, r * 0.7, 10, ['#a3402a', '#c86a50'], [3, 5]),
  okra: (rng, cx, cy, r) =>
    base(cx, cy, r, '#b9782a', 'crumb') +
    crumbed(scatter(rng, cx, cy, r, Math.round(r * 0.5), (x, y) => `<circle cx="${x}" cy="${y}" r="11" fill="#cf9440"/><path d="M${x} ${y - 5} l2 4 l4 1 l-3 3 l1 4 l-4 -2 l-4 2 l1 -4 l-3 -3 l4 -1 z" fill="#6f8f3a"/>`)),
  fries: (rng, cx, cy, r) =>
    base(cx, cy, r, '#c98b2c', 'crumb') +
    crumbed(scatter(rng, cx, cy, r, Math.round(r * 0.45), (x, y, a) =>
      `<g transform="rotate(${a} ${x} ${y})"><rect x="${x - 15}" y="${y - 12}" width="30" height="24" rx="8" fill="${pick(rng, ['#e8b34f', '#f0c466', '#d99a33'])}"/>` +
      `<path d="M${x - 9} ${y - 10} v20 M${x} ${y - 11} v22 M${x + 9} ${y - 10} v20 M${x - 13} ${y - 4} h26 M${x - 13} ${y + 4} h26" stroke="#a86a1c" stroke-width="2" opacity="0.7"/></g>`)),
  spinach: (rng, cx, cy, r) =>
    base(cx, cy, r, '#2f5420', 'leafy') +
    scatter(rng, cx, cy, r * 0.8, 9, (x, y, a) => `<path d="M${x - 16} ${y} q16 -10 32 0" transform="rotate(${a} ${x} ${y})" stroke="#eee7cf" stroke-width="5" fill="none" opacity="0.75" stroke-linecap="round"/>`) +
    sprinkle(rng, cx, cy, r * 0.7, 16, ['#f3ead0', '#d8c78f'], [2, 4]),
};

/** Thick-cut Texas toast, golden at the edges. */
export function toast(x: number, y: number, angle: number): string {
  return (
    `<g transform="rotate(${angle} ${x + 45} ${y + 45})">` +
    `<rect x="${x + 4}" y="${y + 10}" width="90" height="90" rx="18" fill="#000" opacity="0.35" filter="url(#blur2)"/>` +
    `<rect x="${x}" y="${y}" width="90" height="90" rx="18" fill="#b8742e"/>` +
    `<rect x="${x + 7}" y="${y + 7}" width="76" height="76" rx="14" fill="#f4dba0" filter="url(#crumb)"/>` +
    `<rect x="${x + 18}" y="${y + 16}" width="40" height="26" rx="10" fill="#f6c64a" opacity="0.5"/>` +
    '</g>'
  );
}

/** Pickle chips and raw onion, the plate's garnish. */
export function pickles(rng: Rng, x: number, y: number): string {
  let out = '';
  for (let i = 0; i < 4; i += 1) {
    const cx = x + i * 20 + between(rng, -3, 3);
    const cy = y + (i % 2) * 10;
    out += `<circle cx="${cx}" cy="${cy}" r="13" fill="#6f8a2a" stroke="#3f5414" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="6" fill="#a9bb5a" opacity="0.7"/>`;
  }
  out += `<path d="M${x + 4} ${y + 30} a18 12 0 0 1 36 0" stroke="#f3ecf4" stroke-width="5" fill="none"/><path d="M${x + 12} ${y + 36} a12 9 0 0 1 24 0" stroke="#e9dcec" stroke-width="4" fill="none"/>`;
  return out;
}

/** A soft dinner roll, glossy on top. */
export function roll(x: number, y: number): string {
  return (
    `<ellipse cx="${x + 3}" cy="${y + 10}" rx="34" ry="26" fill="#000" opacity="0.35" filter="url(#blur2)"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="34" ry="26" fill="#c7772e"/><ellipse cx="${x - 4}" cy="${y - 6}" rx="26" ry="16" fill="#e09a48"/>` +
    shine(x - 10, y - 10, 12, 5, 0.5, -20)
  );
}
