import { and, asc, eq } from 'drizzle-orm';
import { getContent } from '@/content';
import { en } from '@/content/en';
import type { Database, DatabaseConnection } from '@/server/db/client';
import { blogPosts, contentDocuments, contentEntries } from '@/server/db/schema';
import { openTestDatabase, testDatabases } from '@/server/test/databases';
import { contentSource, loadContent } from './load-content';

const source = contentSource();
const expectedDocuments = Object.values(source).reduce((total, content) => total + Object.keys(content).filter((kind) => kind !== 'blogPosts').length, 0);
const expectedPosts = Object.values(source).reduce((total, content) => total + (content.blogPosts?.length ?? 0), 0);
const expectedEntries = Object.values(source).reduce(
  (total, content) => total + (content.currentDeals?.deals.length ?? 0) + (content.cateringFaq?.entries.length ?? 0) + (content.press?.releases.length ?? 0),
  0,
);

/** Every row of the three tables, as text: equal snapshots mean nothing was written. */
async function snapshot(db: Database): Promise<string> {
  const documents = await db.select().from(contentDocuments).orderBy(contentDocuments.id);
  const posts = await db.select().from(blogPosts).orderBy(blogPosts.id);
  const entries = await db.select().from(contentEntries).orderBy(contentEntries.id);
  return JSON.stringify({ documents, posts, entries });
}

describe.each(testDatabases())('loadContent on %s', (kind) => {
  let database: DatabaseConnection;
  let db: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database?.close());

  it('loads everything into empty tables the first time, and writes nothing the second', async () => {
    expect(await loadContent(db)).toEqual({ documentsWritten: expectedDocuments, postsWritten: expectedPosts, entriesWritten: expectedEntries });
    const before = await snapshot(db);
    expect(await loadContent(db)).toEqual({ documentsWritten: 0, postsWritten: 0, entriesWritten: 0 });
    expect(await snapshot(db)).toBe(before);
  });

  it('stores each document as content/ has it, a list page’s items as published entries in their order', async () => {
    const [footer] = await db
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.kind, 'footer'), eq(contentDocuments.locale, 'ja-jp')));
    expect(footer!.data).toEqual(getContent('footer', 'ja-jp'));
    const [post] = await db.select().from(blogPosts).where(and(eq(blogPosts.locale, 'fr-ca'), eq(blogPosts.slug, 'how-to-reheat-brisket')));
    const expected = getContent('blogPosts', 'fr-ca').find((candidate) => candidate.slug === 'how-to-reheat-brisket')!;
    expect(post).toMatchObject({ title: expected.title, publishedOn: expected.date, author: expected.author, body: expected.body, image: expected.image });

    const [deals] = await db.select().from(contentDocuments).where(and(eq(contentDocuments.kind, 'currentDeals'), eq(contentDocuments.locale, 'fr-ca')));
    expect(deals!.data).toEqual({ ...getContent('currentDeals', 'fr-ca'), deals: [] });
    const entries = await db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.kind, 'deal'), eq(contentEntries.locale, 'fr-ca')))
      .orderBy(asc(contentEntries.position));
    expect(entries.map(({ position, data }) => ({ id: position, ...data }))).toEqual(getContent('currentDeals', 'fr-ca').deals);
    expect(entries.every((entry) => entry.publishedAt !== null)).toBe(true);
  });

  it('leaves what the database holds as it is: a changed text survives the next load', async () => {
    await db.update(contentDocuments).set({ data: { changed: true } }).where(and(eq(contentDocuments.kind, 'footer'), eq(contentDocuments.locale, 'en')));
    await db.update(blogPosts).set({ title: 'Edited in the console' }).where(and(eq(blogPosts.locale, 'en'), eq(blogPosts.slug, en.blogPosts[0]!.slug)));
    await db.update(contentEntries).set({ publishedAt: null }).where(eq(contentEntries.kind, 'faq'));
    const before = await snapshot(db);
    expect(await loadContent(db)).toEqual({ documentsWritten: 0, postsWritten: 0, entriesWritten: 0 });
    expect(await snapshot(db)).toBe(before);
  });

  it('fills a list whose entries were never loaded (a database from before the entries), and that one alone', async () => {
    await db.delete(contentEntries).where(eq(contentEntries.kind, 'press'));
    const presses = Object.values(source).reduce((total, content) => total + (content.press?.releases.length ?? 0), 0);
    expect(await loadContent(db)).toEqual({ documentsWritten: 0, postsWritten: 0, entriesWritten: presses });
  });
});
