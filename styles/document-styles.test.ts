import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NOTIFICATION_FADE_MS } from '@/domain/timings';
import { breakpoints } from './theme';
import { DOCUMENT_CSS, THEME_VARIABLES } from './document-styles';

const root = path.resolve(__dirname, '..');

function moduleSheets(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.module.css'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const sheets = ['components', 'pages', 'styles'].flatMap(moduleSheets).map((file) => ({ file, css: readFileSync(file, 'utf8') }));

describe('the inline stylesheet', () => {
  it('declares the theme as variables, as the theme names them', () => {
    expect(THEME_VARIABLES).toContainEqual(['--color-ember-dark', '#7f2413']);
    expect(THEME_VARIABLES).toContainEqual(['--space-md', '1rem']);
    expect(THEME_VARIABLES).toContainEqual(['--button-primary-hover-background', '#7f2413']);
    expect(DOCUMENT_CSS).toMatch(/^:root\{--color-charcoal:#1f1a17;/);
    expect(THEME_VARIABLES).toContainEqual(['--notification-fade', `${NOTIFICATION_FADE_MS}ms`]);
  });

  it('breaks Japanese headlines between phrases, with strict line breaking where phrases are unknown', () => {
    expect(DOCUMENT_CSS).toMatch(/:lang\(ja\) :is\(h1, h2, h3, h4\) \{\s*line-break: strict;\s*word-break: auto-phrase;\s*\}/);
  });

  it('defines every theme variable a component reads', () => {
    const declared = new Set(THEME_VARIABLES.map(([name]) => name));
    const themed = /^--(color|font|button|space|content-width|notification-fade|modal-fade)\b/;
    expect(sheets.length).toBeGreaterThan(100);
    const gaps = sheets
      .map(({ file, css }) => ({
        file: path.relative(root, file),
        missing: [...css.matchAll(/var\((--[a-z0-9-]+)/g)].map((match) => String(match[1])).filter((name) => themed.test(name) && !declared.has(name)),
      }))
      .filter(({ missing }) => missing.length > 0);
    expect(gaps).toEqual([]);
  });

  it('lets components break only at the theme breakpoints', () => {
    const widths = new Set(Object.values(breakpoints).flatMap((width) => [`max-width: ${width}px`, `min-width: ${width}px`, `min-width: ${width + 1}px`]));
    for (const { file, css } of sheets) {
      const queries = [...css.matchAll(/\((m(?:ax|in)-width: \d+px)\)/g)].map((match) => String(match[1])).filter((query) => !widths.has(query));
      expect({ file: path.relative(root, file), queries }).toEqual({ file: path.relative(root, file), queries: [] });
    }
  });
  it('colours a hovered link without outranking a class, so a primary link-button keeps its text colour', () => {
    expect(DOCUMENT_CSS).toMatch(/a:where\(:hover\) \{ color: var\(--color-ember-dark\); \}/);
    expect(DOCUMENT_CSS).not.toMatch(/(^|[\s,}])a:hover\b/);
  });

  it('leaves the primary button its hover colours: no sheet composing it sets its own hover text colour', () => {
    const patched = sheets
      .filter(({ css }) => /composes: primary from/.test(css))
      .flatMap(({ file, css }) =>
        [...css.matchAll(/\.([A-Za-z]+) \{\s*composes: primary from[^}]*?&:hover\s*\{[^}]*[\s;{]color:/g)].map((match) => `${path.relative(root, file)} .${match[1]}`),
      );
    expect(patched).toEqual([]);
  });
});
