/**
 * The e-gift card delivery run is a demo convenience: in demo mode it answers (and refuses a
 * malformed instant, or a day no calendar has, with a 400), outside it the path does not exist
 * (404 in the error shape).
 */
import { build, testDatabases } from '@/server/test/build-app';

const RUN = { method: 'POST' as const, url: '/online-ordering/dev/e-gift-card-delivery' };

describe.each(testDatabases())('the e-gift card delivery run on %s', (kind) => {
  it('runs in demo mode, and refuses an instant it cannot read', async () => {
    const context = await build(kind);
    try {
      const ran = await context.app.inject({ ...RUN, payload: { now: '2030-03-12T15:00:00Z' } });
      expect(ran.statusCode).toBe(200);
      expect(ran.json()).toEqual({ now: '2030-03-12T15:00:00.000Z', delivered: 0 });
      for (const now of ['next tuesday', '2030-02-31T15:00:00Z']) {
        const bad = await context.app.inject({ ...RUN, payload: { now } });
        expect(bad.statusCode).toBe(400);
      }
    } finally {
      await context.close();
    }
  });

  it('is absent outside demo mode', async () => {
    const context = await build(kind, { config: { demoMode: false } });
    try {
      const answer = await context.app.inject({ ...RUN, payload: { now: '2030-03-12T15:00:00Z' } });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
    } finally {
      await context.close();
    }
  });
});
