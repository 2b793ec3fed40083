/**
 * A bounded loop of real requests: `workers` concurrent loops each run `task` back to back until
 * `seconds` have passed (a task already started finishes). Used where autocannon cannot follow a
 * multi-request flow, and for the ceiling the flow is read against, with the same client.
 */

function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/**
 * Runs the loop; `task(worker)` resolves an outcome string (e.g. 'paid', 'capacity') or throws.
 * Answers per-outcome counts, failures (first messages), the rate of each outcome per second and
 * the latency of the tasks that completed with `success`.
 */
export async function runLoop(task, { workers, seconds, success = 'ok' }) {
  const counts = new Map();
  const failures = new Map();
  const latencies = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async (index) => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      try {
        const outcome = await task(index);
        counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
        if (outcome === success) latencies.push(performance.now() - begin);
      } catch (error) {
        failures.set(error.message, (failures.get(error.message) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const done = counts.get(success) ?? 0;
  return {
    elapsed,
    done,
    rate: done / elapsed,
    counts: Object.fromEntries(counts),
    failed: [...failures.values()].reduce((sum, n) => sum + n, 0),
    failures: [...failures.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}
