/**
 * Menu photos on a real database: brand admins only; a photo is recognised by its bytes (a PDF
 * named .jpg is refused), bounded in size and decoded by sharp; it is stored as every rendition
 * the storefront asks for, the item (and so the diner's menu) then names it, and the renditions
 * are served with long cache headers; removing it puts the default picture back and drops files
 * no item shows; another brand's item or an unknown one is 404; every change is audited.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MENU_PHOTO_MAX_BYTES } from '@/domain/menu/photo-messages';
import { PICTURE_FORMATS, PICTURE_WIDTHS } from '@/domain/pictures';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { items, menuItemPhotos, staffAuditLog } from '@/server/db/schema';
import { testDatabases } from '@/server/test/databases';
import { buildItem, buildReferenceData } from '@/server/test/factories';
import { buildOrderableStore, type OrderableStore } from '@/server/modules/orders/test-store';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';
const CLIENT = '198.51.100.31';
const UPLOADED = /^\/images\/menu\/uploads\/([0-9a-f]{24})\.jpg$/;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart body as a browser sends it: one file in `field`. */
function multipart(data: Buffer, { field = 'photo', filename = 'brisket.jpg', contentType = 'image/jpeg' } = {}) {
  const boundary = `----hickory${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A photo as a camera would send it: a JPEG with some detail, 1000 × 700. */
function photo(colour: string): Promise<Buffer> {
  const stripes = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700"><rect width="1000" height="700" fill="${colour}"/><rect x="200" y="150" width="600" height="400" fill="#f4e1c1"/></svg>`);
  return sharp(stripes).jpeg({ quality: 85 }).toBuffer();
}

describe.each(testDatabases())('menu photos on %s', (kind) => {
  let t: AuthTestApp;
  let uploads: string;
  let dallas: OrderableStore;
  let otherBrandItemId: number;
  let adminToken: string;
  let managerToken: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'hickory-menu-photos-'));
    t = await buildAuthApp(kind, { config: { rateLimitMax: 1_000_000, uploadsDir: uploads } });
    await buildReferenceData(t.db);
    dallas = await buildOrderableStore(t.db, { title: 'Dallas Photos Test' });
    await t.db.update(items).set({ imageUrl: '/images/menu/brisket-plate.svg' }).where(eq(items.id, dallas.brisket.id));
    otherBrandItemId = (await buildItem(t.db, { brandId: 3, title: 'Trailer Brisket' })).id;
    const staff = staffClient(t.app);
    adminToken = await staff.signIn(await buildStaff(t.db, { role: 'brand_admin' }));
    managerToken = await staff.signIn(await buildStaff(t.db, { role: 'store_manager', storeIds: [dallas.location.id] }));
    jpeg = await photo('#7a3b1d');
  });
  afterAll(async () => {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
  });

  const upload = (token: string, itemId: number, body: { payload: Buffer; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: `${PREFIX}/admin/menu/items/${itemId}/photo`, headers: { authorization: `Bearer ${token}`, ...body.headers }, payload: body.payload, remoteAddress: CLIENT });
  const remove = (token: string, itemId: number) =>
    t.app.inject({ method: 'DELETE', url: `${PREFIX}/admin/menu/items/${itemId}/photo`, headers: { authorization: `Bearer ${token}` }, remoteAddress: CLIENT });
  const list = (token: string) => t.app.inject({ method: 'GET', url: `${PREFIX}/admin/menu/photos`, headers: { authorization: `Bearer ${token}` } });
  const storedFiles = async () => {
    const folders = await readdir(join(uploads, 'menu-photos')).catch(() => [] as string[]);
    return (await Promise.all(folders.map(async (folder) => (await readdir(join(uploads, 'menu-photos', folder))).map((file) => `${folder}/${file}`)))).flat();
  };
  const dinerImageUrl = async (itemId: number) => {
    const response = await t.app.inject({ method: 'GET', url: `${PREFIX}/locations/${dallas.location.id}/menus/${dallas.menu.id}/sections?include=items` });
    expect(response.statusCode).toBe(200);
    const sections = response.json() as { items?: { id: number; imageUrl: string | null }[] }[];
    return sections.flatMap((section) => section.items ?? []).find((item) => item.id === itemId)?.imageUrl;
  };
  const lastAudit = async (action: string) =>
    (await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, action as never), eq(staffAuditLog.subjectId, String(dallas.brisket.id)))).orderBy(desc(staffAuditLog.id)).limit(1))[0];

  it('refuses staff who are not brand admins, before reading the photo', async () => {
    const listed = await list(managerToken);
    expect(listed.statusCode).toBe(403);
    expect(listed.json().code).toBe('staff_menu_photo_admins_only');
    expect((await upload(managerToken, dallas.brisket.id, multipart(jpeg))).statusCode).toBe(403);
    expect((await remove(managerToken, dallas.brisket.id)).statusCode).toBe(403);
  });

  it('refuses a PDF renamed .jpg and sent as image/jpeg: the bytes decide (415), and keeps nothing', async () => {
    const response = await upload(adminToken, dallas.brisket.id, multipart(PDF, { filename: 'brisket.jpg', contentType: 'image/jpeg' }));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'staff_menu_photo_file_type_refused', message: 'This file is not a JPEG, PNG, WebP or AVIF photo' });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file that starts like a JPEG but is not one (422), and one too small for the renditions (422)', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2048)]);
    const broken = await upload(adminToken, dallas.brisket.id, multipart(fake));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().code).toBe('staff_menu_photo_not_an_image');
    const thumbnail = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#553322' } }).png().toBuffer();
    const small = await upload(adminToken, dallas.brisket.id, multipart(thumbnail, { filename: 'tiny.png', contentType: 'image/png' }));
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({ code: 'staff_menu_photo_too_small', params: { min: 200 } });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a photo over the size limit with 413', async () => {
    const huge = Buffer.concat([jpeg, Buffer.alloc(MENU_PHOTO_MAX_BYTES)]);
    const response = await upload(adminToken, dallas.brisket.id, multipart(huge));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'staff_menu_photo_file_too_large', params: { max: 8 } });
  });

  it('refuses a body that is not multipart (415), a photo in another field (400) and no photo (400)', async () => {
    const json = await t.app.inject({ method: 'POST', url: `${PREFIX}/admin/menu/items/${dallas.brisket.id}/photo`, headers: { authorization: `Bearer ${adminToken}` }, payload: { photo: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('staff_menu_photo_not_multipart');
    const elsewhere = await upload(adminToken, dallas.brisket.id, multipart(jpeg, { field: 'picture' }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'staff_menu_photo_field_unknown', params: { field: 'picture' } });
    const empty = await upload(adminToken, dallas.brisket.id, multipart(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('staff_menu_photo_file_required');
  });

  it('answers 404 for another brand’s item and an unknown one', async () => {
    for (const itemId of [otherBrandItemId, 999_999]) {
      const response = await upload(adminToken, itemId, multipart(jpeg));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'staff_menu_photo_item_not_found', params: { itemId } });
      expect((await remove(adminToken, itemId)).statusCode).toBe(404);
    }
    expect((await list(adminToken)).json().items.map((item: { id: number }) => item.id)).not.toContain(otherBrandItemId);
  });

  it('stores every rendition, the diner’s menu names the photo, and its files are served to be cached for good', async () => {
    const response = await upload(adminToken, dallas.brisket.id, multipart(jpeg));
    expect(response.statusCode).toBe(200);
    const item = response.json();
    const name = UPLOADED.exec(item.imageUrl)?.[1];
    expect(name).toBeDefined();
    expect(item).toMatchObject({ id: dallas.brisket.id, title: 'Brisket Plate', upload: { by: 'Sam Smoke' } });
    expect((await storedFiles()).sort()).toEqual(PICTURE_WIDTHS.flatMap((width) => PICTURE_FORMATS.map(({ extension }) => `${name}/${width}.${extension}`)).sort());
    expect(await dinerImageUrl(dallas.brisket.id)).toBe(item.imageUrl);

    const avif = await t.app.inject({ method: 'GET', url: `${PREFIX}/menu-photos/${name}/480.avif` });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(480);
    const widest = await t.app.inject({ method: 'GET', url: `${PREFIX}/menu-photos/${name}.jpg` });
    expect(widest.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(widest.rawPayload).metadata()).width).toBe(1280);
    const again = await t.app.inject({ method: 'GET', url: `${PREFIX}/menu-photos/${name}/480.avif`, headers: { 'if-none-match': avif.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: `${PREFIX}/menu-photos/${'0'.repeat(24)}/480.avif` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${PREFIX}/menu-photos/${name}/500.avif` })).statusCode).toBe(400);

    const audit = await lastAudit('menu-item-photo');
    expect(audit).toMatchObject({ subjectType: 'menu-item', clientAddress: CLIENT, before: { imageUrl: '/images/menu/brisket-plate.svg' }, after: { imageUrl: item.imageUrl } });
    const listed = (await list(adminToken)).json().items.find((entry: { id: number }) => entry.id === dallas.brisket.id);
    expect(listed).toMatchObject({ imageUrl: item.imageUrl, sections: [`${dallas.menu.title}: ${dallas.section.title}`] });
  });

  it('replaces a photo (the old files go, the default picture is kept) and removing it puts the default back', async () => {
    const second = await upload(adminToken, dallas.brisket.id, multipart(await photo('#2b4a1d'), { filename: 'new.png' }));
    expect(second.statusCode).toBe(200);
    const name = UPLOADED.exec(second.json().imageUrl)?.[1];
    expect(new Set((await storedFiles()).map((file) => file.split('/')[0]))).toEqual(new Set([name]));
    const [row] = await t.db.select().from(menuItemPhotos).where(eq(menuItemPhotos.itemId, dallas.brisket.id));
    expect(row).toMatchObject({ photo: name, defaultImageUrl: '/images/menu/brisket-plate.svg' });

    const removed = await remove(adminToken, dallas.brisket.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ imageUrl: '/images/menu/brisket-plate.svg', upload: null });
    expect(await dinerImageUrl(dallas.brisket.id)).toBe('/images/menu/brisket-plate.svg');
    expect(await storedFiles()).toEqual([]);
    expect(await lastAudit('menu-item-photo-remove')).toMatchObject({ before: { imageUrl: second.json().imageUrl }, after: { imageUrl: '/images/menu/brisket-plate.svg' } });
    // Nothing left to remove: the item stays as it is.
    expect((await remove(adminToken, dallas.brisket.id)).json()).toMatchObject({ imageUrl: '/images/menu/brisket-plate.svg', upload: null });
  });
});
