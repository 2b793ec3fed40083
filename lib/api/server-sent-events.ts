/**
 * Reading a server-sent event stream as it arrives: the complete events named `name` at the start
 * of `buffer` whose data is JSON that `accept` recognises, and the unfinished rest to keep.
 */
export function parseNamedEvents<T>(buffer: string, name: string, accept: (value: T) => boolean): { events: T[]; rest: string } {
  const events: T[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const lines = block.split('\n');
    if (!lines.includes(`event: ${name}`)) continue;
    const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart()).join('\n');
    try {
      const value = JSON.parse(data) as T;
      if (accept(value)) events.push(value);
    } catch {
      // A block that is no event of ours is skipped.
    }
  }
  return { events, rest };
}
