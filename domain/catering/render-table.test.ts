import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEAD_STATUSES } from './lead-status';
import { HAND_WRITTEN_MARKER, REGENERATE_COMMAND, renderLifecycle, withHandWritten } from './render-table';
import { LEAD_EVENTS, TRANSITIONS } from './transitions';

const DOC = join(__dirname, '..', '..', 'docs', 'catering-lifecycle.md');

describe('renderLifecycle', () => {
  it('matches the generated part of docs/catering-lifecycle.md', () => {
    const written = readFileSync(DOC, 'utf8');
    if (written !== withHandWritten(renderLifecycle(), written)) {
      throw new Error(`docs/catering-lifecycle.md is out of date. Regenerate it with:\n${REGENERATE_COMMAND}`);
    }
  });

  it('names every status, every event, and a row per step', () => {
    const text = renderLifecycle();
    for (const status of LEAD_STATUSES) expect(text).toContain(`| ${status.id} ${status.label} |`);
    for (const event of LEAD_EVENTS) expect(text).toContain(`| \`${event}\` |`);
    expect(text).toContain('| 6 Awaiting store confirmation | `confirm` | 13 Booked at store | staff | the event has not started |');
    const transitionRows = text.split('## Transitions')[1]!.split('##')[0]!.split('\n').filter((line) => line.startsWith('| '));
    // The head and its rule, then one row per group of rules that differ only in their starting status.
    expect(transitionRows.length - 2).toBe(new Set(TRANSITIONS.map((r) => JSON.stringify([r.event, r.to, r.actors, r.guards]))).size);
  });

  it('states the refund numbers and time rules from the policy', () => {
    const text = renderLifecycle();
    expect(text).toContain('168 hours (7 days) or more before');
    expect(text).toContain('Within 48 hours of the start: none of the deposit.');
    expect(text).toContain('50 % of the deposit');
    expect(text).toContain('7 or more days, 13 → 9; 4 to 6 days, 13, 9 → 8; 3 days or fewer, 13, 9, 8 → 7');
  });
});

describe('withHandWritten', () => {
  it('replaces the generated part and keeps the marker and everything after it', () => {
    const document = `old table\n\n${HAND_WRITTEN_MARKER}\n\n## Notes\nkept\n`;
    expect(withHandWritten('new table\n', document)).toBe(`new table\n\n${HAND_WRITTEN_MARKER}\n\n## Notes\nkept\n`);
  });

  it('answers the generated part alone when the document has no marker', () => {
    expect(withHandWritten('new table\n', 'old table\n')).toBe('new table\n');
  });
});
