// The route's test lives here, not beside it: every file under pages/ would become a route.
import type { NextApiRequest, NextApiResponse } from 'next';
import handler from '@/pages/api/ready';

function call(method: string) {
  const state: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    setHeader: (name: string, value: string) => void (state.headers[name] = value),
    status(code: number) {
      state.status = code;
      return res;
    },
    json(body: unknown) {
      state.body = body;
    },
  };
  handler({ method, headers: {} } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return state;
}

describe('GET /api/ready (the storefront)', () => {
  it('answers ok, never from a cache', () => {
    expect(call('GET')).toEqual({ status: 200, body: { status: 'ok' }, headers: { 'Cache-Control': 'no-store' } });
  });

  it('refuses other methods, naming the one to use', () => {
    expect(call('POST')).toEqual({
      status: 405,
      body: { message: 'Method POST is not allowed on /api/ready; use GET.' },
      headers: { 'Cache-Control': 'no-store', Allow: 'GET, HEAD' },
    });
  });
});
