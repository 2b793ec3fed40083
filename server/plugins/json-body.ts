/**
 * The JSON body parser: Fastify's own (secure-json-parse, so `__proto__` and `constructor` keys are
 * refused) behind a nesting limit. A body nested thousands of levels deep parses fine but
 * overflows the stack of whatever walks it afterwards; it is refused before parsing, with a 400.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '@/server/errors';

/** No request body of this API nests deeper than a handful of levels; GraphQL variables included. */
export const MAX_JSON_DEPTH = 32;

/** True when the arrays and objects of a JSON text nest deeper than `limit`. Strings are skipped. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

async function jsonBody(app: FastifyInstance): Promise<void> {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw);
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      const message = `The request body nests deeper than ${MAX_JSON_DEPTH} levels`;
      done(new BadRequestError(message, [message]), undefined);
      return;
    }
    parse(request, body, done);
  });
}

export default fp(jsonBody, { name: 'hickory-json-body', fastify: '5.x' });
