import { and, eq } from 'drizzle-orm';
import { BASE_LOCALE, CONTENT_KINDS, TRANSLATIONS, getContent } from '@/content';
import { en } from '@/content/en';
import type { Database, DatabaseConnection } from '@/server/db/client';
import { blogPosts, contentDocuments } from '@/server/db/schema';
import { openTestDatabase, testDatabases } from '@/server/test/databases';
import { contentSource, documentRows, loadContent, postRows, type ContentSource } from './load-content';

const source = contentSource();
const expectedDocuments = Object.values(source).reduce(
  (total, content) => total + Object.keys(content).filter((kind) => kind !== 'blogPosts').length,
  0,
);
const expectedPosts = Object.values(source).reduce((total, content) => total + (content.blogPosts?.length ?? 0), 0);

/** Every row of both tables, as text: equal snapshots mean nothing was written. */
async function snapshot(db: Database): Promise<string> {
  const documents = await db.select().from(contentDocuments).orderBy(contentDocuments.id);
  const posts = await db.select().from(blogPosts).orderBy(blogPosts.id);
  return JSON.stringify({ documents, posts });
}

describe('the content rows', () => {
  it('hold every kind English has, and each translation what it has', () => {
    const rows = documentRows(source);
    expect(rows.filter((row) => row.locale === BASE_LOCALE).map((row) => row.kind).sort()).toEqual(
      CONTENT_KINDS.filter((kind) => kind !== 'blogPosts').sort(),
    );
    for (const [locale, content] of Object.entries(TRANSLATIONS)) {
      expect(rows.filter((row) => row.locale === locale)).toHaveLength(Object.keys(content).filter((kind) => kind !== 'blogPosts').length);
    }
    expect(rows).toHaveLength(expectedDocuments);
  });

  it('refuses a locale with the same blog slug twice, naming slug and locale', () => {
    const [post] = en.blogPosts;
    expect(() => postRows({ 'fr-ca': { blogPosts: [post!, post!] } })).toThrow(`Blog post slug "${post!.slug}" appears twice in the fr-ca content`);
  });
});

describe.each(testDatabases())('loadContent on %s', (kind) => {
  let database: DatabaseConnection;
  let db: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database?.close());

  it('loads everything the first time, and writes nothing the second', async () => {
    expect(await loadContent(db)).toEqual({ documentsWritten: expectedDocuments, postsWritten: expectedPosts, documentsRemoved: 0, postsRemoved: 0 });
    const before = await snapshot(db);
    expect(await loadContent(db)).toEqual({ documentsWritten: 0, postsWritten: 0, documentsRemoved: 0, postsRemoved: 0 });
    expect(await snapshot(db)).toBe(before);
  });

  it('stores each document exactly as content/ has it', async () => {
    const [footer] = await db
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.kind, 'footer'), eq(contentDocuments.locale, 'ja-jp')));
    expect(footer!.data).toEqual(getContent('footer', 'ja-jp'));
    const [post] = await db.select().from(blogPosts).where(and(eq(blogPosts.locale, 'fr-ca'), eq(blogPosts.slug, 'how-to-reheat-brisket')));
    const expected = getContent('blogPosts', 'fr-ca').find((candidate) => candidate.slug === 'how-to-reheat-brisket')!;
    expect(post).toMatchObject({ title: expected.title, publishedOn: expected.date, author: expected.author, body: expected.body, image: expected.image });
  });

  it('picks up a changed document and a changed post, and touches nothing else', async () => {
    const changed: ContentSource = {
      ...source,
      en: {
        ...en,
        footer: { ...en.footer, bottomFooter: { ...en.footer.bottomFooter, footerCopyright: '© [year] Changed' } },
        blogPosts: en.blogPosts.map((post, index) => (index === 0 ? { ...post, title: 'A new title' } : post)),
      },
    };
    const untouched = await db.select().from(contentDocuments).where(eq(contentDocuments.kind, 'home'));
    expect(await loadContent(db, changed)).toEqual({ documentsWritten: 1, postsWritten: 1, documentsRemoved: 0, postsRemoved: 0 });
    const [footer] = await db.select().from(contentDocuments).where(and(eq(contentDocuments.kind, 'footer'), eq(contentDocuments.locale, 'en')));
    expect((footer!.data as typeof en.footer).bottomFooter.footerCopyright).toBe('© [year] Changed');
    const [post] = await db.select().from(blogPosts).where(and(eq(blogPosts.locale, 'en'), eq(blogPosts.slug, en.blogPosts[0]!.slug)));
    expect(post!.title).toBe('A new title');
    expect(await db.select().from(contentDocuments).where(eq(contentDocuments.kind, 'home'))).toEqual(untouched);
  });

  it('removes what content/ no longer has, then restores it', async () => {
    const withoutPortuguese: ContentSource = Object.fromEntries(Object.entries(source).filter(([locale]) => locale !== 'pt-br'));
    const fewerPosts: ContentSource = { ...withoutPortuguese, en: { ...en, blogPosts: en.blogPosts.slice(1) } };
    const ptDocuments = Object.keys(source['pt-br']!).length;
    // The footer changed by the previous test comes back too: this source has the original.
    expect(await loadContent(db, fewerPosts)).toEqual({ documentsWritten: 1, postsWritten: 0, documentsRemoved: ptDocuments, postsRemoved: 1 });
    expect(await db.select().from(contentDocuments).where(eq(contentDocuments.locale, 'pt-br'))).toEqual([]);
    expect(await loadContent(db)).toEqual({ documentsWritten: ptDocuments, postsWritten: 1, documentsRemoved: 0, postsRemoved: 0 });
    expect(await loadContent(db)).toEqual({ documentsWritten: 0, postsWritten: 0, documentsRemoved: 0, postsRemoved: 0 });
  });
});
