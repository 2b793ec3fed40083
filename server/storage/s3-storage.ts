/**
 * Files in an S3-compatible bucket, addressed path-style (`{endpoint}/{bucket}/{key}`, which
 * every S3-compatible store accepts), each request signed with SigV4 and sent with fetch.
 * Objects are written private; nothing here makes an address anyone could open.
 */
import { checkStorageKey, type FileStorage } from './file-storage';
import { sha256Hex, signRequest, type Credentials } from './sigv4';

export type S3Options = {
  endpoint: string;
  bucket: string;
  region: string;
  credentials: Credentials;
  /** Keys are written under this prefix ('' for none). */
  prefix?: string;
  fetch?: typeof fetch;
  now?: () => Date;
};

export class S3StorageError extends Error {
  override name = 'S3StorageError';
}

export function createS3Storage(options: S3Options): FileStorage {
  const send = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const base = options.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => new URL(`${base}/${encodeURIComponent(options.bucket)}/${options.prefix ?? ''}${checkStorageKey(key)}`);

  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    const url = urlOf(key);
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash };
    if (contentType) headers['content-type'] = contentType;
    const signed = signRequest({ method, url, headers, payloadHash, region: options.region, service: 's3', credentials: options.credentials, now: now() });
    return send(url, { method, headers: signed.headers, body: body as BodyInit | undefined });
  }

  const failed = async (what: string, response: Response) =>
    new S3StorageError(`S3 ${what} answered ${response.status}: ${(await response.text().catch(() => '')).slice(0, 300)}`);

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await call('PUT', key, body, contentType);
      if (!response.ok) throw await failed('PUT', response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await failed('GET', response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failed('DELETE', response);
      await response.arrayBuffer();
    },
  };
}
