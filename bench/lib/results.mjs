/**
 * bench/RESULTS.md holds the last result of each benchmark in its own marked section, so running
 * one sub-command rewrites its section and keeps the others, and the hand-written notes after
 * the last marked section (counts no benchmark measures).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const SECTIONS = ['bundles', 'ssr', 'api', 'checkout', 'timeslots', 'lighthouse', 'scale', 'load', 'start', 'propagation', 'smoke'];

const HEADER = `# Benchmark results

Written by \`npm run bench\` (see bench/run.mjs); each section is the last run of that benchmark,
with its date and machine. Every figure stands beside a ceiling measured in the same run.
"load" is the 1-minute load average when the section started: on a busy machine the absolute
figures drop, so read each one against its ceiling rather than across runs.
`;

const marker = (name, edge) => `<!-- bench:${name}:${edge} -->`;

function extract(text, name) {
  const start = text.indexOf(marker(name, 'start'));
  const end = text.indexOf(marker(name, 'end'));
  if (start < 0 || end < start) return null;
  return text.slice(start, end + marker(name, 'end').length);
}

/** What follows the last section's end marker: notes written by hand. */
function handWritten(text) {
  const ends = [...text.matchAll(/<!-- bench:[a-z]+:end -->/g)];
  const last = ends.at(-1);
  return last ? text.slice(last.index + last[0].length).trim() : '';
}

/** Rewrites section `name` of `file` with `body` (markdown), keeping the other sections and the notes after them. */
export function writeSection(file, name, body) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const blocks = SECTIONS.map((section) =>
    section === name
      ? `${marker(section, 'start')}\n${body.trim()}\n${marker(section, 'end')}`
      : extract(text, section),
  ).filter(Boolean);
  const notes = handWritten(text);
  writeFileSync(file, `${HEADER}\n${[...blocks, notes].filter(Boolean).join('\n\n')}\n`);
}

/** A markdown table from a header row and rows of cells. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** `value` as a percentage of `ceiling`, for "x % of ceiling" columns. */
export function percentOf(value, ceiling) {
  if (!ceiling) return 'n/a';
  return `${Math.round((value / ceiling) * 100)} %`;
}

/** Path and query: '/quote/everyday/mesa?type=carryout'. */
export const pathOf = (url) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
