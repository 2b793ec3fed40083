/**
 * An application's file: a photo (JPEG or PNG) or a résumé (PDF), recognised by its first bytes
 * only, never by its name or the type the browser declares; and the size limit in megabytes.
 */
const UPLOAD_KINDS = ['jpeg', 'png', 'pdf'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The signature each kind starts with. */
const SIGNATURES: ReadonlyArray<{ kind: UploadKind; bytes: readonly number[] }> = [
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The kind of a file from its first bytes, or null when it is none we take. */
export function uploadKindOf(head: Uint8Array): UploadKind | null {
  const match = SIGNATURES.find(({ bytes }) => head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte));
  return match?.kind ?? null;
}

export const UPLOAD_MEDIA_TYPES: Readonly<Record<UploadKind, string>> = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadKind, string>> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };

/** What a file picker offers: a convenience, the bytes decide. */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** The megabyte limit when none is configured, and the most any setting may allow. */
export const DEFAULT_UPLOAD_MAX_MB = 5;
export const UPLOAD_MAX_MB_CEILING = 25;

const MEGABYTE = 1024 * 1024;

export function megabytesToBytes(megabytes: number): number {
  return Math.round(megabytes * MEGABYTE);
}
