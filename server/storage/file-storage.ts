/**
 * Where uploaded files are kept: a folder of this machine by default, S3-compatible object
 * storage when configured. Files are addressed by a key the API makes up (never a name someone
 * sent), and nothing here is ever served publicly: only the staff routes read a file back.
 */
export interface FileStorage {
  /** 'local' or 's3', for the start-up log. */
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when no file has that key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
}

/** A storage key: lower-case letters, digits and dashes, in `/`-separated segments, with an extension. */
const KEY = /^[a-z0-9-]{1,64}(\/[a-z0-9-]{1,64}){0,3}\.[a-z0-9]{1,8}$/;

export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
}

/** Refuses a key that could leave its folder or name something else (`..`, absolute paths, odd characters). */
export function checkStorageKey(key: string): string {
  if (!KEY.test(key)) throw new StorageKeyError(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
