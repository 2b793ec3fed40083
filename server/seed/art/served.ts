/** Ways food is served: sandwiches on buns, compartment plates, catering pans, boxes and kits. */
import { between, shine, type Rng } from './kit';

/** A sandwich seen from the side: sesame bun, the filling drawn by the caller, pickles. */
export function sandwich(rng: Rng, cx: number, bottom: number, filling: string, extra = ''): string {
  let seeds = '';
  for (let i = 0; i < 14; i += 1) {
    const x = cx + between(rng, -110, 110);
    const y = bottom - 190 + Math.abs(x - cx) * 0.35 + between(rng, 0, 30);
    seeds += `<ellipse cx="${x}" cy="${y}" rx="5" ry="2.6" fill="#f7ecd2" transform="rotate(${between(rng, -40, 40)} ${x} ${y})"/>`;
  }
  return (
    `<ellipse cx="${cx + 6}" cy="${bottom + 4}" rx="190" ry="26" fill="#000" opacity="0.55" filter="url(#soft)"/>` +
    `<path d="M${cx - 150} ${bottom - 30} q0 30 30 30 h240 q30 0 30 -30 z" fill="#c27530" filter="url(#crumb)"/>` +
    filling +
    extra +
    `<path d="M${cx - 160} ${bottom - 120} q10 -110 160 -110 q150 0 160 110 q-160 14 -320 0 z" fill="#c8782d" filter="url(#crumb)"/>` +
    `<path d="M${cx - 130} ${bottom - 150} q30 -60 130 -66 q-80 20 -110 80 z" fill="#e9a85a" opacity="0.7"/>` +
    seeds +
    shine(cx - 60, bottom - 180, 40, 10, 0.35, -18)
  );
}

/** Fillings for the sandwich, drawn between the bun halves (about 80 px tall). */
export const FILLING = {
  chopped: (rng: Rng, cx: number, bottom: number) => {
    let bits = `<path d="M${cx - 160} ${bottom - 30} q20 -100 160 -100 q140 0 160 100 z" fill="#5a2414"/>`;
    for (let i = 0; i < 40; i += 1) {
      const x = cx + between(rng, -150, 140);
      const y = bottom - between(rng, 40, 116);
      bits += `<rect x="${x}" y="${y}" width="${between(rng, 10, 20)}" height="${between(rng, 8, 16)}" rx="3" fill="${rng() < 0.3 ? '#24120a' : '#8a4a33'}" transform="rotate(${between(rng, -30, 30)} ${x} ${y})"/>`;
    }
    return bits + `<path d="M${cx - 150} ${bottom - 60} q150 30 300 0" stroke="#8e1f0f" stroke-width="9" fill="none" opacity="0.8"/>`;
  },
  pork: (rng: Rng, cx: number, bottom: number) => {
    let out = `<path d="M${cx - 164} ${bottom - 30} q20 -100 164 -100 q144 0 164 100 z" fill="#a8673d"/>`;
    for (let i = 0; i < 50; i += 1) out += `<path d="M${cx + between(rng, -160, 150)} ${bottom - between(rng, 36, 120)} q8 ${between(rng, -12, 12)} ${between(rng, 18, 30)} ${between(rng, -6, 6)}" stroke="${rng() < 0.5 ? '#c98d5a' : '#84451f'}" stroke-width="6" stroke-linecap="round" fill="none"/>`;
    return `<g filter="url(#ragged)">${out}</g>` + `<path d="M${cx - 140} ${bottom - 40} q140 40 280 0" stroke="#eef0d8" stroke-width="14" fill="none"/>`;
  },
  turkey: (_rng: Rng, cx: number, bottom: number) =>
    [0, 1, 2].map((i) => `<path d="M${cx - 170 + i * 6} ${bottom - 40 - i * 24} q170 -40 340 0 q-170 30 -340 0 z" fill="${i % 2 ? '#e6c49a' : '#efd7b5'}" stroke="#9c6a3c" stroke-width="3"/>`).join('') +
    `<path d="M${cx - 150} ${bottom - 34} q30 12 60 0 q30 12 60 0 q30 12 60 0 q30 12 60 0 q30 12 60 0" stroke="#5fa043" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  sausage: (_rng: Rng, cx: number, bottom: number) =>
    `<rect x="${cx - 190}" y="${bottom - 110}" width="380" height="60" rx="30" fill="#7d2b14" filter="url(#char)"/>` +
    `<rect x="${cx - 180}" y="${bottom - 104}" width="360" height="16" rx="8" fill="url(#gloss)" opacity="0.6"/>` +
    [-90, -10, 70].map((d) => `<circle cx="${cx + d}" cy="${bottom - 56}" r="12" fill="#4f9a3a" stroke="#2f6e22" stroke-width="3"/>`).join(''),
  westerner: (rng: Rng, cx: number, bottom: number) =>
    FILLING.chopped(rng, cx, bottom) +
    `<path d="M${cx - 170} ${bottom - 110} h340 l-20 30 h-300 z" fill="#f2a81d"/>` +
    [-110, -30, 50, 120].map((d) => `<ellipse cx="${cx + d}" cy="${bottom - 122}" rx="46" ry="20" fill="none" stroke="#d99a3f" stroke-width="16" filter="url(#crumb)"/>`).join(''),
};

/** A rectangular aluminium pan from above with whatever the caller puts inside. */
export function pan(x: number, y: number, w: number, h: number, inside: string): string {
  return (
    `<rect x="${x + 6}" y="${y + 14}" width="${w}" height="${h}" rx="10" fill="#000" opacity="0.5" filter="url(#soft)"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="url(#steel)" stroke="#7d8388" stroke-width="2"/>` +
    `<rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" rx="6" fill="#8d9398"/>` +
    `<g>${inside}</g>`
  );
}

/** A serving spoon laid across a pan. */
export const spoon = (x: number, y: number, angle: number) =>
  `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x}" y="${y - 5}" width="130" height="10" rx="5" fill="url(#steel)" stroke="#6e747a"/><ellipse cx="${x}" cy="${y}" rx="28" ry="18" fill="url(#steel)" stroke="#6e747a"/></g>`;

/** A paper napkin and wrapped cutlery. */
export function cutlery(x: number, y: number, angle: number): string {
  return (
    `<g transform="rotate(${angle} ${x + 40} ${y + 90})">` +
    `<rect x="${x + 4}" y="${y + 10}" width="80" height="190" rx="6" fill="#000" opacity="0.35" filter="url(#blur2)"/>` +
    `<rect x="${x}" y="${y}" width="80" height="190" rx="6" fill="#f4efe4" filter="url(#paper)"/>` +
    `<rect x="${x}" y="${y + 80}" width="80" height="26" fill="#b3261e"/>` +
    `<rect x="${x + 30}" y="${y - 40}" width="8" height="60" rx="3" fill="url(#steel)"/><path d="M${x + 24} ${y - 40} v-30 M${x + 34} ${y - 40} v-30 M${x + 44} ${y - 40} v-30" stroke="#b8bec3" stroke-width="4"/>` +
    `<rect x="${x + 48}" y="${y - 56}" width="10" height="76" rx="4" fill="url(#steel)"/>` +
    '</g>'
  );
}

/** A kraft box from above, open, for the boxed lunch. */
export function kraftBox(x: number, y: number, w: number, h: number): string {
  return (
    `<rect x="${x + 8}" y="${y + 16}" width="${w}" height="${h}" rx="6" fill="#000" opacity="0.5" filter="url(#soft)"/>` +
    `<path d="M${x} ${y} h${w} l20 -60 h-${w + 40} z" fill="#caa173" filter="url(#paper)"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#b88a58" filter="url(#paper)"/>` +
    `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="4" fill="#9a6e40"/>`
  );
}

/** A chocolate chip cookie. */
export function cookie(rng: Rng, cx: number, cy: number, r: number): string {
  let chips = '';
  for (let i = 0; i < 8; i += 1) chips += `<ellipse cx="${cx + between(rng, -r * 0.6, r * 0.6)}" cy="${cy + between(rng, -r * 0.5, r * 0.5)}" rx="${r * 0.12}" ry="${r * 0.09}" fill="#3a1e10"/>`;
  return `<circle cx="${cx + 3}" cy="${cy + 6}" r="${r}" fill="#000" opacity="0.35" filter="url(#blur2)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#c88a45" filter="url(#crumb)"/>` + chips;
}

/** A small bag of chips. */
export function chipsBag(x: number, y: number): string {
  return (
    `<path d="M${x} ${y} h110 l-6 150 h-98 z" fill="#e0a31e"/>` +
    `<path d="M${x} ${y} l8 -10 l8 10 l8 -10 l8 10 l8 -10 l8 10 l8 -10 l8 10 l8 -10 l8 10 l8 -10 l8 10 l8 -10 l6 10" fill="#e0a31e"/>` +
    `<ellipse cx="${x + 55}" cy="${y + 74}" rx="36" ry="26" fill="#b3261e"/><ellipse cx="${x + 55}" cy="${y + 74}" rx="22" ry="14" fill="#f3d270"/>` +
    shine(x + 22, y + 70, 6, 50, 0.45)
  );
}

/** A mini slider bun, for trays of sliders seen from above. */
export function slider(cx: number, cy: number): string {
  return (
    `<ellipse cx="${cx + 3}" cy="${cy + 9}" rx="44" ry="34" fill="url(#shade)" opacity="0.5"/>` +
    `<ellipse cx="${cx}" cy="${cy + 6}" rx="40" ry="30" fill="#8a4a2a"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="36" ry="27" fill="#c7772e"/><ellipse cx="${cx - 6}" cy="${cy - 6}" rx="24" ry="15" fill="#e29c4a"/>` +
    shine(cx - 12, cy - 10, 10, 4, 0.55, -20)
  );
}

/** A stack of plates seen from above. */
export function plateStack(cx: number, cy: number): string {
  return (
    `<ellipse cx="${cx + 6}" cy="${cy + 16}" rx="110" ry="78" fill="#000" opacity="0.45" filter="url(#soft)"/>` +
    [12, 6, 0].map((d) => `<ellipse cx="${cx}" cy="${cy + d}" rx="106" ry="74" fill="url(#ceramic)" stroke="#cfc3b0" stroke-width="2"/>`).join('') +
    `<ellipse cx="${cx}" cy="${cy}" rx="74" ry="50" fill="none" stroke="#d7ccba" stroke-width="3"/>`
  );
}

/** A chafing dish's burner flame beneath a pan, for full-service buffets. */
export const flame = (x: number, y: number) =>
  `<path d="M${x} ${y} q-12 -20 0 -40 q4 16 12 8 q6 20 -12 32 z" fill="#f2a31d"/><path d="M${x + 2} ${y - 4} q-6 -10 0 -20 q6 12 0 20 z" fill="#fbe27a"/>`;
