/**
 * Reads a load run (bench/lib/load.mjs) into the figures the targets name, and writes its
 * section of bench/RESULTS.md.
 */
import { RETRY } from './load-client.mjs';
import { table } from './results.mjs';

export const TARGETS = Object.freeze({ p95Ms: 1500, backSeconds: 5 });

function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

const isFailure = (request) => request.error !== null || request.status >= 500;

/** The figures of one run. */
export function analyzeLoad({ results, requests, rows, kill, victim }) {
  const paid = results.filter((result) => result.outcome === 'paid');
  const paidIds = new Set(paid.map((result) => result.orderId));
  const toldIds = new Set(results.map((result) => result.orderId).filter(Boolean));
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const ackNotPaid = paid.filter((result) => !rowById.get(result.orderId)?.paid);
  const paidNotAck = rows.filter((row) => row.paid && !paidIds.has(row.id));
  const doubleCharged = rows.filter((row) => row.payments > 1 || row.succeeded > 1);
  // A checkout that gave up while creating its order was told no id, so one unseen order each
  // is its own (left open); only unseen orders beyond those are second orders for a checkout.
  const unseenOrders = rows.filter((row) => !toldIds.has(row.id));
  const gaveUpAtCreate = results.filter((result) => result.outcome === 'failed' && !result.orderId).length;
  const failures = requests.filter(isFailure);
  // Sent to the killed instance: nginx named it (or the connection broke) and the
  // exchange ended after the kill, before the restarted instance answered its own /ready.
  const backAt = kill.backAt ?? Infinity;
  const inFlight = (request) =>
    kill.at !== null && request.endedAt >= kill.at && request.startedAt <= backAt && (request.upstream === victim || request.upstream === null);
  const killed = failures.filter(inFlight);
  const other = failures.filter((request) => !inFlight(request));
  const outcomeOf = new Map(results.map((result) => [result.n, result.outcome]));
  const killedCompleted = killed.filter((request) => outcomeOf.get(request.n) === 'paid').length;
  const latencies = paid.map((result) => result.ms).sort((a, b) => a - b);
  const reasons = new Map();
  for (const result of results.filter((r) => r.outcome !== 'paid')) {
    const reason = result.reason.replace(/"[^"]{8,}"/g, '"<key>"');
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  return {
    acknowledged: paid.length,
    capacity: results.filter((result) => result.outcome === 'capacity').length,
    failed: results.filter((result) => result.outcome === 'failed').length,
    reasons: [...reasons.entries()].sort((a, b) => b[1] - a[1]),
    lost: { ackNotPaid: ackNotPaid.length, paidNotAck: paidNotAck.length },
    duplicated: {
      doubleCharged: doubleCharged.length,
      secondOrders: Math.max(0, unseenOrders.length - gaveUpAtCreate),
      unseenOrders: unseenOrders.length,
      unseenPaid: unseenOrders.filter((row) => row.paid).length,
      gaveUpAtCreate,
    },
    pendingAttempts: rows.reduce((sum, row) => sum + row.pending, 0),
    fiveXx: { total: failures.length, killed: killed.length, killedCompleted, other: other.length, otherSteps: countBy(other, (r) => `${r.step} → ${r.error ?? r.status}`) },
    retried409: requests.filter((request) => request.status === 409).length,
    requests: requests.length,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    steps: stepLatencies(requests),
    backSeconds: kill.backAt === null || kill.at === null ? null : (kill.backAt - kill.at) / 1000,
  };
}

/** p50 and p95 of each step's exchanges that got an answer below 500, in request order. */
function stepLatencies(requests) {
  const byStep = new Map();
  for (const request of requests.filter((r) => !isFailure(r))) {
    if (!byStep.has(request.step)) byStep.set(request.step, []);
    byStep.get(request.step).push(request.endedAt - request.startedAt);
  }
  return [...byStep.entries()].map(([step, list]) => {
    list.sort((a, b) => a - b);
    return { step, p50: percentile(list, 0.5), p95: percentile(list, 0.95) };
  });
}

function countBy(list, keyOf) {
  const counts = new Map();
  for (const item of list) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

const verdict = (ok) => (ok ? 'met' : '**missed**');
const ms = (value) => `${Math.round(value)} ms`;

function rowsOf(figures) {
  const { lost, duplicated, fiveXx } = figures;
  const lostTotal = lost.ackNotPaid + lost.paidNotAck;
  const dupTotal = duplicated.doubleCharged + duplicated.secondOrders + duplicated.unseenPaid;
  return [
    ['acknowledged (paid, told so)', String(figures.acknowledged), 'n/a', ''],
    ['lost', `${lostTotal} (acknowledged but unpaid ${lost.ackNotPaid}; paid but never acknowledged ${lost.paidNotAck})`, '0', verdict(lostTotal === 0)],
    ['duplicated', `${dupTotal} (orders with >1 payment ${duplicated.doubleCharged}; second orders for a checkout ${duplicated.secondOrders}; paid orders no client was told about ${duplicated.unseenPaid})`, '0', verdict(dupTotal === 0)],
    ['5xx and connection errors, in flight to the killed instance', `${fiveXx.killed} (checkout then completed by a retry with its key: ${fiveXx.killedCompleted})`, 'each completed by a retry', verdict(fiveXx.killedCompleted === fiveXx.killed)],
    ['5xx and connection errors, other', String(fiveXx.other), '0', verdict(fiveXx.other === 0)],
    ['checkout latency p50 / p95 / p99', `${ms(figures.p50)} / ${ms(figures.p95)} / ${ms(figures.p99)}`, `p95 < ${TARGETS.p95Ms} ms`, verdict(figures.p95 < TARGETS.p95Ms)],
    ['killed instance serving again (its own /ready)', figures.backSeconds === null ? 'never' : `${figures.backSeconds.toFixed(2)} s`, `≤ ${TARGETS.backSeconds} s`, verdict(figures.backSeconds !== null && figures.backSeconds <= TARGETS.backSeconds)],
  ];
}

function notes(run, figures) {
  const lines = [
    `Checkouts: ${run.results.length}; acknowledged ${figures.acknowledged}; refused for slot capacity ${figures.capacity}; given up after retries ${figures.failed}. HTTP exchanges: ${figures.requests} (409 answers among them: ${figures.retried409}). Wall time ${run.elapsed.toFixed(1)} s.`,
    `Orders no client was told about: ${figures.duplicated.unseenOrders}, against ${figures.duplicated.gaveUpAtCreate} checkouts that gave up while creating their order (each may leave its one order open).`,
    `${run.victim} (pid ${run.kill.pid}) got kill -9 when ${Math.floor(run.load.checkouts / 2)} checkouts had finished; the cluster started it again (${run.restarts} restart). Payment attempts still pending at the end: ${figures.pendingAttempts}.`,
    `Stores: ${run.stores.length} (${run.stores.map((store) => store.slug).join(', ')}), taken in turn; pickup, one everyday item, guest details, ASAP or the first slot with room, card 4242 4242 4242 4242.`,
  ];
  lines.push(`Per request through nginx, p50 / p95: ${figures.steps.map((s) => `${s.step} ${ms(s.p50)} / ${ms(s.p95)}`).join('; ')}.`);
  for (const [reason, count] of figures.reasons.slice(0, 5)) lines.push(`Not acknowledged (${count}×): ${reason}`);
  for (const [step, count] of figures.fiveXx.otherSteps.slice(0, 5)) lines.push(`Other 5xx or connection error (${count}×): ${step}`);
  if (run.skipped.length > 0) lines.push(`Stores skipped at setup: ${run.skipped.join('; ')}.`);
  return lines.map((line) => `- ${line}`).join('\n');
}

export function loadMarkdown(run, machine) {
  const figures = analyzeLoad(run);
  const { settings, load } = run;
  const setup = `\`npm run start:cluster\`'s cluster on scratch ports: nginx API ${settings.apiPort} / web ${settings.webPort}, API instances ${settings.apiPorts.join(', ')}, storefronts ${settings.webPorts.join(', ')}; a scratch PostgreSQL database and Redis (${settings.redisUrl}); RATE_LIMIT_MAX=1000000, LOG_LEVEL=warn. ${load.checkouts} guest checkouts, ${load.inFlight} in flight, through nginx (deploy/nginx/front.conf.template: passive health checks, retries of safe and Idempotency-Key requests); the API instances run \`node dist/api/index.js\`. Order creation and payment carry a fixed Idempotency-Key per checkout; on a connection error, a 5xx or a 409 "still being processed" the client retries with the same key (up to ${RETRY.attempts} tries, ${RETRY.firstDelayMs} ms doubling to ${RETRY.maxDelayMs / 1000} s). Adding an item has no Idempotency-Key in the API, so before resending it the client reads the order back. A 5xx or broken connection counts as in flight to the killed instance when nginx named that instance (or the connection broke) and it ended between the kill and the instance's return. Lost and duplicated are read from the database after the run.`;
  const body = table(['figure', 'measured', 'target', ''], rowsOf(figures));
  return `## Load and crash (cluster)\n\n${machine}\n\n${setup}\n\n${body}\n\n${notes(run, figures)}`;
}
