/**
 * Spans keep the same secrecy as the logs: the addresses a span records (the HTTP server span's
 * target and URL, the Fastify span's path) have the values of sensitive query parameters
 * (tokens, emails, codes; log-safety.ts) replaced before the span ends and is exported.
 */
import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace';
import { safeUrl } from '@/server/log-safety';

/** Span attributes that hold an address with its query string. */
const ADDRESS_ATTRIBUTES = ['url.full', 'url.path', 'http.target', 'http.url'] as const;

export class SafeSpanUrls implements SpanProcessor {
  onStart(_span: Span, _parentContext: Context): void {}

  onEnding(span: Span): void {
    for (const name of ADDRESS_ATTRIBUTES) {
      const value = span.attributes[name];
      if (typeof value === 'string' && value.includes('?')) span.setAttribute(name, safeUrl(value));
    }
    const query = span.attributes['url.query'];
    if (typeof query === 'string' && query) span.setAttribute('url.query', safeUrl(`?${query}`).slice(1));
  }

  onEnd(_span: ReadableSpan): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
