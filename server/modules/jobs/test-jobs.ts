/** Fixtures of the job suites: real file bytes, multipart bodies as a browser sends them, openings, and a client of the routes. */
import { randomBytes } from 'node:crypto';
import type { App } from '@/server/app';
import type { Database } from '@/server/db/client';
import { jobOpenings } from '@/server/db/schema';

const PREFIX = '/online-ordering';
let connection = 0;

/** A fresh client address, so one test's applications never count against another's budget. */
export function freshIp(): string {
  connection += 1;
  return `10.40.${Math.floor(connection / 250)}.${(connection % 250) + 1}`;
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), randomBytes(64), Buffer.from([0xff, 0xd9])]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const TEXT = Buffer.from('I am a plain text file pretending to be a picture.\n');

export type FilePart = { data: Buffer; filename?: string; contentType?: string; field?: string };
export type Fields = Array<[name: string, value: string]>;

export function applicationFields(storeId: number, positionId: number, overrides: Record<string, string | string[] | undefined> = {}): Fields {
  const base: Record<string, string | string[] | undefined> = {
    firstName: 'Rosa',
    lastName: 'Fumée',
    email: 'rosa@example.com',
    phone: '(512) 555-0142',
    storeId: String(storeId),
    positionId: String(positionId),
    days: ['sat', 'mon'],
    shifts: ['evening'],
    ...overrides,
  };
  return Object.entries(base).flatMap(([name, value]) => (value === undefined ? [] : Array.isArray(value) ? value.map((v) => [name, v] as [string, string]) : [[name, value] as [string, string]]));
}

/** A multipart/form-data body with its content type. */
export function multipart(fields: Fields, files: FilePart[] = []): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hickory${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'photo.png'}"\r\nContent-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function openPositions(db: Database, locationId: number, positionIds: number[]): Promise<void> {
  await db.insert(jobOpenings).values(positionIds.map((positionId) => ({ locationId, positionId })));
}

type Headers = Record<string, string>;

export function jobClient(app: App) {
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    openings: (headers: Headers = {}) => app.inject({ method: 'GET', url: `${PREFIX}/labor-management/job-openings`, headers }),
    apply: (body: { payload: Buffer | string; headers: Headers }, headers: Headers = {}, ip = freshIp()) =>
      app.inject({ method: 'POST', url: `${PREFIX}/labor-management/job-applications`, payload: body.payload, headers: { ...body.headers, ...headers }, remoteAddress: ip }),
    staffList: (token?: string, query = '') => app.inject({ method: 'GET', url: `${PREFIX}/staff/job-applications${query}`, headers: auth(token) }),
    staffFile: (token: string | undefined, id: string) => app.inject({ method: 'GET', url: `${PREFIX}/staff/job-applications/${id}/file`, headers: auth(token) }),
  };
}
