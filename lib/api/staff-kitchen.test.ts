import { parseBoardEvents } from './staff-kitchen';

const board = (title: string) => `event: board\ndata: ${JSON.stringify({ store: { id: 1, title, timeZone: 'UTC' }, now: 'x', tickets: [], ready: [], allDay: [] })}\n\n`;

describe('parseBoardEvents', () => {
  it('reads every complete board and keeps the unfinished rest', () => {
    const half = board('Later').slice(0, 25);
    const { boards, rest } = parseBoardEvents(`retry: 3000\n\n${board('Dallas')}: keep-alive\n\n${board('Austin')}${half}`);
    expect(boards.map((entry) => entry.store.title)).toEqual(['Dallas', 'Austin']);
    expect(rest).toBe(half);
  });

  it('reads CRLF line ends and skips blocks that are no board', () => {
    const { boards } = parseBoardEvents(`${board('Waco').replace(/\n/g, '\r\n')}event: status\ndata: {}\n\nevent: board\ndata: not json\n\nevent: board\ndata: {"tickets":1}\n\n`);
    expect(boards.map((entry) => entry.store.title)).toEqual(['Waco']);
  });
});
