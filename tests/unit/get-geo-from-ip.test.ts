// The route's test lives here, not beside it: every file under pages/ would become a route.
import type { NextApiRequest, NextApiResponse } from 'next';
import handler from '@/pages/api/getGeoFromIp';

function call(method: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
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
  handler({ method, headers, socket: { remoteAddress } } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return state;
}

describe('GET /api/getGeoFromIp', () => {
  it.each([
    [{ 'cf-ipcountry': 'ca' }, 'CA'],
    [{ 'x-vercel-ip-country': 'JP' }, 'JP'],
    [{ 'cf-ipcountry': 'XX' }, null],
    [{}, null],
  ])('headers %p → country %p, never cached by a CDN', (headers, country) => {
    const answer = call('GET', headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ country });
    expect(answer.headers['Cache-Control']).toBe('private, no-store');
  });

  it('refuses other methods, naming the method', () => {
    const answer = call('POST', {});
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ message: expect.stringContaining('POST') });
  });
});
