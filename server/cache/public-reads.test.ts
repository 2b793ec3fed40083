import { and, eq } from 'drizzle-orm';
import { buildApp, type App } from '@/server/app';
import { locationItems, locations } from '@/server/db/schema';
import { build, testConfig, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildHours, buildItem, buildLocation, buildMenu, buildReferenceData, buildSection } from '@/server/test/factories';

describe.each(testDatabases())('cached public reads on %s', (kind) => {
  let context: TestApp;
  const ids: Record<string, number> = {};
  const get = (url: string, headers: Record<string, string> = {}, app: App = context.app) =>
    app.inject({ url: `/online-ordering${url}`, headers });
  const sectionsUrl = () => `/locations/${ids.store}/menus/${ids.menu}/sections?include=items`;

  beforeAll(async () => {
    context = await build(kind);
    const { db } = context;
    await buildReferenceData(db);
    const store = await buildLocation(db, { slug: 'austin-downtown', title: 'Austin Downtown' });
    await buildLocation(db, { slug: 'dallas-uptown', title: 'Dallas Uptown', city: 'Dallas' });
    await buildHours(db, store.id, [{ weekday: 1, active: true, opened: '11:00:00', closed: '21:00:00' }]);
    const menu = await buildMenu(db, { slug: 'everyday', title: 'Everyday', locationIds: [store.id] });
    const meats = await buildSection(db, menu.id, { slug: 'meats', title: 'Meats' });
    const brisket = await buildItem(db, { slug: 'brisket', title: 'Brisket', sectionId: meats.id, prices: { [store.id]: '21.50' } });
    Object.assign(ids, { store: store.id, menu: menu.id, brisket: brisket.id });
  });
  afterAll(() => context.close());

  describe('the locations list', () => {
    it('sends a strong ETag, a short public Cache-Control and Vary on the market headers', async () => {
      const response = await get('/locations');
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
      expect(String(response.headers.vary).split(', ')).toEqual(expect.arrayContaining(['brand-id', 'country-alpha-2', 'accept-language']));
    });

    it('answers 304 without a body to If-None-Match naming the current tag, and 200 to another tag', async () => {
      const first = await get('/locations');
      const again = await get('/locations', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
      const weak = await get('/locations', { 'if-none-match': `"other", W/${first.headers.etag}` });
      expect(weak.statusCode).toBe(304);
      const stale = await get('/locations', { 'if-none-match': '"not-the-current-tag"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    });

    it('is byte for byte what the uncached list answers', async () => {
      const cached = await get('/locations');
      const uncached = await get('/locations?filter=id[gt]0');
      expect(cached.body).toBe(uncached.body);
    });

    it('shows a change to a store in the next list, with a new tag that the old one no longer matches', async () => {
      const before = await get('/locations');
      await context.db.update(locations).set({ title: 'Austin Congress Ave' }).where(eq(locations.id, ids.store!));
      const after = await get('/locations', { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.json().data.map((store: { title: string }) => store.title)).toContain('Austin Congress Ave');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('shows a new store and drops a removed one', async () => {
      const added = await buildLocation(context.db, { slug: 'houston-heights', title: 'Houston Heights', city: 'Houston' });
      expect((await get('/locations')).json().data.map((store: { slug: string }) => store.slug)).toContain('houston-heights');
      await context.db.delete(locations).where(eq(locations.id, added.id));
      const body = (await get('/locations')).json();
      expect(body.data.map((store: { slug: string }) => store.slug)).not.toContain('houston-heights');
      expect(body.total).toBe(2);
    });

    it('shows a change written through one instance on another instance sharing the database', async () => {
      const other = await buildApp({ config: testConfig(), database: context.database, logger: false });
      try {
        expect((await get('/locations', {}, other)).json().data.map((store: { title: string }) => store.title)).not.toContain('Austin Riverside');
        await context.db.update(locations).set({ title: 'Austin Riverside' }).where(eq(locations.id, ids.store!));
        for (const app of [context.app, other]) {
          expect((await get('/locations', {}, app)).json().data.map((store: { title: string }) => store.title)).toContain('Austin Riverside');
        }
      } finally {
        await other.close();
      }
    });

    it('keeps each market apart', async () => {
      expect((await get('/locations', { 'country-alpha-2': 'CA' })).json()).toMatchObject({ data: [], total: 0 });
      expect((await get('/locations')).json().total).toBe(2);
    });
  });

  describe("a store's menu", () => {
    it('sends an ETag and answers 304 to it', async () => {
      const first = await get(sectionsUrl());
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
      const again = await get(sectionsUrl(), { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it("shows a price change and an item running out in the next read", async () => {
      const before = await get(sectionsUrl());
      expect(before.json()[0].items[0]).toMatchObject({ slug: 'brisket', price: '21.50', available: true });
      await context.db
        .update(locationItems)
        .set({ price: '23.00', available: false })
        .where(and(eq(locationItems.locationId, ids.store!), eq(locationItems.itemId, ids.brisket!)));
      const after = await get(sectionsUrl(), { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.json()[0].items[0]).toMatchObject({ slug: 'brisket', price: '23.00', available: false });
    });

    it('answers each locale in its own words and a store of another market 404', async () => {
      const english = await get(`/locations/${ids.store}/menus`);
      const french = await get(`/locations/${ids.store}/menus`, { 'accept-language': 'fr-CA' });
      expect(english.statusCode).toBe(200);
      expect(french.statusCode).toBe(200);
      expect((await get(`/locations/${ids.store}/menus`, { 'country-alpha-2': 'CA' })).statusCode).toBe(404);
    });
  });

  it('has no benchmark ceiling route', async () => {
    expect((await context.app.inject({ url: `/bench/pk-select?id=${ids.store}` })).statusCode).toBe(404);
  });
});
