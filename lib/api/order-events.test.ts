import { parseStatusEvents } from './order-events';

const event = (status: string) => `event: status\nid: 4\ndata: ${JSON.stringify({ orderId: 'o', status, statusId: 4, statusLabel: status.toUpperCase(), updatedAt: 'x' })}\n\n`;

describe('parseStatusEvents', () => {
  it('reads every complete event and keeps the unfinished rest', () => {
    const half = event('ready').slice(0, 20);
    const { events, rest } = parseStatusEvents(`retry: 3000\n\n${event('preparing')}: keep-alive\n\n${event('ready')}${half}`);
    expect(events.map((e) => e.status)).toEqual(['preparing', 'ready']);
    expect(rest).toBe(half);
  });

  it('reads CRLF line ends and skips blocks that are not status events', () => {
    const { events } = parseStatusEvents(`${event('paid').replace(/\n/g, '\r\n')}event: other\ndata: {}\n\nevent: status\ndata: not json\n\n`);
    expect(events.map((e) => e.status)).toEqual(['paid']);
  });

  it('keeps everything when no event is complete yet', () => {
    expect(parseStatusEvents('event: status\ndata: {"a"')).toEqual({ events: [], rest: 'event: status\ndata: {"a"' });
  });
});
