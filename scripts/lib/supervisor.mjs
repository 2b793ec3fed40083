/**
 * Keeps a process running: when it exits while not asked to stop, it is started again at once.
 * A process that keeps dying within `minUptimeMs` of its start is restarted with a growing
 * delay (up to `maxDelayMs`), so a broken configuration does not spin the CPU.
 */
import { stopProcess } from './processes.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The delay before restart number `quickFailures` (1 = the first quick failure restarts at once). */
export function restartDelay(quickFailures, maxDelayMs = 5_000) {
  if (quickFailures <= 1) return 0;
  return Math.min(maxDelayMs, 250 * 2 ** (quickFailures - 2));
}

/**
 * Starts `launch()` (which returns a process from startProcess) and restarts it whenever it
 * exits. Returns { name, current(), restarts(), stop() }; `onStart(proc)` runs after each start.
 */
export function supervise(name, launch, { log = console.log, onStart = () => undefined, minUptimeMs = 10_000, maxDelayMs = 5_000 } = {}) {
  let proc = null;
  let stopped = false;
  let restarts = 0;
  let quickFailures = 0;

  const loop = async () => {
    while (!stopped) {
      const startedAt = Date.now();
      proc = launch();
      onStart(proc);
      const { code, signal } = await proc.exited;
      if (stopped) return;
      quickFailures = Date.now() - startedAt < minUptimeMs ? quickFailures + 1 : 0;
      const delay = restartDelay(quickFailures, maxDelayMs);
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      log(`[supervisor] ${name} ${how}; restarting${delay > 0 ? ` in ${delay} ms` : ''}`);
      restarts += 1;
      if (delay > 0) await sleep(delay);
    }
  };
  const running = loop();

  return {
    name,
    current: () => proc,
    restarts: () => restarts,
    async stop(options) {
      stopped = true;
      await stopProcess(proc, options);
      await running;
    },
  };
}
