/** Illustrations of the restaurants: one picture per kind of building. */
import type { StoreArt } from './types';

const SIGN = "WHITLOCK'S BARBECUE";

const sign = (x: number, y: number, w: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="34" rx="6" fill="#2b1a12" stroke="#e3a046" stroke-width="3"/>` +
  `<text x="${x + w / 2}" y="${y + 23}" text-anchor="middle" font-family="Georgia, serif" font-size="13" letter-spacing="1" fill="#f5c26b">${SIGN.replace("'", '&#39;')}</text>`;

const windows = (x: number, y: number, count: number, gap: number) =>
  Array.from({ length: count }, (_, i) => `<rect x="${x + i * gap}" y="${y}" width="${gap - 16}" height="54" rx="3" fill="#f6d58d" stroke="#3b2618" stroke-width="4"/>`).join('');

const ground = '<rect y="268" width="480" height="32" fill="#6b6257"/>';

export const STORE_DRAWINGS: Record<StoreArt, string> = {
  roadhouse:
    ground +
    '<path d="M70 150 l170 -70 l170 70 v118 h-340 z" fill="#8b3a26" stroke="#4a1c10" stroke-width="5"/>' +
    '<rect x="330" y="70" width="28" height="70" fill="#5b5550"/><path d="M344 66 q-10 -20 6 -34 q14 -14 2 -28" stroke="#d8d2c8" stroke-width="8" fill="none" opacity="0.7"/>' +
    sign(150, 150, 180) +
    windows(100, 200, 2, 60) +
    '<rect x="220" y="200" width="40" height="68" fill="#3b2618"/>' +
    windows(290, 200, 2, 60),
  urban:
    ground +
    '<rect x="90" y="60" width="300" height="208" fill="#9a4a32" stroke="#5a2617" stroke-width="5"/>' +
    windows(110, 80, 4, 70) +
    '<path d="M90 170 h300 l-16 30 h-268 z" fill="#2f5d3a"/>' +
    sign(150, 134, 180) +
    '<rect x="120" y="206" width="90" height="62" fill="#f6d58d" stroke="#3b2618" stroke-width="4"/><rect x="220" y="206" width="40" height="62" fill="#3b2618"/><rect x="270" y="206" width="90" height="62" fill="#f6d58d" stroke="#3b2618" stroke-width="4"/>',
  'strip-center':
    ground +
    '<rect x="30" y="140" width="420" height="128" fill="#d9c7a8" stroke="#8c7a5e" stroke-width="5"/>' +
    '<rect x="30" y="124" width="420" height="22" fill="#8c7a5e"/>' +
    sign(150, 150, 180) +
    windows(60, 200, 6, 64),
  mall:
    '<rect width="480" height="300" fill="#e9e4dc" opacity="0.25"/>' +
    '<rect x="70" y="70" width="340" height="198" fill="#3a2a22" stroke="#c9a46a" stroke-width="6"/>' +
    sign(150, 84, 180) +
    '<rect x="96" y="140" width="288" height="128" fill="#f6d58d" opacity="0.9"/><line x1="240" y1="140" x2="240" y2="268" stroke="#3a2a22" stroke-width="5"/>' +
    '<rect y="268" width="480" height="32" fill="#bdb3a6"/>',
  'catering-kitchen':
    ground +
    '<rect x="40" y="110" width="250" height="158" fill="#b9b3aa" stroke="#6f6860" stroke-width="5"/>' +
    sign(75, 124, 180) +
    '<rect x="70" y="180" width="90" height="88" fill="#8c857b" stroke="#5b554d" stroke-width="4"/><rect x="180" y="200" width="80" height="40" fill="#f6d58d"/>' +
    '<rect x="300" y="190" width="150" height="70" rx="8" fill="#f2ede4" stroke="#6f6860" stroke-width="4"/><rect x="410" y="205" width="36" height="30" fill="#9cc3d9"/>' +
    '<circle cx="335" cy="262" r="16" fill="#2b2b2b"/><circle cx="420" cy="262" r="16" fill="#2b2b2b"/>' +
    '<text x="360" y="232" text-anchor="middle" font-family="Georgia, serif" font-size="14" fill="#8b3a26">CATERING</text>',
  'drive-thru':
    ground +
    '<rect x="60" y="120" width="260" height="148" fill="#c56a3d" stroke="#6b2f16" stroke-width="5"/>' +
    '<path d="M50 120 h280 l-20 -30 h-240 z" fill="#3b2618"/>' +
    sign(100, 136, 180) +
    windows(84, 196, 3, 64) +
    '<rect x="330" y="150" width="110" height="40" rx="6" fill="#2f5d3a"/><text x="385" y="176" text-anchor="middle" font-family="Georgia, serif" font-size="15" fill="#fbead0">DRIVE-THRU</text>' +
    '<path d="M360 230 h60 l-14 -12 m14 12 l-14 12" stroke="#f1e4cf" stroke-width="6" fill="none"/>',
};

export const STORE_BACKGROUND = { from: '#8fc1de', to: '#e9d6b0' };

export const STORE_CAPTIONS: Record<StoreArt, string> = {
  roadhouse: 'Roadhouse restaurant',
  urban: 'Neighbourhood restaurant',
  'strip-center': 'Restaurant',
  mall: 'Food-hall restaurant',
  'catering-kitchen': 'Catering kitchen',
  'drive-thru': 'Drive-thru restaurant',
};
