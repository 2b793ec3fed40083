/**
 * Child processes for the start script, the browser journeys and the benchmarks: spawn with
 * prefixed logs, wait for a URL to answer, and stop a process together with its children.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

const COLORS = { api: 36, web: 35, 'sandbox-gateway': 32 };

function prefixer(name, useColor) {
  const code = COLORS[name] ?? 33;
  return useColor ? `\x1b[${code}m[${name}]\x1b[0m ` : `[${name}] `;
}

/** Runs a command to completion with inherited output. Resolves with its exit code. */
export function run(command, args, { cwd, env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Starts a long-running process in its own process group, so that stopping it also stops what
 * it spawned (tsx and next both fork). Each output line is prefixed with `[name]` and goes to
 * the terminal, or to `logFile` when given.
 */
export function startProcess(name, command, args, { cwd, env, logFile } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const sink = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  const prefix = prefixer(name, !sink && process.stdout.isTTY);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (sink) sink.write(`${prefix}${line}\n`);
      else process.stdout.write(`${prefix}${line}\n`);
    });
  }
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      (sink ?? process.stderr).write(`${prefix}could not start ${command}: ${error.message}\n`);
      resolve({ code: 127, signal: null });
    });
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  const proc = { name, child, exited, done: false };
  exited.then(() => {
    proc.done = true;
    sink?.end();
  });
  return proc;
}

function signalGroup(proc, signal) {
  if (proc.done || !proc.child.pid) return;
  try {
    process.kill(-proc.child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Asks a process group to stop (SIGTERM), then kills it when it has not exited in time. */
export async function stopProcess(proc, { timeoutMs = 10_000 } = {}) {
  if (!proc || proc.done) return;
  signalGroup(proc, 'SIGTERM');
  const timer = new Promise((resolve) => setTimeout(resolve, timeoutMs, 'timeout'));
  if ((await Promise.race([proc.exited, timer])) === 'timeout') {
    signalGroup(proc, 'SIGKILL');
    await proc.exited;
  }
  // Grandchildren that ignored the first signal still belong to the group.
  signalGroup({ ...proc, done: false }, 'SIGKILL');
}

export async function stopAll(procs, options) {
  await Promise.all(procs.map((proc) => stopProcess(proc, options)));
}

/**
 * Resolves when `url` answers with a status `accept` likes (default 2xx), or early (with null)
 * once `until()` is true. Rejects after `timeoutMs`, or as soon as one of `watch` exits, naming it.
 */
export async function waitForUrl(url, { timeoutMs = 180_000, intervalMs = 500, watch = [], accept, until = () => false } = {}) {
  const ok = accept ?? ((status) => status >= 200 && status < 300);
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (until()) return null;
    const dead = watch.find((proc) => proc.done);
    if (dead) throw new Error(`[${dead.name}] exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (ok(response.status)) return response.status;
      last = `status ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}

/** Resolves with the first process of `procs` to exit. */
export function firstExit(procs) {
  return Promise.race(procs.map((proc) => proc.exited.then((result) => ({ proc, ...result }))));
}

/** Calls `handler(signal)` once on the first SIGINT or SIGTERM. */
export function onShutdownSignal(handler) {
  let called = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (called) return;
      called = true;
      handler(signal);
    });
  }
}
