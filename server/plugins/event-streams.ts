/**
 * Server-sent events on a hijacked reply, as the order page's status and the kitchen screen's
 * board use them: the headers (no caching, no proxy buffering), the browser's reconnect delay,
 * a comment line every 15 s so proxies keep the stream open, an end after 10 minutes (the
 * browser reconnects), and every open stream ended when the app closes. Written by hand: the
 * few lines of the format are lighter than a library's request handling around them.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

export const HEARTBEAT_MS = 15_000;
export const MAX_STREAM_MS = 10 * 60_000;
/** How long the browser waits before reconnecting, in ms. */
export const RETRY_MS = 3000;

export type EventStream = {
  /** Writes one event (`data` as JSON), unless the stream has ended. */
  send(event: string, data: unknown, id?: string | number): void;
  /** Ends the stream (once): its `onEnd` work runs, the response closes. */
  end(): void;
  /** Runs `stop` when the stream ends (at once when it has ended already). */
  onEnd(stop: () => void): void;
  readonly ended: boolean;
};

/** The streams of one plugin: each ended when the app closes, then `onClose` (its watch stops). */
export function eventStreams(app: FastifyInstance, onClose: () => void = () => undefined) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    onClose();
  });

  /** Hijacks `reply` and opens its stream. */
  function openStream(reply: FastifyReply): EventStream {
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    let ended = false;
    const stops: (() => void)[] = [];
    const end = () => {
      if (ended) return;
      ended = true;
      for (const stop of stops) stop();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      open.delete(end);
      raw.end();
    };
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(end, MAX_STREAM_MS);
    open.add(end);
    raw.on('close', end);
    return {
      send(event, data, id) {
        if (!ended) raw.write(`event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
      },
      end,
      onEnd(stop) {
        if (ended) stop();
        else stops.push(stop);
      },
      get ended() {
        return ended;
      },
    };
  }

  return { open: openStream };
}
