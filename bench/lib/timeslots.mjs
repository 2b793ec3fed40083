/**
 * The timeslots answer with make-time on: bench/lib/timeslot-cost.ts run on a fresh PGlite
 * database and on a scratch PostgreSQL server, written as a table beside the ceilings the same
 * run measures (a bare transaction on each database, bench/lib/bare-transaction.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { table } from './results.mjs';

const run = promisify(execFile);
/** How long the bare transaction ceiling runs on each database. */
const BARE_SECONDS = 5;

async function tsxJson(root, script, args, env) {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const { stdout } = await run(tsx, [path.join(root, 'bench', 'lib', script), ...args], { cwd: root, env, timeout: 600_000, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').pop());
}

/** `databaseUrl`: the PostgreSQL server the second run makes its fresh database on (and the bare transaction's target). */
export async function measureTimeslots(root, databaseUrl) {
  const env = { ...process.env, TEST_DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' };
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hickory-bench-timeslots-'));
  try {
    const runs = [];
    for (const [kind, bareTarget] of [['pglite', path.join(scratch, 'pglite-bare')], ['postgres', databaseUrl]]) {
      const answer = await tsxJson(root, 'timeslot-cost.ts', [kind], env);
      const bare = await tsxJson(root, 'bare-transaction.ts', [bareTarget, String(BARE_SECONDS)], env);
      runs.push({ ...answer, bare });
    }
    return runs;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const ms = (value) => `${value} ms`;

export function timeslotsMarkdown(runs, machine) {
  const { bookings, requests } = runs[0];
  return [
    '## Timeslots with make-time on',
    '',
    machine,
    '',
    `A store with ${bookings} two-item orders holding places across 60 of its slots (a third of them paid tickets past their start, so the quote grows by the backlog) answers \`GET /online-ordering/timeslots/:orderId\` ${requests} times in a row, in-process through the real app (the make load booked per slot, the open tickets and the pause are read on every answer). Beside it, the pure slot computation over 7 days (domain/ordering/timeslots.ts), 2000 runs, with and without the make-load check. The ceiling is a bare transaction (a primary-key read FOR UPDATE and an update of that row, bench/lib/bare-transaction.ts) on the same database in the same run.`,
    '',
    table(
      ['database', 'GET /timeslots p50', 'p95', 'answers per second (one at a time)', 'bare transaction p50 (ceiling)', 'slot computation, make-time off', 'make-time on'],
      runs.map((r) => [r.kind, ms(r.p50), ms(r.p95), String(r.perSecond), ms(Math.round(r.bare.p50 * 100) / 100), ms(r.domainWithout), ms(r.domainWith)]),
    ),
    '',
    `The timeslots answer costs ${runs.map((r) => `${Math.round(r.p50 / r.bare.p50)}× a bare transaction on ${r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`).join(' and ')}: its reads (order lines, places taken, make load per slot, open tickets, pauses) besides the hours and the lead; the make-load check itself adds ${runs.map((r) => ms(Math.round((r.domainWith - r.domainWithout) * 1000) / 1000)).join(' / ')} to the slot computation.`,
  ].join('\n');
}
