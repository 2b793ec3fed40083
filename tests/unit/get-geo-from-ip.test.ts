// The route's test lives here, not beside it: every file under pages/ would become a route.
import type { NextApiRequest, NextApiResponse } from 'next';
import handler from '@/pages/api/getGeoFromIp';

type Handler = typeof handler;

function call(method: string, headers: Record<string, string>, remoteAddress = '127.0.0.1', route: Handler = handler) {
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
  route({ method, headers, socket: { remoteAddress } } as unknown as NextApiRequest, res as unknown as NextApiResponse);
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

  describe('behind a proxy', () => {
    const saved = process.env.TRUST_PROXY;
    afterEach(() => {
      if (saved === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved;
    });

    it.each([
      ['unset', undefined, '10.0.0.2', null],
      ['one hop from the proxy', '1', '10.0.0.2', 'CA'],
      ['the proxy\'s range', '10.0.0.0/8', '10.0.0.2', 'CA'],
      ['a range the peer is not in', '172.16.0.0/12', '10.0.0.2', null],
      ['true, which believes even the forged first entry', 'true', '10.0.0.2', 'JP'],
    ])('with TRUST_PROXY %s reads the visitor from X-Forwarded-For only through trusted hops', (_label, setting, peer, country) => {
      if (setting === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = setting;
      // The storefront's settings are read once per process: a fresh module set reads this one.
      let route: Handler = handler;
      jest.isolateModules(() => {
        route = (jest.requireActual('@/pages/api/getGeoFromIp') as { default: Handler }).default;
      });
      // 202.12.27.33 (JP) is a forged first entry; the proxy appended the visitor, 24.48.0.1 (CA).
      const answer = call('GET', { 'x-forwarded-for': '202.12.27.33, 24.48.0.1' }, peer, route);
      expect(answer.body).toEqual({ country });
    });
  });

  it('refuses other methods, naming the method', () => {
    const answer = call('POST', {});
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ message: expect.stringContaining('POST') });
  });
});
