/** SigV4 against the published examples of AWS's documentation and test suite. */
import { amzDate, sha256Hex, signRequest } from './sigv4';

const S3_EXAMPLE_CREDENTIALS = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('amzDate', () => {
  it('writes the basic ISO 8601 form without milliseconds', () => {
    expect(amzDate(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z');
  });
});

describe('signRequest', () => {
  it('signs the S3 GET Object example (Range header, empty payload)', () => {
    const signed = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      service: 's3',
      credentials: S3_EXAMPLE_CREDENTIALS,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(sha256Hex(signed.canonicalRequest)).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed.headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('signs the test suite’s get-vanilla request', () => {
    const signed = signRequest({
      method: 'GET',
      url: new URL('https://example.amazonaws.com/'),
      headers: {},
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      service: 'service',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
      now: new Date('2015-08-30T12:36:00Z'),
    });
    expect(signed.signature).toBe('5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31');
  });

  it('sorts and encodes the query, and signs a session token', () => {
    const signed = signRequest({
      method: 'GET',
      url: new URL('https://s3.example.test/bucket?prefix=a b&list-type=2'),
      headers: {},
      payloadHash: 'UNSIGNED-PAYLOAD',
      region: 'auto',
      service: 's3',
      credentials: { ...S3_EXAMPLE_CREDENTIALS, sessionToken: 'token' },
      now: new Date('2030-01-01T00:00:00Z'),
    });
    expect(signed.canonicalRequest.split('\n')[2]).toBe('list-type=2&prefix=a%20b');
    expect(signed.headers['x-amz-security-token']).toBe('token');
    expect(signed.headers.authorization).toContain('SignedHeaders=host;x-amz-date;x-amz-security-token,');
  });
});
