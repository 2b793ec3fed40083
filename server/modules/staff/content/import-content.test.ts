import { BASE_LOCALE, CONTENT_KINDS, TRANSLATIONS } from '@/content';
import { en } from '@/content/en';
import { documentRows, entryRows, postRows, type ContentSource } from './import-content';

const source: ContentSource = { [BASE_LOCALE]: en, ...TRANSLATIONS };
const NOW = new Date('2026-11-30T12:00:00Z');

describe('documentRows', () => {
  it('holds every kind English has, and each translation what it has', () => {
    const rows = documentRows(source);
    expect(rows.filter((row) => row.locale === BASE_LOCALE).map((row) => row.kind).sort()).toEqual(CONTENT_KINDS.filter((kind) => kind !== 'blogPosts').sort());
    for (const [locale, content] of Object.entries(TRANSLATIONS)) {
      expect(rows.filter((row) => row.locale === locale)).toHaveLength(Object.keys(content).filter((kind) => kind !== 'blogPosts').length);
    }
  });

  it('keeps a list page’s text and leaves its list to the entries', () => {
    const press = documentRows(source).find((row) => row.kind === 'press' && row.locale === 'en')!;
    expect(press.data).toEqual({ ...en.press, releases: [] });
    const footer = documentRows(source).find((row) => row.kind === 'footer' && row.locale === 'en')!;
    expect(footer.data).toEqual(en.footer);
  });
});

describe('postRows', () => {
  it('refuses a locale with the same blog slug twice, naming slug and locale', () => {
    const [post] = en.blogPosts;
    expect(() => postRows({ 'fr-ca': { blogPosts: [post!, post!] } })).toThrow(`Blog post slug "${post!.slug}" appears twice in the fr-ca content`);
  });

  it('makes a post public from the start of its date, UTC', () => {
    const [row] = postRows({ en: { blogPosts: [en.blogPosts[0]!] } });
    expect(row!.publishedAt.toISOString()).toBe(`${en.blogPosts[0]!.date}T00:00:00.000Z`);
  });
});

describe('entryRows', () => {
  it.each([
    ['deal', en.currentDeals.deals],
    ['faq', en.cateringFaq.entries],
    ['press', en.press.releases],
  ] as const)('makes each %s of content/ a published entry in the place of its id', (kind, items) => {
    const rows = entryRows({ en }, kind, NOW);
    expect(rows.map(({ position, data }) => ({ id: position, ...data }))).toEqual(items);
    expect(rows.every((row) => row.locale === 'en' && row.kind === kind && row.publishedAt === NOW)).toBe(true);
  });

  it('has nothing for a locale without the list', () => {
    expect(entryRows({ 'pt-br': { footer: en.footer } }, 'deal', NOW)).toEqual([]);
  });
});
