/**
 * The last racks of today's smoke: bench/lib/smoke-race.ts run on a fresh PGlite database and on
 * a scratch PostgreSQL server (50 parallel checkouts for the last 10 racks), written as a table.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { table } from './results.mjs';

async function raceOn(root, kind, env) {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const { stdout } = await promisify(execFile)(tsx, [path.join(root, 'bench', 'lib', 'smoke-race.ts'), kind], { cwd: root, env, timeout: 300_000 });
  return JSON.parse(stdout.trim().split('\n').pop());
}

/** `databaseUrl`: the PostgreSQL server the second race makes its fresh database on. */
export async function measureSmoke(root, databaseUrl) {
  const env = { ...process.env, TEST_DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' };
  return [await raceOn(root, 'pglite', env), await raceOn(root, 'postgres', env)];
}

export function smokeMarkdown(runs, machine) {
  const verdict = (run) =>
    run.paid === run.racks && run.soldOut === run.diners - run.racks && run.other === 0 && run.left === 0 && run.loserAttempts === 0 ? 'never oversold, no loser charged' : 'FAILED';
  return [
    "## Today's smoke: the last racks raced",
    '',
    machine,
    '',
    `A manager enters ${runs[0].racks} racks; ${runs[0].diners} diners with one rack each in their cart pay by card at once (in-process, through the real routes and the order's transaction). Each payment holds its rack in the transaction that records its attempt, before the processor is asked, so a diner who lost the race is told it is sold out without their card being touched (no payment attempt, no authorization, no refund). Only the payments are timed.`,
    '',
    table(
      ['database', 'paid', 'sold-out answers (409)', 'other answers', 'racks left', 'losers\' cards asked', 'all 50 answered in', 'result'],
      runs.map((run) => [run.kind, String(run.paid), String(run.soldOut), String(run.other), String(run.left), String(run.loserAttempts), `${run.ms} ms`, verdict(run)]),
    ),
    '',
    `The refusal: "${runs.flatMap((run) => run.messages)[0] ?? 'none'}" (code smoke_sold_out_today).`,
  ].join('\n');
}
