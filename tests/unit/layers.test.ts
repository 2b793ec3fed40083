// Imports point down the layers: a lower layer that imports a higher one fails here, naming the file and import.
import {
  describeArrow,
  findBackArrows,
  importsOf,
  LAYER_RULES,
  readSourceFiles,
  REPOSITORY_ROOT,
  resolveImport,
} from './import-arrows';

describe('resolveImport', () => {
  it.each([
    ['lib/api/menus.ts', '@/components/menu/menu-template', 'components/menu/menu-template'],
    ['content/menu-at-a-glance.ts', '../server/seed/data/menus', 'server/seed/data/menus'],
    ['components/item/item-template.tsx', './option-rules', 'components/item/option-rules'],
    ['lib/api/menus.ts', 'react', null],
  ])('%s importing %s points at %s', (from, specifier, expected) => {
    expect(resolveImport(from, specifier)).toBe(expected);
  });
});

describe('importsOf', () => {
  it('reads multi-line, type-only, re-exported and dynamic imports with their lines, not comments', () => {
    const text = [
      "// import { Nope } from '@/pages/nope';",
      "import type { A } from '@/a';",
      'import {',
      '  B,',
      "} from '../b';",
      "export * from './c';",
      "const d = () => import('@/d');",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { specifier: '@/a', line: 2 },
      { specifier: '../b', line: 5 },
      { specifier: './c', line: 6 },
      { specifier: '@/d', line: 7 },
    ]);
  });
});

describe('findBackArrows', () => {
  it.each([
    ['domain/money.ts', "import { t } from '@/lib/use-t';", 'lib'],
    ['domain/money.ts', "import { x } from '../content/brand';", 'content'],
    ['lib/start.tsx', "import { Dialog } from '@/components/ordering/dialog';", 'components'],
    ['lib/route.ts', "import type {\n  Page,\n} from '../pages/index';", 'pages'],
    ['components/cart/cart.tsx', "import type { WireOrder } from '@/domain/wire/orders';", 'domain/wire'],
    ['components/cart/cart.tsx', "import type { P } from '@/pages/cart';", 'pages'],
    ['content/glance.ts', "import { MENUS } from '../server/seed/data/menus';", 'server'],
    ['server/app.ts', "import { api } from '@/lib/api/client';", 'lib'],
  ])('%s: %s runs back up into %s', (path, text, forbidden) => {
    expect(findBackArrows([{ path, text }])).toEqual([expect.objectContaining({ file: path, forbidden })]);
  });

  it.each([
    ['pages/index.tsx', "import { Home } from '@/components/home';"],
    ['components/cart/cart.tsx', "import type { CheckoutOrder } from '@/lib/api/checkout-view';"],
    ['components/cart/cart.tsx', "import { formatMoney } from '@/domain/money';"],
    ['lib/api/checkout.ts', "import type { WireOrder } from '@/domain/wire/orders';"],
    ['server/seed/load-content.ts', "import { CONTENT } from '@/content';"],
    ['domain/money.ts', "import Decimal from 'decimal.js';"],
  ])('%s: %s points down', (path, text) => {
    expect(findBackArrows([{ path, text }])).toEqual([]);
  });

  it('names the file, line and import of an offence', () => {
    const [arrow] = findBackArrows([{ path: 'lib/x.ts', text: "\nimport { Y } from '@/components/y';" }]);
    expect(describeArrow(arrow!)).toBe("lib/x.ts:2 imports '@/components/y', but lib/ must not import from components/");
  });
});

describe('the repository', () => {
  it('has no import that runs back up the layers', () => {
    const files = readSourceFiles(REPOSITORY_ROOT, LAYER_RULES.map((rule) => rule.from));
    expect(files.length).toBeGreaterThan(100);
    expect(findBackArrows(files).map(describeArrow)).toEqual([]);
  });
});
