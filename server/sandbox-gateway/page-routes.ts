/**
 * The hosted fields page and its two files, and /health.
 * GET /hosted-fields?parent=<origin>&locale=<tag> answers the page only for an allowed parent
 * origin, framed by that origin alone (see parent-origin.ts); any other parent gets a plain 400.
 */
import type { FastifyInstance } from 'fastify';
import { HOSTED_FIELDS_PATH } from '@/domain/payments/hosted-fields';
import type { HostedFieldsAssets } from './assets';
import { hostedFieldsPage, pageLocale } from './hosted-fields-page';
import { allowedParentOrigin, hostedFieldsCsp } from './parent-origin';


export function registerPageRoutes(app: FastifyInstance, { parentOrigins, assets }: { parentOrigins: readonly string[]; assets: HostedFieldsAssets }): void {
  app.get<{ Querystring: Record<string, unknown> }>(HOSTED_FIELDS_PATH, async (request, reply) => {
    const parent = allowedParentOrigin(request.query.parent, parentOrigins);
    reply.header('cache-control', 'no-store');
    if (parent === null) {
      return reply
        .status(400)
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
        .type('text/plain; charset=utf-8')
        .send('These card fields can only be shown inside a page whose origin this card service trusts: the parent parameter must name one of them.');
    }
    const locale = pageLocale(typeof request.query.locale === 'string' ? request.query.locale : undefined);
    return reply.header('content-security-policy', hostedFieldsCsp(parent)).type('text/html; charset=utf-8').send(hostedFieldsPage(parent, locale));
  });

  app.get(`${HOSTED_FIELDS_PATH}.js`, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(assets.script),
  );
  app.get(`${HOSTED_FIELDS_PATH}.css`, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(assets.style),
  );

  app.get('/health', async () => ({ status: 'ok' }));
}
