/**
 * Web Vitals beacons: a storefront page's LCP, INP and CLS, sent as sendBeacon's text/plain JSON,
 * move that page's summaries on /metrics (read at p75); anything else is a 4xx in the error
 * shape and moves nothing.
 */
import { build, testDatabases, type TestApp } from '@/server/test/build-app';

const BEACON = '/online-ordering/web-vitals';

/** The value of the sample `name{labels}` in the Prometheus text, or null when it is absent. */
function sample(text: string, name: string, labels: string): number | null {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}{${labels}}`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null;
}

describe.each(testDatabases())('Web Vitals beacons on %s', (kind) => {
  let context: TestApp;
  beforeAll(async () => {
    context = await build(kind);
  });
  afterAll(() => context.close());

  const send = (payload: string, contentType = 'text/plain;charset=UTF-8', remoteAddress = '203.0.113.9') =>
    context.app.inject({ method: 'POST', url: BEACON, payload, headers: { 'content-type': contentType }, remoteAddress });
  const scrape = async () => (await context.app.inject({ method: 'GET', url: '/metrics' })).body;
  const vitalLines = async () => (await scrape()).split('\n').filter((line) => line.startsWith('hickory_web_vitals'));

  it('shows each page at p75 from the beacons of its visits, seconds for LCP and INP', async () => {
    for (const [lcp, inp, cls] of [[1000, 80, 0.01], [2000, 120, 0.05], [3000, 200, 0.1], [4000, 400, 0.3]]) {
      const answer = await send(JSON.stringify({ page: '/menu/[storeSlug]', vitals: [{ name: 'LCP', value: lcp }, { name: 'INP', value: inp }, { name: 'CLS', value: cls }] }));
      expect(answer.statusCode).toBe(204);
    }
    expect((await send(JSON.stringify({ page: '/cart', vitals: [{ name: 'LCP', value: 900 }] }), 'application/json')).statusCode).toBe(204);
    const text = await scrape();
    const p75 = (name: string, page: string) => sample(text, name, `quantile="0.75",page="${page}"`);
    const lcp = p75('hickory_web_vitals_lcp_seconds', '/menu/[storeSlug]')!;
    expect(lcp).toBeGreaterThanOrEqual(3);
    expect(lcp).toBeLessThanOrEqual(4);
    expect(p75('hickory_web_vitals_inp_seconds', '/menu/[storeSlug]')).toBeGreaterThanOrEqual(0.12);
    expect(p75('hickory_web_vitals_cls', '/menu/[storeSlug]')).toBeGreaterThanOrEqual(0.05);
    expect(sample(text, 'hickory_web_vitals_lcp_seconds_count', 'page="/menu/[storeSlug]"')).toBe(4);
    expect(p75('hickory_web_vitals_lcp_seconds', '/cart')).toBeCloseTo(0.9, 5);
  });

  it.each([
    ['not JSON', 'LCP=1200'],
    ['a URL instead of a route pattern', JSON.stringify({ page: '/menu/austin-downtown?coupon=SAVE', vitals: [{ name: 'LCP', value: 1 }] })],
    ['an unknown metric', JSON.stringify({ page: '/', vitals: [{ name: 'FID', value: 1 }] })],
    ['a value out of range', JSON.stringify({ page: '/', vitals: [{ name: 'CLS', value: 500 }] })],
    ['a negative value', JSON.stringify({ page: '/', vitals: [{ name: 'LCP', value: -1 }] })],
    ['no values', JSON.stringify({ page: '/', vitals: [] })],
    ['an extra field', JSON.stringify({ page: '/', vitals: [{ name: 'LCP', value: 1 }], email: 'ada@example.com' })],
    ['a NUL byte', JSON.stringify({ page: '/\u0000', vitals: [{ name: 'LCP', value: 1 }] })],
  ])('refuses %s with a 400 in the error shape, and records nothing', async (_what, payload) => {
    const before = await vitalLines();
    const answer = await send(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(await vitalLines()).toEqual(before);
  });

  it('refuses an oversized beacon with a 413, and a client past its budget with a 429', async () => {
    const big = JSON.stringify({ page: '/', vitals: [{ name: 'LCP', value: 1 }], pad: 'x'.repeat(4000) });
    expect((await send(big)).statusCode).toBe(413);
    const body = JSON.stringify({ page: '/', vitals: [{ name: 'CLS', value: 0 }] });
    const answers = [];
    for (let index = 0; index < 31; index += 1) answers.push((await send(body, undefined, '203.0.113.77')).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
