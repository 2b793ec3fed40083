/**
 * POST /online-ordering/web-vitals: the storefront's Web Vitals beacons (domain/web-vitals), sent
 * by navigator.sendBeacon as text/plain JSON (a simple request: no preflight, and the browser
 * does not wait for the answer). Each value is observed in the page's summary, so /metrics shows
 * LCP, INP and CLS per route pattern at p75. Nothing of the visitor is kept: no address, no
 * cookie, no URL, only the pattern and the numbers. A client may send a few beacons a minute.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { outOfRange, WEB_VITAL_MAX, WEB_VITAL_NAMES, WEB_VITALS_PAGE_PATTERN, WEB_VITALS_PATH, type WebVitalsBeacon } from '@/domain/web-vitals/beacon';
import { BadRequestError, HttpError } from '@/server/errors';
import { errorResponses, Strict } from '@/server/schemas/common';
import type { Instruments } from './instruments';

/** A page sends one beacon when it is hidden; 30 a minute leaves room for a busy office behind one address. */
const BEACONS_PER_MINUTE = 30;
const BODY_LIMIT_BYTES = 1024;

const beaconSchema = {
  tags: ['metrics'],
  summary: 'A Web Vitals beacon from a storefront page (LCP and INP in ms, CLS unitless), by route pattern',
  body: Strict({
    page: Type.String({ maxLength: 120, pattern: WEB_VITALS_PAGE_PATTERN, description: "The page's route pattern, e.g. /menu/[storeSlug]" }),
    vitals: Type.Array(
      Strict({ name: Type.Union(WEB_VITAL_NAMES.map((name) => Type.Literal(name))), value: Type.Number({ minimum: 0, maximum: Math.max(...Object.values(WEB_VITAL_MAX)) }) }),
      { minItems: 1, maxItems: WEB_VITAL_NAMES.length },
    ),
  }),
  response: { 204: Type.Null(), ...errorResponses(429) },
};

const webVitalsRoutes: FastifyPluginAsync<{ instruments: Instruments }> = async (app, { instruments }) => {
  // sendBeacon's string body arrives as text/plain; it is JSON all the same (this plugin's routes only).
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new BadRequestError('A Web Vitals beacon is a JSON object: { page, vitals: [{ name, value }] }'), undefined);
    }
  });

  app.post<{ Body: WebVitalsBeacon }>(
    WEB_VITALS_PATH,
    {
      schema: beaconSchema,
      bodyLimit: BODY_LIMIT_BYTES,
      config: {
        rateLimit: {
          max: BEACONS_PER_MINUTE,
          timeWindow: 60_000,
          errorResponseBuilder: (_request: unknown, context: { statusCode: number; after: string }) =>
            new HttpError(context.statusCode, `Too many Web Vitals beacons: at most ${BEACONS_PER_MINUTE} a minute. Try again in ${context.after}.`),
        },
      },
    },
    async (request, reply) => {
      const { page, vitals } = request.body;
      const wrong = outOfRange(vitals);
      if (wrong) throw new BadRequestError(`${wrong} must be from 0 to ${WEB_VITAL_MAX[wrong]}`);
      for (const { name, value } of vitals) instruments.webVital(name, page, value);
      return reply.code(204).send();
    },
  );
};

export default webVitalsRoutes;
