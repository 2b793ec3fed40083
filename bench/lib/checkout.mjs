/**
 * Checkout throughput: completed guest checkouts per second over real HTTP (see checkout-flow),
 * beside two ceilings measured in the same run:
 * - HTTP: GET /health through the same client, workers and duration (what the HTTP stack allows);
 * - database: bare transactions per second in-process (bare-transaction.ts): on PGlite a scratch
 *   data directory of its own, on PostgreSQL the API's scratch database once the checkouts are done.
 * It runs once per database: the API on PGlite, then an API on a scratch PostgreSQL database, each
 * the benchmark API (bench/lib/api-server.ts), which also counts the SQL statements of each
 * checkout request (checkout-statements.mjs) in a pass of checkouts one at a time.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkout, createSlotBook, REQUESTS_PER_CHECKOUT } from './checkout-flow.mjs';
import { prepareStores } from './checkout-setup.mjs';
import { countCheckoutStatements } from './checkout-statements.mjs';
import { jsonClient } from './json-client.mjs';
import { runLoop } from './loop.mjs';
import { percentOf, table } from './results.mjs';

export const CHECKOUT_LOAD = { workers: 4, seconds: 20, warmup: 3, stores: 8 };

async function bareTransactions(root, target, seconds) {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const { stdout } = await promisify(execFile)(tsx, [path.join(root, 'bench', 'lib', 'bare-transaction.ts'), target, String(seconds)], {
    cwd: root,
    timeout: 180_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop());
}

async function checkoutLoop(api, processor, stores, load, seconds) {
  const slots = createSlotBook();
  let next = 0;
  const task = async () => {
    const store = stores[next++ % stores.length];
    return (await checkout(api, processor, store, slots)).outcome;
  };
  return runLoop(task, { workers: load.workers, seconds, success: 'paid' });
}

/**
 * Measures checkouts (cards tokenized by the sandbox processor at `gatewayUrl`), then the
 * /health ceiling, then the bare transaction (the API idle) on `bareTarget`: a PGlite folder of
 * its own, or the API's PostgreSQL URL.
 */
export async function measureCheckout({ kind, apiUrl, gatewayUrl, headers, root, bareTarget, load = CHECKOUT_LOAD }) {
  const api = jsonClient(`${apiUrl}/online-ordering`, headers);
  const processor = jsonClient(gatewayUrl);
  const { stores, skipped } = await prepareStores(api, load.stores);
  await checkoutLoop(api, processor, stores, load, load.warmup);
  const statements = await countCheckoutStatements({ apiUrl, headers, processor, stores });
  const run = await checkoutLoop(api, processor, stores, load, load.seconds);
  const bare = jsonClient(apiUrl, headers);
  const healthTask = async () => {
    const answer = await bare.get('/health');
    if (answer.status !== 200) throw new Error(`/health answered ${answer.status}`);
    return 'ok';
  };
  await runLoop(healthTask, { workers: load.workers, seconds: load.warmup });
  const health = await runLoop(healthTask, { workers: load.workers, seconds: load.seconds });
  const transaction = await bareTransactions(root, bareTarget, load.seconds);
  return { kind, run, health, transaction, stores, skipped, load, statements };
}

const ms = (value) => `${Math.round(value)} ms`;

function notes({ kind, run, stores, skipped }) {
  const capacity = run.counts.capacity ?? 0;
  const lines = [
    `${kind}: completed checkouts: ${run.done}; refused for slot capacity: ${capacity} (not counted as completed); failed otherwise: ${run.failed}.`,
    `Stores: ${stores.length} (${stores.map((store) => store.slug).join(', ')}), taken in turn; each order is pickup, one everyday item, guest details, ASAP when the store offers it or else the first slot with room, card 4242 4242 4242 4242.`,
  ];
  if (skipped.length > 0) lines.push(`Stores skipped at setup: ${skipped.join('; ')}.`);
  for (const [message, count] of run.failures) lines.push(`Failure (${count}×): ${message}`);
  return lines.map((line) => `- ${line}`).join('\n');
}

function rows({ kind, run, health, transaction }) {
  const requestRate = run.rate * REQUESTS_PER_CHECKOUT;
  return [
    [kind, 'checkout (create, add item, timeslots, guest + time, tokenize at the processor, pay)', `completed checkouts (${REQUESTS_PER_CHECKOUT} requests each)`, run.rate.toFixed(1), percentOf(requestRate, health.rate), percentOf(run.rate, transaction.rate), ms(run.p50), ms(run.p95), ms(run.p99)],
    [kind, 'HTTP ceiling: `GET /health`, same client and loops', 'requests', health.rate.toFixed(0), '100 %', 'n/a', ms(health.p50), ms(health.p95), ms(health.p99)],
    [kind, `DB ceiling: bare transaction in-process (PK read FOR UPDATE + update), ${kind === 'postgres' ? "the API's scratch database" : 'scratch PGlite'}`, 'transactions, one at a time', transaction.rate.toFixed(0), 'n/a', '100 %', `${transaction.p50.toFixed(1)} ms`, 'n/a', `${transaction.p99.toFixed(1)} ms`],
  ];
}

/** Statements per request, one column per database. */
function statementsTable(measured) {
  const labels = [...new Set(measured.flatMap(({ statements }) => statements.steps.map((step) => step.label)))];
  const cell = (statements, label) => {
    const step = statements.steps.find((candidate) => candidate.label === label);
    if (!step) return 'n/a';
    return step.min === step.max ? String(step.median) : `${step.median} (${step.min}–${step.max})`;
  };
  const rowsOut = labels.map((label) => [label, ...measured.map(({ statements }) => cell(statements, label))]);
  rowsOut.push(['**whole checkout** (its requests)', ...measured.map(({ statements }) => `**${statements.checkout}**`)]);
  rowsOut.push(['whole checkout with what follows the answer', ...measured.map(({ statements }) => String(statements.withAfter ?? statements.checkout))]);
  const header = ['request', ...measured.map(({ kind, statements }) => `${kind}: statements (median of ${statements.checkouts} checkouts, range)`)];
  return table(header, rowsOut);
}

/** `measured`: one measureCheckout result per database. */
export function checkoutMarkdown(measured, machine) {
  const body = table(
    ['database', 'target', 'what is counted', 'per second', 'vs HTTP ceiling (requests)', 'vs DB ceiling (transactions)', 'p50', 'p95', 'p99'],
    measured.flatMap(rows),
  );
  const load = measured[0].load;
  const reading = `"vs HTTP ceiling" compares the checkout's request rate (${REQUESTS_PER_CHECKOUT} × checkouts/s, one of them to the sandbox payment processor's \`/v1/tokens\`) with \`/health\`'s; "vs DB ceiling" compares whole checkouts with single bare transactions (a checkout commits several). On PGlite the database ceiling runs on its own scratch directory because the API holds the lock on its own; on PostgreSQL it runs on the API's scratch database (dropped after) once the checkouts are done.`;
  return `## Checkout throughput\n\n${machine}\n\nReal HTTP against the API on PGlite, then against an API on a scratch PostgreSQL database (LOG_LEVEL=warn, headers brand-id 4, country-alpha-2 US); the checkout path of domain/wire/orders.ts and domain/wire/payments.ts with a new Idempotency-Key per order and per payment.\n\n${body}\n\n${reading}\n\nSQL statements per request, counted by the API's own database handle (bench/lib/statement-counter.ts: each statement its pg pool or PGlite sent, BEGIN and COMMIT included; PostgreSQL here has no pg_stat_statements loaded), over checkouts run one at a time after the warm-up:\n\n${statementsTable(measured)}\n\n${measured.map(notes).join('\n')}\n\nSetup: ${load.workers} concurrent loops for ${load.seconds} s after a ${load.warmup} s warm-up, per database.`;
}
