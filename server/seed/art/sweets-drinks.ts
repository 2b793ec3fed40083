/** Desserts (pudding, cobbler, pie) and drinks (iced tea, lemonade, soda, water). */
import { between, pick, shine, type Rng } from './kit';

/** Banana pudding in a clear cup: pudding and wafer layers, banana coins and a wafer on top. */
export function puddingCup(rng: Rng, cx: number, bottom: number, scale = 1): string {
  const w = 120 * scale;
  const h = 150 * scale;
  const top = bottom - h;
  let layers = '';
  const bands = ['#f7e8b0', '#d9a85a', '#f7e8b0', '#d9a85a', '#fbefc6'];
  bands.forEach((color, i) => {
    const y = bottom - 10 * scale - (i + 1) * (h - 24 * scale) / bands.length;
    layers += `<rect x="${cx - w / 2 + 6}" y="${Math.round(y)}" width="${w - 12}" height="${Math.round((h - 24 * scale) / bands.length) + 1}" fill="${color}"${color === '#d9a85a' ? ' filter="url(#crumb)"' : ''}/>`;
  });
  let coins = '';
  for (let i = 0; i < 4; i += 1) coins += `<ellipse cx="${cx - w / 3 + i * w / 4.5}" cy="${top + 16 * scale + between(rng, -3, 3)}" rx="${13 * scale}" ry="${6 * scale}" fill="#fbf1b8" stroke="#e6cf7a" stroke-width="2"/>`;
  return (
    `<ellipse cx="${cx + 4}" cy="${bottom + 6}" rx="${w * 0.6}" ry="${14 * scale}" fill="#000" opacity="0.5" filter="url(#soft)"/>` +
    layers +
    `<ellipse cx="${cx}" cy="${top + 12 * scale}" rx="${w / 2 - 6}" ry="${12 * scale}" fill="#fdf4d3"/>` +
    coins +
    `<ellipse cx="${cx + w * 0.15}" cy="${top + 4 * scale}" rx="${20 * scale}" ry="${9 * scale}" fill="#d39b4c" transform="rotate(-15 ${cx + w * 0.15} ${top + 4 * scale})"/>` +
    `<path d="M${cx - w / 2} ${top} h${w} l-6 ${h} h-${w - 12} z" fill="url(#glass)" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>` +
    shine(cx - w * 0.36, top + h * 0.45, 4 * scale, h * 0.3, 0.6)
  );
}

/** Peach cobbler in a round baking dish: golden biscuit crust with peaches bubbling through. */
export function cobbler(rng: Rng, cx: number, cy: number, r: number): string {
  let peaches = '';
  for (let i = 0; i < 7; i += 1) {
    const x = cx + between(rng, -r * 0.6, r * 0.6);
    const y = cy + between(rng, -r * 0.4, r * 0.4);
    peaches += `<path d="M${x - 16} ${y} a16 9 0 0 0 32 0 z" fill="#f0a040" stroke="#c8621c" stroke-width="2" transform="rotate(${Math.round(rng() * 90)} ${x} ${y})"/>`;
  }
  let crust = '';
  for (let i = 0; i < 6; i += 1) crust += `<ellipse cx="${cx + between(rng, -r * 0.55, r * 0.55)}" cy="${cy + between(rng, -r * 0.35, r * 0.35)}" rx="${between(rng, 20, 34)}" ry="${between(rng, 14, 22)}" fill="#e3b062" filter="url(#crumb)"/>`;
  return (
    `<ellipse cx="${cx + 6}" cy="${cy + 16}" rx="${r + 10}" ry="${r * 0.72 + 8}" fill="#000" opacity="0.5" filter="url(#soft)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r + 10}" ry="${r * 0.72 + 8}" fill="#f1ede6" stroke="#c9c1b3" stroke-width="3"/>` +
    `<ellipse cx="${cx}" cy="${cy + 2}" rx="${r}" ry="${r * 0.72}" fill="#b8561c" filter="url(#bubbles)"/>` +
    peaches +
    crust +
    `<ellipse cx="${cx - r * 0.2}" cy="${cy - r * 0.15}" rx="${r * 0.3}" ry="${r * 0.18}" fill="#fff7e6" opacity="0.9" filter="url(#blur2)"/>`
  );
}

/** A wedge of pie seen at an angle: crust edge, filling side, topping. */
export function pieSlice(rng: Rng, x: number, y: number, filling: string, top: 'pecans' | 'cream'): string {
  let topping = '';
  if (top === 'pecans') {
    for (let i = 0; i < 9; i += 1) {
      const px = x + 40 + between(rng, 0, 200) * (i / 9 + 0.1);
      const py = y + 20 + between(rng, 0, 60) * (i / 9 + 0.2);
      topping += `<ellipse cx="${px}" cy="${py}" rx="16" ry="9" fill="#5a2a10" stroke="#2e1204" stroke-width="2" transform="rotate(${Math.round(rng() * 60 - 30)} ${px} ${py})"/><path d="M${px - 10} ${py} h20" stroke="#8a4a22" stroke-width="2"/>`;
    }
  } else {
    topping = `<path d="M${x + 170} ${y + 62} q-14 -30 10 -40 q24 -8 28 16 q16 6 6 24 z" fill="#fffaf0" stroke="#eadcc2" stroke-width="2"/>` + shine(x + 176, y + 36, 8, 4, 0.8);
  }
  return (
    `<path d="M${x} ${y + 40} L${x + 280} ${y} L${x + 300} ${y + 110} L${x + 20} ${y + 150} Z" fill="#000" opacity="0.45" filter="url(#soft)"/>` +
    `<path d="M${x + 20} ${y + 40} L${x + 250} ${y + 100} L${x + 250} ${y + 150} L${x + 20} ${y + 80} Z" fill="${filling}" filter="url(#crumb)"/>` +
    `<path d="M${x + 20} ${y + 80} L${x + 250} ${y + 150} L${x + 250} ${y + 164} L${x + 16} ${y + 92} Z" fill="#d39a52" filter="url(#crumb)"/>` +
    `<path d="M${x + 20} ${y + 40} L${x + 250} ${y + 100} L${x + 276} ${y + 4} Q${x + 150} ${y - 16} ${x + 20} ${y + 40} Z" fill="${filling}"/>` +
    `<path d="M${x + 276} ${y + 4} Q${x + 150} ${y - 16} ${x + 20} ${y + 40}" stroke="#d9a055" stroke-width="16" fill="none" stroke-linecap="round" filter="url(#crumb)"/>` +
    topping +
    shine(x + 120, y + 40, 50, 8, 0.3, 14)
  );
}

/** A whole pecan pie from above: fluted crust and rings of pecan halves. */
export function wholePie(rng: Rng, cx: number, cy: number, r: number): string {
  let pecans = '';
  for (const ring of [0.25, 0.5, 0.75]) {
    const count = Math.round(ring * 22);
    for (let i = 0; i < count; i += 1) {
      const a = (i / count) * Math.PI * 2 + ring;
      const x = Math.round(cx + Math.cos(a) * r * ring);
      const y = Math.round(cy + Math.sin(a) * r * ring * 0.72);
      pecans += `<ellipse cx="${x}" cy="${y}" rx="14" ry="8" fill="${pick(rng, ['#5a2a10', '#6b3416', '#4a2008'])}" stroke="#2e1204" stroke-width="2" transform="rotate(${Math.round((a * 180) / Math.PI + 90)} ${x} ${y})"/>`;
    }
  }
  return (
    `<ellipse cx="${cx + 6}" cy="${cy + 16}" rx="${r + 20}" ry="${r * 0.72 + 16}" fill="#000" opacity="0.5" filter="url(#soft)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r + 18}" ry="${r * 0.72 + 14}" fill="#d8a15a" stroke="#b97a38" stroke-width="10" stroke-dasharray="14 8" filter="url(#crumb)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.72}" fill="#7a3a12" filter="url(#bubbles)"/>` +
    pecans +
    shine(cx - r * 0.3, cy - r * 0.3, r * 0.3, r * 0.08, 0.35, -15)
  );
}

export type DrinkLook = { liquid: string; deep: string; garnish: 'lemon' | 'mint' | 'none'; ice: boolean };

/** A tall glass with ice, condensation, a straw and its garnish. */
export function glass(rng: Rng, cx: number, bottom: number, look: DrinkLook, straw = '#d9412f'): string {
  const w = 130;
  const h = 260;
  const top = bottom - h;
  let ice = '';
  if (look.ice) for (let i = 0; i < 5; i += 1) ice += `<rect x="${cx - 44 + (i % 3) * 30 + between(rng, -4, 4)}" y="${top + 30 + Math.floor(i / 3) * 34 + between(rng, -4, 4)}" width="34" height="30" rx="6" fill="#fff" opacity="0.28" stroke="#fff" stroke-opacity="0.6" transform="rotate(${between(rng, -15, 15)} ${cx} ${top + 50})"/>`;
  let drops = '';
  for (let i = 0; i < 16; i += 1) drops += `<circle cx="${cx + between(rng, -w / 2 + 10, w / 2 - 10)}" cy="${top + between(rng, 50, h - 20)}" r="${between(rng, 1.5, 3.5)}" fill="#fff" opacity="0.55"/>`;
  const garnish =
    look.garnish === 'lemon'
      ? `<circle cx="${cx + w / 2 - 6}" cy="${top + 16}" r="30" fill="#f7d83a" stroke="#e4b51c" stroke-width="5"/><circle cx="${cx + w / 2 - 6}" cy="${top + 16}" r="22" fill="#fbeb7a"/>` +
        [0, 60, 120].map((a) => `<line x1="${cx + w / 2 - 28}" y1="${top + 16}" x2="${cx + w / 2 + 16}" y2="${top + 16}" stroke="#f1cf3a" stroke-width="2" transform="rotate(${a} ${cx + w / 2 - 6} ${top + 16})"/>`).join('')
      : look.garnish === 'mint'
        ? `<path d="M${cx + 10} ${top + 8} q20 -30 40 -10 q-16 18 -40 10 z" fill="#4f9a3a"/><path d="M${cx + 6} ${top + 12} q-10 -34 -36 -20 q10 22 36 20 z" fill="#5fae45"/>`
        : '';
  return (
    `<ellipse cx="${cx + 6}" cy="${bottom + 6}" rx="${w * 0.62}" ry="18" fill="#000" opacity="0.5" filter="url(#soft)"/>` +
    `<path d="M${cx - w / 2 + 6} ${top + 24} h${w - 12} l-10 ${h - 30} h-${w - 32} z" fill="${look.liquid}"/>` +
    `<path d="M${cx - w / 2 + 10} ${top + 120} h${w - 20} l-12 ${h - 126} h-${w - 44} z" fill="${look.deep}" opacity="0.55"/>` +
    ice +
    `<line x1="${cx + 20}" y1="${top - 50}" x2="${cx - 4}" y2="${bottom - 30}" stroke="${straw}" stroke-width="11" stroke-linecap="round"/>` +
    `<line x1="${cx + 17}" y1="${top - 46}" x2="${cx - 6}" y2="${top + 40}" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>` +
    `<path d="M${cx - w / 2} ${top} h${w} l-12 ${h} h-${w - 24} z" fill="url(#glass)" stroke="#fff" stroke-opacity="0.55" stroke-width="3"/>` +
    drops +
    shine(cx - w / 2 + 18, top + h * 0.45, 5, h * 0.32, 0.55) +
    garnish
  );
}

export const SWEET_TEA: DrinkLook = { liquid: '#8a3f0c', deep: '#4d1d04', garnish: 'lemon', ice: true };
export const UNSWEET_TEA: DrinkLook = { liquid: '#b5651e', deep: '#6e3509', garnish: 'mint', ice: true };
export const LEMONADE: DrinkLook = { liquid: '#f6e48a', deep: '#e9c743', garnish: 'lemon', ice: true };

/** A paper fountain cup with a lid and a straw. */
export function fountainCup(cx: number, bottom: number): string {
  return (
    `<ellipse cx="${cx + 6}" cy="${bottom + 6}" rx="90" ry="18" fill="#000" opacity="0.5" filter="url(#soft)"/>` +
    `<path d="M${cx - 78} ${bottom - 250} h156 l-20 250 h-116 z" fill="#f7f3ea"/>` +
    `<path d="M${cx - 70} ${bottom - 170} h140 l-7 80 h-126 z" fill="#b3261e"/>` +
    `<path d="M${cx - 62} ${bottom - 140} q62 -30 124 0" stroke="#f7f3ea" stroke-width="8" fill="none"/>` +
    `<path d="M${cx - 78} ${bottom - 250} h40 l-20 250 h-8 z" fill="#000" opacity="0.08"/>` +
    `<rect x="${cx - 86}" y="${bottom - 266}" width="172" height="20" rx="8" fill="#e8e4dc" stroke="#c7c1b5" stroke-width="2"/>` +
    `<path d="M${cx - 64} ${bottom - 266} q64 -24 128 0" fill="#efebe3" stroke="#c7c1b5" stroke-width="2"/>` +
    `<line x1="${cx + 14}" y1="${bottom - 340}" x2="${cx + 4}" y2="${bottom - 270}" stroke="#d9412f" stroke-width="12" stroke-linecap="round"/>` +
    shine(cx - 50, bottom - 120, 6, 90, 0.5)
  );
}

/** A bottle of still water with its label and cap. */
export function waterBottle(cx: number, bottom: number): string {
  const body = `M${cx - 50} ${bottom} v-190 q0 -30 30 -50 v-30 h40 v30 q30 20 30 50 v190 q0 10 -10 10 h-80 q-10 0 -10 -10 z`;
  return (
    `<ellipse cx="${cx + 6}" cy="${bottom + 8}" rx="70" ry="16" fill="#000" opacity="0.5" filter="url(#soft)"/>` +
    `<path d="${body}" fill="#bfe3f4" opacity="0.55" stroke="#eaf7fc" stroke-width="3"/>` +
    `<path d="M${cx - 46} ${bottom - 150} h92 v150 h-92 z" fill="#8fcbe8" opacity="0.45"/>` +
    `<rect x="${cx - 51}" y="${bottom - 120}" width="102" height="56" fill="#1f5e86"/>` +
    `<path d="M${cx - 30} ${bottom - 92} q15 -16 30 0 t30 0" stroke="#bfe3f4" stroke-width="4" fill="none"/>` +
    `<rect x="${cx - 22}" y="${bottom - 290}" width="44" height="24" rx="5" fill="#2b7fb4"/>` +
    [-40, -20, 0, 20, 40].map((d) => `<line x1="${cx - 50}" y1="${bottom - 40 + d / 4}" x2="${cx + 50}" y2="${bottom - 40 + d / 4}" stroke="#eaf7fc" stroke-opacity="0.4" stroke-width="2"/>`).join('') +
    shine(cx - 32, bottom - 170, 6, 60, 0.7)
  );
}

/** A gallon jug of iced tea with a handle. */
export function teaJug(cx: number, bottom: number): string {
  return (
    `<ellipse cx="${cx + 6}" cy="${bottom + 8}" rx="110" ry="18" fill="#000" opacity="0.5" filter="url(#soft)"/>` +
    `<path d="M${cx + 70} ${bottom - 220} q60 10 50 80 q-6 50 -50 60" stroke="#f0ece4" stroke-opacity="0.7" stroke-width="20" fill="none"/>` +
    `<path d="M${cx - 90} ${bottom} v-230 q0 -40 40 -50 h100 q40 10 40 50 v230 q0 8 -8 8 h-164 q-8 0 -8 -8 z" fill="#8a3f0c"/>` +
    `<path d="M${cx - 80} ${bottom - 140} h160 v138 h-160 z" fill="#4d1d04" opacity="0.45"/>` +
    `<rect x="${cx - 40}" y="${bottom - 310}" width="80" height="34" rx="8" fill="#e8e4dc"/>` +
    `<path d="M${cx - 90} ${bottom} v-230 q0 -40 40 -50 h100 q40 10 40 50 v230 z" fill="url(#glass)" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>` +
    shine(cx - 64, bottom - 150, 8, 80, 0.55)
  );
}
