import { publicApiConfig } from './config';

describe('publicApiConfig on the server', () => {
  it('reads process.env at every call', () => {
    process.env.SERVERLESS_API_URL = 'https://fn.example.org';
    expect(publicApiConfig().serverlessApiUrl).toBe('https://fn.example.org');
    delete process.env.SERVERLESS_API_URL;
    expect(publicApiConfig().serverlessApiUrl).toBe('http://localhost:4000');
  });
});
