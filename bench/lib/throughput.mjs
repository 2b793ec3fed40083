/** HTTP throughput with autocannon: one target after the other, each after a short warm-up. */
import autocannon from 'autocannon';
import { pathOf, percentOf, table } from './results.mjs';

export const LOAD = { connections: 10, duration: 10, warmup: 2 };

function fire(url, { duration, connections, headers }) {
  return autocannon({ url, duration, connections, headers });
}

/** Measures `target` ({ label, url, headers }); the result is what the report needs. */
export async function measureThroughput(target, load = LOAD) {
  await fire(target.url, { ...load, duration: load.warmup, headers: target.headers });
  const result = await fire(target.url, { ...load, headers: target.headers });
  return {
    label: target.label,
    path: pathOf(target.url),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A markdown table of `results`, each beside `ceiling` (itself one of the results). */
export function throughputMarkdown(title, results, ceiling, machine, note, load = LOAD) {
  const rows = results.map((result) => [
    result === ceiling ? `${result.label} (ceiling)` : result.label,
    `\`${result.path}\``,
    result.rps.toFixed(0),
    percentOf(result.rps, ceiling.rps),
    `${result.p50} ms`,
    `${result.p99} ms`,
    String(result.total),
    String(result.non2xx + result.errors),
  ]);
  const header = ['target', 'path', 'req/s', 'vs ceiling', 'p50', 'p99', 'requests', 'non-2xx + errors'];
  const setup = `autocannon, ${load.connections} connections, ${load.duration} s after a ${load.warmup} s warm-up, one target at a time.`;
  return `## ${title}\n\n${machine}\n\n${setup} ${note}\n\n${table(header, rows)}`;
}
