/**
 * AWS Signature Version 4 for a request with its headers in an Authorization header, as every
 * S3-compatible store (AWS, MinIO, Ceph, R2, ...) checks it. Pure: the time comes in.
 */
import { createHash, createHmac } from 'node:crypto';

export type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to sign besides host and x-amz-date (names in any case). */
  headers: Record<string, string>;
  /** The payload's SHA-256 in hex, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  region: string;
  service: string;
  credentials: Credentials;
  now: Date;
};

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** 20130524T000000Z */
export function amzDate(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 3986 encoding, as SigV4 wants it ('/' kept in paths). */
function encode(text: string, keepSlash: boolean): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? '/' : '%2F');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([key, value]) => [encode(key, false), encode(value, false)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** S3 paths are signed as sent (each segment encoded once, not normalised). */
function canonicalPath(url: URL): string {
  return url.pathname.split('/').map((segment) => encode(decodeURIComponent(segment), false)).join('/') || '/';
}

export type Signed = { headers: Record<string, string>; canonicalRequest: string; stringToSign: string; signature: string };

/** The headers to send (host and x-amz-date added, Authorization last), and the steps for tests. */
export function signRequest(input: SignInput): Signed {
  const date = amzDate(input.now);
  const day = date.slice(0, 8);
  const all: Record<string, string> = { host: input.url.host, 'x-amz-date': date };
  if (input.credentials.sessionToken) all['x-amz-security-token'] = input.credentials.sessionToken;
  for (const [name, value] of Object.entries(input.headers)) all[name.toLowerCase()] = value;
  const names = Object.keys(all).sort();
  const canonicalHeaders = names.map((name) => `${name}:${all[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [input.method, canonicalPath(input.url), canonicalQuery(input.url), canonicalHeaders, signedHeaders, input.payloadHash].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.credentials.secretAccessKey}`, day), input.region), input.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  const authorization = `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  const { host: _host, ...rest } = all;
  return { headers: { ...rest, authorization }, canonicalRequest, stringToSign, signature };
}
