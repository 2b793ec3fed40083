/**
 * Menu item photos a brand admin uploads: which files are taken (recognised by their first bytes
 * only, never by their name or the type the browser declares), how large, and the texts of every
 * refusal with the code the API sends (`staff_menu_photo_…`). The console has a text for each
 * code (staffMenuPhotos.error.<code>) and shows the same limit the API enforces.
 */
export const MENU_PHOTO_MESSAGES = {
  adminsOnly: 'Only a brand admin can change menu photos; ask your brand admin',
  itemNotFound: 'Item [itemId] is not on your brand’s menu',
  notMultipart: 'Send the photo as multipart/form-data, in the field “photo”',
  fileRequired: 'Choose a photo to upload',
  oneFileOnly: 'Send one photo at a time',
  fieldUnknown: 'The form has no field “[field]”: send the photo in the field “photo”',
  fileTooLarge: 'The photo is larger than [max] MB: send a smaller one',
  fileTypeRefused: 'This file is not a JPEG, PNG, WebP or AVIF photo',
  notAnImage: 'This file could not be read as a photo: it may be damaged',
  tooManyPixels: 'The photo is larger than [max] megapixels: send a smaller one',
  tooSmall: 'The photo is too small: its shorter side must be at least [min] pixels',
  formUnreadable: 'The upload was cut short or could not be read: try again',
  fileNotFound: 'No menu photo has that address',
} as const;

export type MenuPhotoMessageName = keyof typeof MENU_PHOTO_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type MenuPhotoErrorCode = `staff_menu_photo_${Snake<MenuPhotoMessageName>}`;

export function menuPhotoErrorCode(name: MenuPhotoMessageName): MenuPhotoErrorCode {
  return `staff_menu_photo_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as MenuPhotoErrorCode;
}

export const MENU_PHOTO_ERROR_CODES: readonly MenuPhotoErrorCode[] = (Object.keys(MENU_PHOTO_MESSAGES) as MenuPhotoMessageName[]).map(menuPhotoErrorCode);

/** The largest photo taken, in megabytes (the form says it, the API refuses above it with 413). */
export const MENU_PHOTO_MAX_MB = 8;
export const MENU_PHOTO_MAX_BYTES = MENU_PHOTO_MAX_MB * 1024 * 1024;

/** The most pixels a photo may have once decoded, in megapixels: a phone's photo fits, a decompression bomb does not. */
export const MENU_PHOTO_MAX_MEGAPIXELS = 50;

/** The shortest side a photo may have, in pixels, so its renditions are not blown up from a thumbnail. */
export const MENU_PHOTO_MIN_SIDE = 200;

/** The multipart field the photo travels in. */
export const MENU_PHOTO_FIELD = 'photo';

export type MenuPhotoKind = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (text: string) => [...text].map((letter) => letter.charCodeAt(0));

/** Each kind's signature: bytes at an offset. */
const SIGNATURES: ReadonlyArray<{ kind: MenuPhotoKind; parts: ReadonlyArray<{ at: number; bytes: readonly number[] }> }> = [
  { kind: 'jpeg', parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { kind: 'png', parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { kind: 'webp', parts: [{ at: 0, bytes: ascii('RIFF') }, { at: 8, bytes: ascii('WEBP') }] },
  { kind: 'avif', parts: [{ at: 4, bytes: ascii('ftypavif') }] },
  { kind: 'avif', parts: [{ at: 4, bytes: ascii('ftypavis') }] },
];

/** The kind of a photo from its first 16 bytes, or null when it is none we take. */
export function menuPhotoKindOf(head: Uint8Array): MenuPhotoKind | null {
  const matches = (at: number, bytes: readonly number[]) => head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);
  return SIGNATURES.find(({ parts }) => parts.every(({ at, bytes }) => matches(at, bytes)))?.kind ?? null;
}

/** What the file picker offers: a convenience, the bytes decide. */
export const MENU_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif';
