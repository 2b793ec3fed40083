/**
 * The upload settings, read with the rest of the environment (server/config.ts):
 * - JOB_APPLICATION_UPLOAD_MAX_MB: the largest application file, in whole megabytes (1 to 25, default 5);
 * - UPLOADS_DIR: the folder of the local storage (default ./data/uploads, beside the database, never under public/);
 * - UPLOADS_S3_ENDPOINT and UPLOADS_S3_BUCKET: with both set, files go to that S3-compatible bucket instead,
 *   signed with UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY (required then), in
 *   UPLOADS_S3_REGION (default us-east-1), under UPLOADS_S3_PREFIX (default none).
 */
import { DEFAULT_UPLOAD_MAX_MB, UPLOAD_MAX_MB_CEILING } from '@/domain/jobs';

type Env = Record<string, string | undefined>;

export type S3Settings = Readonly<{ endpoint: string; bucket: string; region: string; prefix: string; accessKeyId: string; secretAccessKey: string }>;

export type UploadSettings = {
  jobApplicationUploadMaxMb: number;
  uploadsDir: string;
  /** Null: files stay in uploadsDir. */
  uploadsS3: S3Settings | null;
};

export class UploadSettingError extends Error {
  override name = 'ConfigError';
}

const value = (env: Env, name: string) => {
  const text = env[name]?.trim();
  return text === '' ? undefined : text;
};

function readMegabytes(env: Env): number {
  const name = 'JOB_APPLICATION_UPLOAD_MAX_MB';
  const text = value(env, name);
  if (text === undefined) return DEFAULT_UPLOAD_MAX_MB;
  const parsed = /^\d+$/.test(text) ? Number.parseInt(text, 10) : NaN;
  if (!(parsed >= 1 && parsed <= UPLOAD_MAX_MB_CEILING)) throw new UploadSettingError(`${name} must be a whole number of megabytes from 1 to ${UPLOAD_MAX_MB_CEILING}, got "${text}"`);
  return parsed;
}

function readS3(env: Env): S3Settings | null {
  const endpoint = value(env, 'UPLOADS_S3_ENDPOINT');
  const bucket = value(env, 'UPLOADS_S3_BUCKET');
  if (endpoint === undefined && bucket === undefined) return null;
  if (endpoint === undefined || bucket === undefined) throw new UploadSettingError('UPLOADS_S3_ENDPOINT and UPLOADS_S3_BUCKET go together: set both, or neither for the local folder');
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new UploadSettingError('UPLOADS_S3_ENDPOINT must be a URL such as https://s3.us-east-1.amazonaws.com');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UploadSettingError('UPLOADS_S3_ENDPOINT must start with https:// or http://');
  const accessKeyId = value(env, 'UPLOADS_S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'UPLOADS_S3_SECRET_ACCESS_KEY');
  if (!accessKeyId || !secretAccessKey) throw new UploadSettingError('UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY are required with UPLOADS_S3_ENDPOINT');
  const prefix = value(env, 'UPLOADS_S3_PREFIX') ?? '';
  if (prefix && !/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/$/.test(prefix)) throw new UploadSettingError('UPLOADS_S3_PREFIX must be folder names ending with a slash, such as hickory/');
  return Object.freeze({ endpoint: url.origin + url.pathname.replace(/\/+$/, ''), bucket, region: value(env, 'UPLOADS_S3_REGION') ?? 'us-east-1', prefix, accessKeyId, secretAccessKey });
}

export function readUploadSettings(env: Env): UploadSettings {
  return { jobApplicationUploadMaxMb: readMegabytes(env), uploadsDir: value(env, 'UPLOADS_DIR') ?? './data/uploads', uploadsS3: readS3(env) };
}
