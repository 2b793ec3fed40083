/**
 * An uploaded photo's renditions: every width the storefront's srcset asks for, in AVIF, WebP and
 * JPEG, each exactly that wide at 8:5, under a name made from the photo's content.
 */
import sharp from 'sharp';
import { PICTURE_FORMATS, PICTURE_WIDTHS, pictureHeight } from '@/domain/pictures';
import type { FileStorage } from '@/server/storage';
import { checkPhoto, photoNameOf, readRendition, removePhotoFiles, storePhoto } from './photo-files';

function memoryStorage(): FileStorage & { files: Map<string, { body: Uint8Array; type: string }> } {
  const files = new Map<string, { body: Uint8Array; type: string }>();
  return {
    kind: 'local',
    files,
    put: async (key, body, type) => void files.set(key, { body, type }),
    get: async (key) => (files.has(key) ? Buffer.from(files.get(key)!.body) : null),
    delete: async (key) => void files.delete(key),
  };
}

const SHARP_FORMAT = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;

describe('storePhoto', () => {
  it('stores each width of the srcset in AVIF, WebP and JPEG, 8:5, named by the content', async () => {
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#8b4513' } }).png().toBuffer();
    const storage = memoryStorage();
    const stored = await storePhoto(storage, photo);
    expect(stored.name).toBe(photoNameOf(photo));
    expect(stored.name).toMatch(/^[0-9a-f]{24}$/);
    expect(stored.keys).toHaveLength(PICTURE_WIDTHS.length * PICTURE_FORMATS.length);
    for (const width of PICTURE_WIDTHS) {
      for (const { extension, type } of PICTURE_FORMATS) {
        const file = storage.files.get(`menu-photos/${stored.name}/${width}.${extension}`);
        expect(file?.type).toBe(type);
        const meta = await sharp(Buffer.from(file!.body)).metadata();
        expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width, height: pictureHeight(width), format: SHARP_FORMAT[extension] });
        expect(meta.exif).toBeUndefined();
      }
    }
    expect((await readRendition(storage, stored.name))?.mediaType).toBe('image/jpeg');
    await removePhotoFiles(storage, stored.name);
    expect(storage.files.size).toBe(0);
  });

  it('turns a photo taken on its side upright, as its EXIF orientation says', async () => {
    // Stored 800 × 400, red on the left and blue on the right; orientation 6 shows it turned a quarter clockwise: red on top.
    const halves = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="400" height="400" fill="#ff0000"/><rect x="400" width="400" height="400" fill="#0000ff"/></svg>');
    const sideways = await sharp(halves).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const storage = memoryStorage();
    const { name } = await storePhoto(storage, sideways);
    const { data, info } = await sharp(Buffer.from(storage.files.get(`menu-photos/${name}/320.jpg`)!.body)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const redish = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
    const blueish = ([r, g, b]: number[]) => b! > 200 && r! < 60 && g! < 60;
    expect(redish(pixel(5, 5))).toBe(true);
    expect(blueish(pixel(5, info.height - 5))).toBe(true);
  });

  it('names another photo otherwise, and the same photo alike', async () => {
    const one = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#111' } }).jpeg().toBuffer();
    const two = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#222' } }).jpeg().toBuffer();
    expect(photoNameOf(one)).toBe(photoNameOf(Buffer.from(one)));
    expect(photoNameOf(one)).not.toBe(photoNameOf(two));
  });
});

describe('checkPhoto', () => {
  it.each([
    ['an SVG (script could ride in it)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>'), 'staff_menu_photo_file_type_refused'],
    ['a PDF', Buffer.from('%PDF-1.7\n%%EOF\n'), 'staff_menu_photo_file_type_refused'],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 'staff_menu_photo_not_an_image'],
  ])('refuses %s', async (_, bytes, code) => {
    await expect(checkPhoto(bytes)).rejects.toMatchObject({ code });
  });

  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('takes a %s photo', async (format) => {
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#a0522d' } }).toFormat(format).toBuffer();
    await expect(checkPhoto(photo)).resolves.toBeUndefined();
  });
});
