import { publicApiConfig, ssrApiTimeoutMsFrom } from './config';

describe('publicApiConfig on the server', () => {
  it('reads process.env at every call', () => {
    process.env.SERVERLESS_API_URL = 'https://fn.example.org';
    expect(publicApiConfig().serverlessApiUrl).toBe('https://fn.example.org');
    delete process.env.SERVERLESS_API_URL;
    expect(publicApiConfig().serverlessApiUrl).toBe('http://localhost:4000');
  });
});

describe('ssrApiTimeoutMsFrom', () => {
  it.each([
    [{}, 5000],
    [{ SSR_API_TIMEOUT_MS: '' }, 5000],
    [{ SSR_API_TIMEOUT_MS: ' 1500 ' }, 1500],
    [{ SSR_API_TIMEOUT_MS: '100' }, 100],
    [{ SSR_API_TIMEOUT_MS: '120000' }, 120000],
    [{ SSR_API_TIMEOUT_MS: '99' }, 5000],
    [{ SSR_API_TIMEOUT_MS: '120001' }, 5000],
    [{ SSR_API_TIMEOUT_MS: '2.5' }, 5000],
    [{ SSR_API_TIMEOUT_MS: '1e4' }, 5000],
    [{ SSR_API_TIMEOUT_MS: 'soon' }, 5000],
  ])('%p -> %d ms', (env, expected) => {
    expect(ssrApiTimeoutMsFrom(env)).toBe(expected);
  });
});
