/** The upload settings: defaults, the megabyte range, and S3 only with its endpoint, bucket and keys together. */
import { loadConfig } from '@/server/config';
import { readUploadSettings } from './settings';

describe('readUploadSettings', () => {
  it('keeps files in ./data/uploads up to 5 MB by default', () => {
    expect(readUploadSettings({})).toEqual({ jobApplicationUploadMaxMb: 5, uploadsDir: './data/uploads', uploadsS3: null });
    expect(loadConfig({}).jobApplicationUploadMaxMb).toBe(5);
  });

  it.each(['0', '26', '2.5', 'ten'])('refuses JOB_APPLICATION_UPLOAD_MAX_MB=%s', (value) => {
    expect(() => readUploadSettings({ JOB_APPLICATION_UPLOAD_MAX_MB: value })).toThrow(/JOB_APPLICATION_UPLOAD_MAX_MB must be a whole number of megabytes from 1 to 25/);
  });

  it('reads the S3 settings, the region defaulting to us-east-1', () => {
    const env = { UPLOADS_S3_ENDPOINT: 'https://s3.example.test/', UPLOADS_S3_BUCKET: 'cv', UPLOADS_S3_ACCESS_KEY_ID: 'AK', UPLOADS_S3_SECRET_ACCESS_KEY: 'SK', UPLOADS_S3_PREFIX: 'hickory/' };
    expect(readUploadSettings(env).uploadsS3).toEqual({ endpoint: 'https://s3.example.test', bucket: 'cv', region: 'us-east-1', prefix: 'hickory/', accessKeyId: 'AK', secretAccessKey: 'SK' });
  });

  it.each([
    [{ UPLOADS_S3_ENDPOINT: 'https://s3.example.test' }, /go together/],
    [{ UPLOADS_S3_ENDPOINT: 'https://s3.example.test', UPLOADS_S3_BUCKET: 'cv' }, /ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY are required/],
    [{ UPLOADS_S3_ENDPOINT: 'ftp://s3.example.test', UPLOADS_S3_BUCKET: 'cv', UPLOADS_S3_ACCESS_KEY_ID: 'AK', UPLOADS_S3_SECRET_ACCESS_KEY: 'SK' }, /https:\/\/ or http:\/\//],
    [{ UPLOADS_S3_ENDPOINT: 'https://s3.example.test', UPLOADS_S3_BUCKET: 'cv', UPLOADS_S3_ACCESS_KEY_ID: 'AK', UPLOADS_S3_SECRET_ACCESS_KEY: 'SK', UPLOADS_S3_PREFIX: '../' }, /UPLOADS_S3_PREFIX/],
  ])('refuses %j', (env, message) => {
    expect(() => readUploadSettings(env)).toThrow(message);
  });
});
