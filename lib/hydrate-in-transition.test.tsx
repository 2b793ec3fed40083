/** @jest-environment jsdom */
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateInTransition } from './hydrate-in-transition';

const ROWS = 60;

/** A row that takes a millisecond to render, and notes when it did. */
function SlowRow({ index, log }: { index: number; log: string[] }) {
  const until = performance.now() + 1;
  while (performance.now() < until);
  log.push(`row ${index}`);
  return <li>Row {index}</li>;
}

function Page({ log }: { log: string[] }) {
  return (
    <ul>
      {Array.from({ length: ROWS }, (_, index) => (
        <SlowRow key={index} index={index} log={log} />
      ))}
    </ul>
  );
}

/**
 * Hydrates the page with `hydrate` while a timer keeps asking how many rows have rendered, and
 * returns the most rows rendered between two of its turns: the longest stretch the page held the
 * thread.
 */
async function longestStretch(hydrate: typeof hydrateRoot): Promise<number> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={[]} />);
  const log: string[] = [];
  let longest = 0;
  hydrate(container, <Page log={log} />);
  while (log.length < ROWS) {
    const before = log.length;
    await new Promise((resolve) => setTimeout(resolve, 0));
    longest = Math.max(longest, log.length - before);
  }
  return longest;
}

describe('hydrateInTransition', () => {
  it('hydrates in slices, letting other work run between them', async () => {
    const client = { hydrateRoot };
    hydrateInTransition(client);
    expect(await longestStretch(client.hydrateRoot)).toBeLessThan(ROWS / 2);
  });

  it('where plain hydrateRoot hydrates the whole page in one task', async () => {
    expect(await longestStretch(hydrateRoot)).toBe(ROWS);
  });

  it('wraps once, however often _app is evaluated', () => {
    const client = { hydrateRoot };
    hydrateInTransition(client);
    const wrapped = client.hydrateRoot;
    hydrateInTransition(client);
    expect(client.hydrateRoot).toBe(wrapped);
  });
});
