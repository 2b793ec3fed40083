/** Illustrations of menu items: simple shapes and colours per kind of dish. */
import type { ItemArt } from '@/content/menus/types';

const plate = '<ellipse cx="240" cy="190" rx="170" ry="88" fill="#f4efe6" stroke="#d8cbb6" stroke-width="4"/>';

const slices = (colors: [string, string]) =>
  [0, 1, 2, 3]
    .map((i) => `<rect x="${128 + i * 52}" y="${140 - (i % 2) * 8}" width="64" height="92" rx="14" fill="${colors[0]}" stroke="${colors[1]}" stroke-width="7" transform="rotate(${-12 + i * 6} ${160 + i * 52} 186)"/>`)
    .join('');

const DRAWINGS: Record<ItemArt, (accent: string) => string> = {
  brisket: () => plate + slices(['#c9826b', '#3a2117']),
  pork: () =>
    plate +
    [0, 1, 2, 3, 4, 5]
      .map((i) => `<path d="M${150 + i * 30} ${150 + (i % 3) * 12} q20 30 -5 70" stroke="${i % 2 ? '#c98d55' : '#a8683a'}" stroke-width="14" fill="none" stroke-linecap="round"/>`)
      .join(''),
  poultry: () => plate + slices(['#efdcc0', '#b9874f']),
  ribs: () =>
    plate +
    '<rect x="120" y="140" width="240" height="90" rx="30" fill="#7a3520" stroke="#40180c" stroke-width="6"/>' +
    [0, 1, 2, 3, 4].map((i) => `<line x1="${160 + i * 40}" y1="130" x2="${160 + i * 40}" y2="240" stroke="#f1e4cf" stroke-width="8" stroke-linecap="round"/>`).join(''),
  sausage: () =>
    plate +
    [0, 1]
      .map((i) => `<rect x="120" y="${148 + i * 46}" width="240" height="40" rx="20" fill="#9b3a22" stroke="#5a1e10" stroke-width="5" transform="rotate(${i ? 6 : -6} 240 ${168 + i * 46})"/>`)
      .join('') +
    [0, 1, 2, 3].map((i) => `<line x1="${165 + i * 50}" y1="152" x2="${180 + i * 50}" y2="182" stroke="#f3c9a0" stroke-width="4"/>`).join(''),
  plate: (accent) =>
    '<rect x="80" y="110" width="320" height="170" rx="22" fill="#f4efe6" stroke="#d8cbb6" stroke-width="4"/>' +
    '<line x1="270" y1="118" x2="270" y2="272" stroke="#d8cbb6" stroke-width="4"/><line x1="270" y1="195" x2="392" y2="195" stroke="#d8cbb6" stroke-width="4"/>' +
    [0, 1, 2]
      .map((i) => `<rect x="${104 + i * 50}" y="140" width="58" height="110" rx="14" fill="#b8735b" stroke="#3a2117" stroke-width="7" transform="rotate(${-8 + i * 8} ${133 + i * 50} 195)"/>`)
      .join('') +
    `<circle cx="330" cy="156" r="28" fill="${accent}"/><circle cx="330" cy="234" r="28" fill="#e7c46a"/>`,
  sandwich: (accent) =>
    '<path d="M120 190 q120 -110 240 0 z" fill="#d9a05b" stroke="#9c6630" stroke-width="5"/>' +
    `<rect x="112" y="188" width="256" height="30" rx="12" fill="${accent}"/>` +
    '<rect x="118" y="214" width="244" height="14" rx="7" fill="#7fb35a"/>' +
    '<rect x="120" y="226" width="240" height="36" rx="14" fill="#d9a05b" stroke="#9c6630" stroke-width="5"/>' +
    [0, 1, 2, 3, 4].map((i) => `<ellipse cx="${170 + i * 35}" cy="${150 + (i % 2) * 10}" rx="5" ry="3" fill="#f6e7c8"/>`).join(''),
  side: (accent) =>
    '<ellipse cx="240" cy="150" rx="140" ry="34" fill="#3c2a20"/>' +
    `<ellipse cx="240" cy="150" rx="128" ry="28" fill="${accent}"/>` +
    '<path d="M100 150 q140 190 280 0" fill="#8a5a3c" stroke="#5c3a24" stroke-width="5"/>',
  pack: (accent) =>
    '<rect x="110" y="130" width="260" height="150" rx="10" fill="#c8a27a" stroke="#7a5635" stroke-width="6"/>' +
    '<path d="M110 130 l30 -40 h200 l30 40 z" fill="#ddb992" stroke="#7a5635" stroke-width="6"/>' +
    `<rect x="150" y="180" width="180" height="56" rx="8" fill="${accent}"/>` +
    '<text x="240" y="218" text-anchor="middle" font-family="Georgia, serif" font-size="24" fill="#fbead0">FAMILY</text>',
  dessert: (accent) =>
    '<path d="M160 120 h160 l-20 160 h-120 z" fill="#f8f3ea" stroke="#cdbfa8" stroke-width="5" opacity="0.9"/>' +
    `<path d="M168 180 h144 l-8 60 h-128 z" fill="${accent}"/>` +
    '<path d="M164 150 h152 l-3 30 h-146 z" fill="#f3dfa6"/>' +
    '<circle cx="240" cy="120" r="18" fill="#fff7e8" stroke="#cdbfa8" stroke-width="4"/>',
  drink: (accent) =>
    '<path d="M180 90 h120 l-16 190 h-88 z" fill="#ffffff" opacity="0.35" stroke="#f1f1f1" stroke-width="5"/>' +
    `<path d="M186 140 h108 l-11 136 h-86 z" fill="${accent}"/>` +
    '<line x1="272" y1="60" x2="250" y2="220" stroke="#e0473b" stroke-width="9" stroke-linecap="round"/>' +
    '<circle cx="300" cy="100" r="24" fill="#f5d547" stroke="#e0b92a" stroke-width="5"/>',
  catering: (accent) =>
    '<path d="M90 170 h300 l-24 100 h-252 z" fill="#c9ccd1" stroke="#8f949b" stroke-width="6"/>' +
    `<ellipse cx="240" cy="170" rx="150" ry="22" fill="${accent}"/>` +
    '<path d="M110 168 q130 -110 260 0" fill="#dfe2e6" stroke="#8f949b" stroke-width="6" opacity="0.85"/>' +
    '<rect x="225" y="100" width="30" height="16" rx="6" fill="#8f949b"/>',
  holiday: (accent) =>
    plate +
    '<ellipse cx="240" cy="170" rx="110" ry="62" fill="#b8642b" stroke="#6d3514" stroke-width="6"/>' +
    '<ellipse cx="140" cy="200" rx="36" ry="18" fill="#a5551f" transform="rotate(-25 140 200)"/><ellipse cx="340" cy="200" rx="36" ry="18" fill="#a5551f" transform="rotate(25 340 200)"/>' +
    `<path d="M230 110 l10 -24 l10 24 z" fill="${accent}"/><circle cx="226" cy="112" r="6" fill="#c4302b"/><circle cx="254" cy="112" r="6" fill="#c4302b"/>`,
};

const BACKGROUNDS: Record<ItemArt, { from: string; to: string }> = {
  brisket: { from: '#6b3a24', to: '#2b160d' },
  pork: { from: '#7a4a2a', to: '#301a0e' },
  poultry: { from: '#8a6a3f', to: '#3a2a16' },
  ribs: { from: '#5e2a1a', to: '#24100a' },
  sausage: { from: '#6e2f20', to: '#2a120b' },
  plate: { from: '#4e3b2c', to: '#1f1610' },
  sandwich: { from: '#7b5532', to: '#2e1e10' },
  side: { from: '#556b3a', to: '#1f2a14' },
  pack: { from: '#7a2f22', to: '#2e110c' },
  dessert: { from: '#a0674a', to: '#3e2518' },
  drink: { from: '#3b6f8f', to: '#15293a' },
  catering: { from: '#3d4a57', to: '#141a20' },
  holiday: { from: '#29553b', to: '#0f2417' },
};

/** Accent colours where the dish itself has a telling colour. */
const ACCENTS: Record<string, string> = {
  'mac-and-cheese': '#f2c230', coleslaw: '#e4efc9', 'baked-beans': '#8d3b1f', 'potato-salad': '#f3e3a4',
  'green-beans': '#4f8a2e', 'fried-okra': '#c98c2c', 'waffle-fries': '#e8b04a', 'creamed-spinach': '#3d6b2a',
  'banana-pudding': '#f6e7a8', 'peach-cobbler': '#e89a4f', 'pecan-pie-slice': '#6b3d1c', 'sweet-potato-pie': '#d9823b',
  'sweet-tea': '#8a4b16', 'unsweet-tea': '#a4622a', lemonade: '#f7e56b', 'fountain-drink': '#3b1d12', 'bottled-water': '#cfe8f5',
  'tea-by-the-gallon': '#8a4b16', 'dessert-tray': '#f6e7a8',
  'smoked-whole-turkey': '#3f7a3a', 'spiral-ham': '#3f7a3a', 'holiday-feast': '#3f7a3a',
};

export function menuDrawing(art: ItemArt, slug: string): { background: { from: string; to: string }; drawing: string } {
  const accent = ACCENTS[slug] ?? '#8c4a2f';
  return { background: BACKGROUNDS[art], drawing: DRAWINGS[art](accent) };
}
