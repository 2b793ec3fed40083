/**
 * First start: `npm start` (scripts/start.mjs) on the built storefront, timed from the command
 * to the first 200 of the home page, twice on one scratch PGlite folder: first on an empty
 * database (migrations and the demo chain), then on the database that run left behind (the
 * usual "already built and seeded clone"). The home page is asked every POLL_MS from the start,
 * and every answer that is not a 200 is counted: an error page served while the API starts
 * would show there. The ceiling is the floor app's `next start` to its first 200, in the same run.
 */
import path from 'node:path';
import { portIsFree } from '../../scripts/lib/ports.mjs';
import { startProcess, stopProcess } from '../../scripts/lib/processes.mjs';
import { table } from './results.mjs';

const POLL_MS = 200;
const TIMEOUT_MS = 240_000;
/** The target: an already built and seeded clone serves its first page within this. */
export const TARGET_MS = 20_000;

async function statusOf(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

async function waitForPortsFree(ports, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const free = await Promise.all(ports.map(portIsFree));
    if (free.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`ports ${ports.join(', ')} still busy ${timeoutMs / 1000} s after stopping`);
}

/**
 * Runs `command args` (a start command) and asks `pageUrl` (and `readyUrl`, when given) until
 * the page answers 200. Resolves with the times (ms from the spawn) of the API's first /ready,
 * the page's first answer of any kind and its first 200, and the non-200 answers seen.
 */
export async function timeToFirstPage({ name, command, args, cwd, env, logFile, pageUrl, readyUrl, ports }) {
  const started = performance.now();
  const proc = startProcess(name, command, args, { cwd, env, logFile });
  const since = () => Math.round(performance.now() - started);
  const result = { apiReadyMs: null, firstAnswerMs: null, firstPageMs: null, errorAnswers: [] };
  try {
    while (result.firstPageMs === null) {
      if (proc.done) throw new Error(`${name} exited before ${pageUrl} answered 200; see ${logFile}`);
      if (since() > TIMEOUT_MS) throw new Error(`${pageUrl} did not answer 200 within ${TIMEOUT_MS / 1000} s`);
      const [status, ready] = await Promise.all([statusOf(pageUrl), readyUrl && result.apiReadyMs === null ? statusOf(readyUrl) : null]);
      if (ready === 200) result.apiReadyMs = since();
      if (status !== null && result.firstAnswerMs === null) result.firstAnswerMs = since();
      if (status === 200) result.firstPageMs = since();
      else if (status !== null) result.errorAnswers.push(status);
      if (result.firstPageMs === null) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await stopProcess(proc, { timeoutMs: 20_000 });
    if (ports) await waitForPortsFree(ports);
  }
  return result;
}

const seconds = (ms) => (ms == null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);

/** `runs`: [{ label, apiReadyMs, firstAnswerMs, firstPageMs, errorAnswers, ceiling? }]. */
export function startMarkdown(runs, machine, note) {
  const ceiling = runs.find((run) => run.ceiling);
  const body = table(
    ['start', 'API /ready', 'first answer of /', 'first 200 of /', 'vs ceiling', 'non-200 answers of /', 'target'],
    runs.map((run) => [
      run.ceiling ? `${run.label} (ceiling)` : run.label,
      seconds(run.apiReadyMs),
      seconds(run.firstAnswerMs),
      seconds(run.firstPageMs),
      ceiling && !run.ceiling && ceiling.firstPageMs ? `${(run.firstPageMs / ceiling.firstPageMs).toFixed(1)}×` : '',
      run.errorAnswers.length === 0 ? '0' : `**${run.errorAnswers.length}** (${[...new Set(run.errorAnswers)].join(', ')})`,
      run.target ? (run.firstPageMs <= TARGET_MS && run.errorAnswers.length === 0 ? 'met' : '**missed**') : '',
    ]),
  );
  const setup = `Time from spawning the command to the first 200 of \`/\`, asked every ${POLL_MS} ms from the spawn (a refused connection is not an answer). Target on an already built and seeded clone: first page within ${TARGET_MS / 1000} s and no error page before it.`;
  return `## First start\n\n${machine}\n\n${setup} ${note}\n\n${body}`;
}

/** The bench runs of `npm start`: an empty scratch database, then the same database seeded. */
export async function measureStart({ root, env, apiUrl, webUrl, ports, logFile, floor }) {
  const startScript = { command: process.execPath, args: [path.join(root, 'scripts', 'start.mjs')], cwd: root, env, logFile };
  const pageUrl = `${webUrl}/`;
  const readyUrl = `${apiUrl}/ready`;
  const empty = await timeToFirstPage({ name: 'start', ...startScript, pageUrl, readyUrl, ports });
  const seeded = await timeToFirstPage({ name: 'start', ...startScript, pageUrl, readyUrl, ports });
  const ceiling = await timeToFirstPage({ name: 'floor', ...floor, cwd: root, env, logFile });
  return [
    { label: '`npm start`, empty database (migrations + demo chain)', ...empty },
    { label: '`npm start`, built and seeded (the second start)', ...seeded, target: true },
    { label: 'floor app `next start`', ...ceiling, ceiling: true },
  ];
}
