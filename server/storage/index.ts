/** The storage of uploaded files the settings name: S3-compatible when UPLOADS_S3_* are set, else the UPLOADS_DIR folder. */
import type { Config } from '@/server/config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

export type { FileStorage } from './file-storage';

export function createFileStorage(config: Pick<Config, 'uploadsDir' | 'uploadsS3'>): FileStorage {
  const s3 = config.uploadsS3;
  if (s3) {
    return createS3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      prefix: s3.prefix,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
  }
  return createLocalStorage(config.uploadsDir);
}
