import Fastify from 'fastify';
import clockPlugin, { CLOCK_HEADER, parseClockHeader, requestClock } from './clock';

async function appAt(demoMode: boolean) {
  const app = Fastify();
  await app.register(clockPlugin, { demoMode });
  app.get('/now', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return { now: requestClock().toISOString() };
  });
  return app;
}

describe('the request clock', () => {
  it('runs a demo-mode request at the time its header names, across awaits', async () => {
    const app = await appAt(true);
    const response = await app.inject({ url: '/now', headers: { [CLOCK_HEADER]: '2026-07-04T12:00:00Z' } });
    expect(response.json()).toEqual({ now: '2026-07-04T12:00:00.000Z' });
    await app.close();
  });

  it('ignores the header outside demo mode, and a request without it runs at the real time', async () => {
    for (const [demoMode, headers] of [[false, { [CLOCK_HEADER]: '2026-07-04T12:00:00Z' }], [true, {}]] as const) {
      const app = await appAt(demoMode);
      const before = Date.now();
      const { now } = (await app.inject({ url: '/now', headers })).json();
      expect(Date.parse(now)).toBeGreaterThanOrEqual(before);
      await app.close();
    }
  });

  it('reads the real time outside any request', () => {
    const before = Date.now();
    expect(requestClock().getTime()).toBeGreaterThanOrEqual(before);
  });

  it.each([
    ['2026-11-24T15:00:00Z', '2026-11-24T15:00:00.000Z'],
    ['2026-11-24T09:00:00-06:00', '2026-11-24T15:00:00.000Z'],
    ['2026-11-24', null],
    ['yesterday', null],
    ['2026-02-30T25:00:00Z', null],
    [undefined, null],
  ])('reads %p as %p', (value, expected) => {
    expect(parseClockHeader(value)?.toISOString() ?? null).toBe(expected);
  });
});
