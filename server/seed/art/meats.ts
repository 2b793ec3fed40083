/** Smoked meats: brisket and turkey slices, pulled pork and chicken, ribs, sausage, ham, whole birds. */
import { between, pick, shine, type Rng } from './kit';

type SliceLook = { bark: string; ring: string; meat: string; fat: string; fibre: 'fibre' | 'fibre-pale' };

export const BRISKET: SliceLook = { bark: '#24120a', ring: '#a8432c', meat: '#8a4a33', fat: '#e9cfae', fibre: 'fibre' };
export const TURKEY: SliceLook = { bark: '#8a5a2e', ring: '#d9a777', meat: '#ecd3b0', fat: '#f6e6cd', fibre: 'fibre-pale' };

/** The grain of sliced meat: faint wavy lines across the slice. */
function grain(x: number, y: number, w: number, h: number, color: string): string {
  let out = '';
  for (let ly = y + 8; ly < y + h - 4; ly += 9) out += `<path d="M${x + 2} ${ly} q${w / 4} -3 ${w / 2} 0 t${w / 2 - 4} 0" stroke="${color}" stroke-width="1.6" opacity="0.35" fill="none"/>`;
  return out;
}

/** One slice: peppered bark, the pink smoke ring, the meat with its grain and a line of fat. */
function slice(x: number, y: number, w: number, h: number, angle: number, look: SliceLook): string {
  return (
    `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})">` +
    `<rect x="${x + 3}" y="${y + 7}" width="${w + 2}" height="${h + 2}" rx="13" fill="#000" opacity="0.3"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${look.bark}"/>` +
    `<rect x="${x + 5}" y="${y + 6}" width="${w - 10}" height="${h - 12}" rx="9" fill="${look.ring}"/>` +
    `<rect x="${x + 10}" y="${y + 12}" width="${w - 20}" height="${h - 24}" rx="7" fill="${look.meat}"/>` +
    grain(x + 10, y + 14, w - 20, h - 28, look.bark) +
    `<rect x="${x + 6}" y="${y + 5}" width="${w - 12}" height="${Math.round(h * 0.12)}" rx="6" fill="${look.fat}" opacity="0.85"/>` +
    `<rect x="${x + 12}" y="${y + 20}" width="${Math.round(w * 0.25)}" height="${h - 50}" rx="6" fill="url(#gloss)" opacity="0.45"/>` +
    '</g>'
  );
}

/** Slices fanned out from left to right, each overlapping the one before; one grain and one pepper texture over them all. */
export function slices(rng: Rng, x: number, y: number, count: number, look: SliceLook, size: [number, number] = [70, 190]): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += slice(x + i * size[0] * 0.8, y + between(rng, -6, 6), size[0] + between(rng, -4, 6), size[1] + between(rng, -8, 8), -14 + i * (28 / Math.max(1, count - 1)) + between(rng, -3, 3), look);
  }
  return `<g filter="url(#pepper)"><g filter="url(#${look.fibre})">${out}</g></g>`;
}

/** A mound of pulled meat: many short shreds on a shaded base, some glossy with sauce. */
export function pulled(rng: Rng, cx: number, cy: number, r: number, shades: readonly string[], bark: string): string {
  let shreds = '';
  for (let i = 0; i < Math.round(r * 1.4); i += 1) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng()) * r * 0.92;
    const x = Math.round(cx + Math.cos(a) * d);
    const y = Math.round(cy + Math.sin(a) * d * 0.62);
    const len = between(rng, 14, 34);
    const bend = between(rng, -10, 10);
    const tilt = Math.round(rng() * 180);
    const color = rng() < 0.12 ? bark : pick(rng, shades);
    shreds += `<path d="M${x} ${y} q${bend} ${len / 2} ${between(rng, -6, 6)} ${len}" transform="rotate(${tilt} ${x} ${y})" stroke="${color}" stroke-width="${between(rng, 6, 11)}" stroke-linecap="round" fill="none"/>`;
  }
  return (
    `<ellipse cx="${cx}" cy="${cy + 10}" rx="${r + 8}" ry="${r * 0.62}" fill="#000" opacity="0.4" filter="url(#soft)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.6}" fill="${shades[0]}"/>` +
    `<g filter="url(#ragged)">${shreds}</g>` +
    shine(cx - r * 0.3, cy - r * 0.25, r * 0.35, r * 0.1, 0.3, -15)
  );
}

export const PORK_SHADES = ['#9c5a33', '#b87245', '#c98d5a', '#84451f', '#d9a06c'] as const;
export const CHICKEN_SHADES = ['#e2c293', '#d4a873', '#eed6b1', '#c99560', '#f4e2c4'] as const;

/** A rack of ribs: lacquered glaze with char, the bone ends showing, cuts between the bones. */
export function ribs(rng: Rng, x: number, y: number, w: number, h: number, bones: number, angle = 0): string {
  const gap = w / bones;
  let cuts = '';
  let ends = '';
  for (let i = 1; i < bones; i += 1) cuts += `<path d="M${x + i * gap} ${y + 10} q${between(rng, -4, 4)} ${h / 2} 0 ${h - 14}" stroke="#3b0f06" stroke-width="3" opacity="0.7" fill="none"/>`;
  for (let i = 0; i < bones; i += 1) {
    const bx = x + i * gap + gap / 2;
    ends += `<ellipse cx="${bx}" cy="${y + h + 2}" rx="${gap * 0.22}" ry="9" fill="#efe0c4" stroke="#b59a78" stroke-width="2"/><ellipse cx="${bx}" cy="${y + h + 2}" rx="${gap * 0.1}" ry="4" fill="#9b5a3a"/>`;
  }
  return (
    `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})">` +
    `<rect x="${x + 6}" y="${y + 16}" width="${w}" height="${h}" rx="${h * 0.3}" fill="#000" opacity="0.45" filter="url(#soft)"/>` +
    ends +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h * 0.3}" fill="#7a2412" filter="url(#char)"/>` +
    `<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h * 0.45}" rx="${h * 0.2}" fill="#b0421f" opacity="0.55"/>` +
    cuts +
    `<rect x="${x + 14}" y="${y + 10}" width="${w - 28}" height="${h * 0.22}" rx="${h * 0.1}" fill="url(#gloss)" opacity="0.7"/>` +
    '</g>'
  );
}

export type SausageLook = { casing: string; dark: string; inside: string; specks: readonly string[] };
export const JALAPENO: SausageLook = { casing: '#8f3a1f', dark: '#4d170a', inside: '#c77a5e', specks: ['#3f8f2f', '#f2c14e', '#2f6e22'] };
export const POLISH: SausageLook = { casing: '#9b4424', dark: '#521b0b', inside: '#d08a72', specks: ['#f2d7c6', '#b0614a'] };

/** A curved link with a shiny casing and grill marks. */
export function link(x: number, y: number, length: number, bend: number, look: SausageLook, angle = 0): string {
  const d = `M${x} ${y} q${length / 2} ${bend} ${length} 0`;
  const marks = [0.25, 0.45, 0.65].map((t) => `<line x1="${x + length * t}" y1="${y + bend * 0.5 - 14}" x2="${x + length * t + 14}" y2="${y + bend * 0.5 + 14}" stroke="#2a0d05" stroke-width="5" opacity="0.7"/>`);
  return (
    `<g transform="rotate(${angle} ${x + length / 2} ${y})">` +
    `<path d="${d}" transform="translate(4 12)" stroke="#000" stroke-width="46" stroke-linecap="round" fill="none" opacity="0.4" filter="url(#soft)"/>` +
    `<path d="${d}" stroke="${look.dark}" stroke-width="46" stroke-linecap="round" fill="none"/>` +
    `<path d="${d}" transform="translate(0 -4)" stroke="${look.casing}" stroke-width="34" stroke-linecap="round" fill="none" filter="url(#char)"/>` +
    marks.join('') +
    `<path d="${d}" transform="translate(0 -13)" stroke="#fff" stroke-opacity="0.45" stroke-width="5" stroke-linecap="round" fill="none" filter="url(#blur2)"/>` +
    '</g>'
  );
}

/** Sliced rounds of sausage showing what is inside. */
export function rounds(rng: Rng, x: number, y: number, count: number, look: SausageLook): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const cx = x + i * 44;
    const cy = y + (i % 2) * 10;
    let specks = '';
    for (let s = 0; s < 9; s += 1) specks += `<circle cx="${cx + between(rng, -13, 13)}" cy="${cy + between(rng, -9, 9)}" r="${between(rng, 1.5, 3.5)}" fill="${pick(rng, look.specks)}"/>`;
    out +=
      `<ellipse cx="${cx + 3}" cy="${cy + 7}" rx="27" ry="21" fill="#000" opacity="0.3"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="25" ry="19" fill="${look.dark}"/>` +
      `<ellipse cx="${cx}" cy="${cy - 1}" rx="20" ry="15" fill="${look.inside}"/>` +
      specks;
  }
  return `<g filter="url(#crumb)">${out}</g>`;
}

/** A whole smoked brisket: a dark slab with a crust of pepper, its cut end showing the ring. */
export function wholeBrisket(x: number, y: number, w: number, h: number): string {
  return (
    `<rect x="${x + 8}" y="${y + 18}" width="${w}" height="${h}" rx="${h * 0.45}" fill="#000" opacity="0.5" filter="url(#soft)"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h * 0.45}" fill="#20100a" filter="url(#char)"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h * 0.45}" fill="#1a0c06" opacity="0.3" filter="url(#pepper)"/>` +
    `<path d="M${x + w - 30} ${y + 6} q26 ${h / 2} 0 ${h - 12} q-12 -${h / 2} 0 -${h - 12}" fill="#a8432c"/>` +
    `<path d="M${x + w - 26} ${y + 14} q16 ${h / 2 - 8} 0 ${h - 28} q-6 -${h / 2 - 14} 0 -${h - 28}" fill="#8a4a33" filter="url(#fibre)"/>` +
    `<rect x="${x + 30}" y="${y + 10}" width="${w - 90}" height="${h * 0.18}" rx="${h * 0.09}" fill="url(#gloss)" opacity="0.35"/>`
  );
}

/** A whole smoked turkey seen from above: mahogany skin, drumsticks, a glossy breast. */
export function wholeTurkey(cx: number, cy: number, scale = 1): string {
  const s = (n: number) => Math.round(n * scale);
  return (
    `<g transform="translate(${cx} ${cy})">` +
    `<ellipse cx="6" cy="${s(22)}" rx="${s(140)}" ry="${s(84)}" fill="#000" opacity="0.5" filter="url(#soft)"/>` +
    `<ellipse cx="${s(-104)}" cy="${s(38)}" rx="${s(56)}" ry="${s(30)}" fill="#7a3413" transform="rotate(-28 ${s(-104)} ${s(38)})" filter="url(#char)"/>` +
    `<ellipse cx="${s(104)}" cy="${s(38)}" rx="${s(56)}" ry="${s(30)}" fill="#7a3413" transform="rotate(28 ${s(104)} ${s(38)})" filter="url(#char)"/>` +
    `<circle cx="${s(-150)}" cy="${s(62)}" r="${s(11)}" fill="#f3e6cf"/><circle cx="${s(150)}" cy="${s(62)}" r="${s(11)}" fill="#f3e6cf"/>` +
    `<ellipse cx="0" cy="0" rx="${s(120)}" ry="${s(78)}" fill="#8e3f18" filter="url(#char)"/>` +
    `<ellipse cx="0" cy="${s(-8)}" rx="${s(92)}" ry="${s(54)}" fill="#b45a22" opacity="0.7"/>` +
    `<path d="M0 ${s(-62)} q${s(-8)} ${s(60)} 0 ${s(120)}" stroke="#6a2a0e" stroke-width="3" fill="none" opacity="0.6"/>` +
    shine(s(-34), s(-30), s(40), s(14), 0.45, -18) +
    shine(s(40), s(-26), s(30), s(10), 0.3, 15) +
    '</g>'
  );
}

/** A spiral-cut ham: a glazed dome with its spiral of slices and cloves. */
export function spiralHam(rng: Rng, cx: number, cy: number): string {
  let lines = '';
  for (let i = 0; i < 7; i += 1) lines += `<path d="M${cx - 110 + i * 32} ${cy - 70 + Math.abs(3 - i) * 8} q-16 70 4 ${130 - Math.abs(3 - i) * 14}" stroke="#5e1c0c" stroke-width="4" fill="none" opacity="0.75"/>`;
  let cloves = '';
  for (let i = 0; i < 10; i += 1) cloves += `<circle cx="${cx + between(rng, -90, 90)}" cy="${cy + between(rng, -50, 40)}" r="3.5" fill="#2a1208"/>`;
  return (
    `<ellipse cx="${cx + 6}" cy="${cy + 24}" rx="150" ry="86" fill="#000" opacity="0.5" filter="url(#soft)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="140" ry="88" fill="#c8573a"/>` +
    `<ellipse cx="${cx}" cy="${cy - 6}" rx="128" ry="76" fill="#a8391f" filter="url(#char)"/>` +
    `<ellipse cx="${cx - 10}" cy="${cy - 14}" rx="96" ry="50" fill="#d9774a" opacity="0.55"/>` +
    lines +
    cloves +
    `<ellipse cx="${cx + 112}" cy="${cy + 10}" rx="26" ry="50" fill="#f0b9a3"/><ellipse cx="${cx + 112}" cy="${cy + 10}" rx="10" ry="18" fill="#f4e7d6"/>` +
    shine(cx - 50, cy - 44, 48, 14, 0.5, -12)
  );
}
