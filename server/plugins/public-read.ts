/**
 * Public reads (the same for every caller of a market): a strong ETag of the body, a short
 * shared Cache-Control, Vary on the headers that pick the market and locale, and 304 without a
 * body when If-None-Match names the current tag. Spread `publicRead` into a GET route's options;
 * a route that already set the ETag (a cached answer, server/cache/read-cache.ts) keeps it.
 * An answer that sets a cookie is never public: it is sent private, without a tag.
 */
import type { FastifyReply, onSendHookHandler } from 'fastify';
import { etagOf, type CachedAnswer } from '@/server/cache/read-cache';

/** A few seconds fresh in a shared cache, then served stale while it revalidates. */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';

/** The request headers a public read's answer depends on (server/plugins/market.ts). */
export const PUBLIC_READ_VARY = ['brand-id', 'country-alpha-2', 'accept-language'];

/** Whether an If-None-Match value names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

function addVary(reply: FastifyReply, names: readonly string[]): void {
  const current = reply.getHeader('vary');
  const listed = typeof current === 'string' ? current.split(',').map((name) => name.trim()).filter(Boolean) : [];
  const known = new Set(listed.map((name) => name.toLowerCase()));
  reply.header('vary', [...listed, ...names.filter((name) => !known.has(name))].join(', '));
}

/** What an answer that sets a cookie says to caches instead: it is that caller's own. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

const onSend: onSendHookHandler = (request, reply, payload, done) => {
  if (reply.hasHeader('set-cookie')) {
    reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    done(null, payload);
    return;
  }
  if (reply.statusCode !== 200 || typeof payload !== 'string') {
    done(null, payload);
    return;
  }
  const preset = reply.getHeader('etag');
  const etag = typeof preset === 'string' ? preset : etagOf(payload);
  reply.header('etag', etag);
  reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL);
  addVary(reply, PUBLIC_READ_VARY);
  const ifNoneMatch = request.headers['if-none-match'];
  if (matchesEtag(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch, etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    done(null, null);
    return;
  }
  done(null, payload);
};

/** Route options of a public read: `app.get(url, { schema, ...publicRead }, handler)`. */
export const publicRead = { onSend };

/** Sends a cached answer as it was serialised, with its ETag (the onSend hook above answers 304). */
export function sendCached(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  return reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.body);
}

/** The route's own serialiser of a 200 answer (its response schema), so cached bytes equal uncached ones. */
export function serialize200(reply: FastifyReply, data: unknown): string {
  const serialize = reply.getSerializationFunction('200');
  return serialize ? serialize(data as Record<string, unknown>) : JSON.stringify(data);
}
