/**
 * Drawing kit of the menu illustrations: the canvas, a seeded random source (so a picture is the
 * same on every run), the shared filters (wood, paper, meat fibre, pepper, crumb, ragged edges,
 * soft shadows) and small shapes the dishes are built from.
 */

/** The canvas, at the 8:5 the storefront shows item pictures at. */
export const ART_WIDTH = 640;
export const ART_HEIGHT = 400;

export type Rng = () => number;

/** mulberry32 seeded from a text: the same slug always draws the same picture. */
export function rngOf(text: string): Rng {
  let seed = 2166136261;
  for (const char of text) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number between `min` and `max`, rounded to one decimal so the SVG stays short. */
export const between = (rng: Rng, min: number, max: number) => Math.round((min + rng() * (max - min)) * 10) / 10;

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

/**
 * A texture filter: noise in one colour laid over the shape it is applied to, inside its outline.
 * `gain`/`bias` map the noise to opacity: a high gain with a negative bias leaves sparse specks.
 */
function texture(id: string, o: { freq: string; octaves: number; seed: number; rgb: [number, number, number]; gain: number; bias: number; turbulence?: boolean }) {
  const [r, g, b] = o.rgb;
  return (
    `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%">` +
    `<feTurbulence type="${o.turbulence ? 'turbulence' : 'fractalNoise'}" baseFrequency="${o.freq}" numOctaves="${o.octaves}" seed="${o.seed}" result="n"/>` +
    `<feColorMatrix in="n" type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${o.gain} 0 0 0 ${o.bias}" result="c"/>` +
    '<feComposite in="c" in2="SourceGraphic" operator="in" result="t"/>' +
    '<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="t"/></feMerge></filter>'
  );
}

/** Filters and gradients every picture may use, by id. */
export const DEFS = [
  texture('wood', { freq: '0.0035 0.09', octaves: 3, seed: 11, rgb: [0.07, 0.03, 0.01], gain: 1.9, bias: -0.62 }),
  texture('paper', { freq: '0.6', octaves: 2, seed: 4, rgb: [0.45, 0.3, 0.18], gain: 0.9, bias: -0.28 }),
  texture('fibre', { freq: '0.012 0.32', octaves: 2, seed: 7, rgb: [0.22, 0.06, 0.03], gain: 1.7, bias: -0.55 }),
  texture('fibre-pale', { freq: '0.012 0.3', octaves: 2, seed: 9, rgb: [0.55, 0.36, 0.2], gain: 1.5, bias: -0.5 }),
  texture('pepper', { freq: '0.55', octaves: 1, seed: 3, rgb: [0.05, 0.03, 0.02], gain: 9, bias: -5.1 }),
  texture('crumb', { freq: '0.22', octaves: 2, seed: 5, rgb: [0.4, 0.2, 0.05], gain: 2.2, bias: -0.95 }),
  texture('char', { freq: '0.05 0.09', octaves: 3, seed: 13, rgb: [0.12, 0.03, 0.01], gain: 2.4, bias: -0.95, turbulence: true }),
  texture('bubbles', { freq: '0.09', octaves: 2, seed: 21, rgb: [0.75, 0.42, 0.05], gain: 2.6, bias: -1.25, turbulence: true }),
  texture('leafy', { freq: '0.07', octaves: 2, seed: 17, rgb: [0.08, 0.2, 0.05], gain: 2, bias: -0.7 }),
  '<filter id="ragged" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="turbulence" baseFrequency="0.06" numOctaves="2" seed="2" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="9" xChannelSelector="R" yChannelSelector="G"/></filter>',
  '<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="9"/></filter>',
  '<filter id="blur2" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.2"/></filter>',
  '<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.62"/></radialGradient>',
  '<radialGradient id="shineGrad"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
  '<radialGradient id="shade"><stop offset="0.3" stop-color="#000"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
  '<linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>',
  '<linearGradient id="steel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9ecef"/><stop offset="0.45" stop-color="#aab0b6"/><stop offset="0.7" stop-color="#d6dadd"/><stop offset="1" stop-color="#8c9298"/></linearGradient>',
  '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.2" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.8" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#fff" stop-opacity="0.3"/></linearGradient>',
  '<radialGradient id="ceramic" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#fbf8f2"/><stop offset="0.8" stop-color="#ebe3d6"/><stop offset="1" stop-color="#cfc3b0"/></radialGradient>',
].join('');

/** A surface for the whole canvas: a wooden table in one of a few stains, with a vignette. */
export function table(rng: Rng): string {
  const [from, to] = pick(rng, [['#6a4128', '#3b2113'], ['#5a3a26', '#2e1b10'], ['#7a4d2c', '#43261a'], ['#4d3426', '#221610']] as const);
  const planks = [80, 200, 330, 460, 590].map((y) => `<line x1="0" y1="${y + between(rng, -8, 8)}" x2="${ART_WIDTH}" y2="${y + between(rng, -8, 8)}" stroke="#1e110a" stroke-opacity="0.55" stroke-width="3"/>`);
  return (
    `<linearGradient id="stain" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#stain)" filter="url(#wood)"/>` +
    `<g transform="rotate(-8 320 200)">${planks.join('')}</g>`
  );
}

export const vignette = () => `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#vignette)"/>`;

/** A soft shadow under something resting on the table (a gradient: cheaper to draw than a blur). */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.5) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx + 14}" ry="${ry + 12}" fill="url(#shade)" opacity="${opacity}"/>`;

/** A light reflection: a white ellipse fading out. */
export const shine = (cx: number, cy: number, rx: number, ry: number, opacity = 0.35, angle = 0) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.4}" ry="${ry * 1.6}" fill="url(#shineGrad)" opacity="${opacity}" transform="rotate(${angle} ${cx} ${cy})"/>`;

/** A metal sheet tray lined with butcher paper, the way barbecue is served by the pound. */
export function paperTray(x: number, y: number, w: number, h: number): string {
  return (
    shadow(x + w / 2, y + h / 2 + 14, w / 2 + 6, h / 2 + 4, 0.6) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="url(#steel)" stroke="#6e747a" stroke-width="2"/>` +
    `<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="10" fill="#7c8287" opacity="0.45"/>` +
    `<path d="M${x + 18} ${y + 14} L${x + w - 10} ${y + 22} L${x + w - 22} ${y + h - 12} L${x + 12} ${y + h - 20} Z" fill="#d9b08c" filter="url(#paper)"/>` +
    `<path d="M${x + 18} ${y + 14} L${x + w - 10} ${y + 22}" stroke="#f0d2b4" stroke-width="2" opacity="0.8"/>`
  );
}

/** A round ceramic plate seen from above. */
export function plate(cx: number, cy: number, rx: number, ry: number): string {
  return (
    shadow(cx, cy + 12, rx, ry, 0.55) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#ceramic)"/>` +
    `<ellipse cx="${cx}" cy="${cy + 3}" rx="${rx * 0.8}" ry="${ry * 0.78}" fill="none" stroke="#d7ccba" stroke-width="3"/>`
  );
}

/** A wooden cutting board with a handle. */
export function board(x: number, y: number, w: number, h: number): string {
  return (
    shadow(x + w / 2, y + h / 2 + 14, w / 2, h / 2, 0.6) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="#b9834f" filter="url(#wood)"/>` +
    `<rect x="${x + w - 8}" y="${y + h / 2 - 18}" width="52" height="36" rx="18" fill="#a9733f" filter="url(#wood)"/>` +
    `<circle cx="${x + w + 28}" cy="${y + h / 2}" r="7" fill="#3b2113"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="none" stroke="#e2b27c" stroke-opacity="0.5" stroke-width="3"/>`
  );
}

/** Scattered small bits (herbs, pepper, seeds) inside a circle. */
export function sprinkle(rng: Rng, cx: number, cy: number, r: number, count: number, colors: readonly string[], size: [number, number]): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng()) * r;
    const x = Math.round(cx + Math.cos(a) * d);
    const y = Math.round(cy + Math.sin(a) * d * 0.7);
    out += `<ellipse cx="${x}" cy="${y}" rx="${between(rng, size[0], size[1])}" ry="${between(rng, size[0] * 0.5, size[1] * 0.6)}" fill="${pick(rng, colors)}" transform="rotate(${Math.round(rng() * 180)} ${x} ${y})"/>`;
  }
  return out;
}
