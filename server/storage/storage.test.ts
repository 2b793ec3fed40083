/** The local folder for real, and the S3 variant's requests as an S3-compatible endpoint receives them. */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkStorageKey, StorageKeyError } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

describe('checkStorageKey', () => {
  it.each(['job-applications/0b8e-1.png', 'a.pdf', 'x/y/z.jpg'])('takes %s', (key) => {
    expect(checkStorageKey(key)).toBe(key);
  });
  it.each(['../etc/passwd', '/abs.png', 'a/../b.png', 'A.PNG', 'no-extension', 'a//b.png', 'a\u0000.png', ''])('refuses %j', (key) => {
    expect(() => checkStorageKey(key)).toThrow(StorageKeyError);
  });
});

describe('createLocalStorage', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'hickory-storage-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('puts, gets and deletes a file, readable by its owner only, leaving no temporary file', async () => {
    const storage = createLocalStorage(join(root, 'uploads'));
    const body = Buffer.from('%PDF-1.4 résumé');
    await storage.put('job-applications/abc.pdf', body, 'application/pdf');
    expect(await storage.get('job-applications/abc.pdf')).toEqual(body);
    expect(await readdir(join(root, 'uploads', 'job-applications'))).toEqual(['abc.pdf']);
    expect((await stat(join(root, 'uploads', 'job-applications', 'abc.pdf'))).mode & 0o777).toBe(0o600);
    await storage.delete('job-applications/abc.pdf');
    expect(await storage.get('job-applications/abc.pdf')).toBeNull();
    await expect(storage.delete('job-applications/abc.pdf')).resolves.toBeUndefined();
  });

  it('refuses a key that leaves its folder', async () => {
    await expect(createLocalStorage(root).put('../outside.png', Buffer.from('x'), 'image/png')).rejects.toThrow(StorageKeyError);
  });
});

describe('createS3Storage', () => {
  type Sent = { url: string; method: string; headers: Record<string, string>; body?: Uint8Array };
  function endpoint(answers: Array<{ status: number; body?: string }>) {
    const sent: Sent[] = [];
    const fetch = (async (url: URL, init: RequestInit) => {
      sent.push({ url: String(url), method: String(init.method), headers: init.headers as Record<string, string>, body: init.body as Uint8Array | undefined });
      const answer = answers.shift() ?? { status: 200 };
      return new Response(answer.status === 204 ? null : (answer.body ?? ''), { status: answer.status });
    }) as unknown as typeof globalThis.fetch;
    return { sent, fetch };
  }
  const options = { endpoint: 'https://minio.example.test:9000/', bucket: 'hickory', region: 'us-east-1', prefix: 'prod/', credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' }, now: () => new Date('2030-01-02T03:04:05Z') };

  it('puts path-style with the payload hash and a SigV4 authorization, and reads it back', async () => {
    const server = endpoint([{ status: 200 }, { status: 200, body: 'PNGDATA' }, { status: 204 }]);
    const storage = createS3Storage({ ...options, fetch: server.fetch });
    await storage.put('job-applications/a.png', Buffer.from('PNGDATA'), 'image/png');
    expect(await storage.get('job-applications/a.png')).toEqual(Buffer.from('PNGDATA'));
    await storage.delete('job-applications/a.png');
    expect(server.sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT https://minio.example.test:9000/hickory/prod/job-applications/a.png',
      'GET https://minio.example.test:9000/hickory/prod/job-applications/a.png',
      'DELETE https://minio.example.test:9000/hickory/prod/job-applications/a.png',
    ]);
    const put = server.sent[0]!;
    expect(put.headers['x-amz-content-sha256']).toBe(createHash('sha256').update('PNGDATA').digest('hex'));
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\/20300102\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/);
  });

  it('answers null for a missing object and throws on a refusal', async () => {
    const server = endpoint([{ status: 404 }, { status: 403, body: '<Error><Code>AccessDenied</Code></Error>' }]);
    const storage = createS3Storage({ ...options, fetch: server.fetch });
    expect(await storage.get('job-applications/missing.png')).toBeNull();
    await expect(storage.put('job-applications/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/S3 PUT answered 403: <Error><Code>AccessDenied/);
  });
});
