// The route's test lives here, not beside it: every file under pages/ would become a route.
import type { NextApiRequest, NextApiResponse } from 'next';
import handler from '@/pages/api/menu-photos/[...file]';

const NAME = '0123456789abcdef01234567';

async function call(file: string[], headers: Record<string, string> = {}, method = 'GET') {
  const state: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    setHeader: (name: string, value: string) => void (state.headers[name.toLowerCase()] = value),
    status(code: number) {
      state.status = code;
      return res;
    },
    json(body: unknown) {
      state.body = body;
    },
    end(body?: unknown) {
      state.body = body;
    },
  };
  await handler({ method, headers, query: { file } } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return state;
}

describe('GET /images/menu/uploads/… (pages/api/menu-photos)', () => {
  const fetchMock = jest.fn();
  beforeAll(() => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
  });
  afterAll(() => jest.restoreAllMocks());
  beforeEach(() => fetchMock.mockReset());

  it('passes a rendition on with its type and the API’s year-long cache headers', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    fetchMock.mockResolvedValue(new Response(bytes, { status: 200, headers: { 'content-type': 'image/avif', 'cache-control': 'public, max-age=31536000, immutable', etag: '"x"', 'set-cookie': 'no=1' } }));
    const answer = await call([NAME, '480.avif']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(new RegExp(`/online-ordering/menu-photos/${NAME}/480\\.avif$`));
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({ 'content-type': 'image/avif', 'cache-control': 'public, max-age=31536000, immutable', etag: '"x"' });
    expect(Buffer.from(answer.body as Buffer)).toEqual(Buffer.from(bytes));
  });

  it('answers 404 without a call for any other address, and for a photo the API does not have', async () => {
    expect((await call(['..', '480.avif'])).status).toBe(404);
    expect((await call([NAME, '480.gif'])).status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(new Response('{"statusCode":404}', { status: 404 }));
    const missing = await call([`${NAME}.jpg`]);
    expect(missing).toMatchObject({ status: 404, headers: { 'cache-control': 'no-store' } });
  });

  it('refuses other methods and says when the API is out of reach', async () => {
    expect((await call([NAME, '480.avif'], {}, 'POST')).status).toBe(405);
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect((await call([NAME, '480.avif'])).status).toBe(502);
  });
});
