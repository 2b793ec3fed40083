/**
 * The one stylesheet every page carries inline in its <head> (rendered by _document, so the
 * first paint waits for no request): the theme as CSS variables, the heading face, the base
 * rules and the banners a visitor dismissed hidden before hydration (lib/banner-marks.ts).
 * Components style themselves with CSS modules that read these variables.
 */
import { MODAL_CLOSE_FADE_MS, NOTIFICATION_FADE_MS } from '@/domain/timings';
import { BANNER_MARKS_CSS } from '@/lib/banner-marks';
import { headingFontFaces } from './fonts';
import { theme } from './theme';

/** Theme groups as variable prefixes: `colors.emberDark` is `--color-ember-dark`. */
const PREFIXES = { colors: 'color', fonts: 'font', buttons: 'button', space: 'space', contentWidth: 'content-width' } as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `[name, value]` for every string in the object, named by its path under `prefix`. */
function variables(prefix: string, value: unknown): [string, string][] {
  if (typeof value === 'string') return [[`--${prefix}`, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => variables(`${prefix}-${kebab(key)}`, inner));
  return [];
}

/** The theme's colours, fonts, buttons, spacing and content width as `:root` variables, and the fades the scripts wait for. */
export const THEME_VARIABLES: [string, string][] = [
  ...Object.entries(PREFIXES).flatMap(([group, prefix]) => variables(prefix, theme[group as keyof typeof PREFIXES])),
  ['--notification-fade', `${NOTIFICATION_FADE_MS}ms`],
  ['--modal-fade', `${MODAL_CLOSE_FADE_MS}ms`],
];

const BASE_RULES = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  background: var(--color-cream);
  color: var(--color-ink);
  font-family: var(--font-body);
  font-size: 1rem;
  line-height: 1.5;
}
h1, h2, h3, h4 {
  font-family: var(--font-heading);
  font-weight: 700;
  line-height: 1.15;
  letter-spacing: 0.01em;
  margin: 0 0 var(--space-md);
}
/* Japanese headlines break between phrases, never inside a word; strict rules where phrases are unknown. */
:lang(ja) :is(h1, h2, h3, h4) {
  line-break: strict;
  word-break: auto-phrase;
}
a { color: var(--color-ember); }
/* Zero-specificity hover: any class that colours a link (a primary button's text) wins over it. */
a:where(:hover) { color: var(--color-ember-dark); }
img { max-width: 100%; height: auto; }
:focus-visible {
  outline: 3px solid var(--color-focus);
  outline-offset: 2px;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { transition: none !important; animation: none !important; }
}
`;

export const DOCUMENT_CSS = [
  `:root{${THEME_VARIABLES.map(([name, value]) => `${name}:${value}`).join(';')}}`,
  headingFontFaces,
  BASE_RULES,
  BANNER_MARKS_CSS,
]
  .map((part) => part.trim())
  .join('\n');
