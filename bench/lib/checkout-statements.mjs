/**
 * SQL statements per checkout request, counted by the benchmark API itself (GET /bench/statements,
 * bench/lib/statement-counter.ts: every statement the API's pool or PGlite sent, BEGIN and COMMIT
 * included). Checkouts run one at a time, one per store, and the counter is read before and after
 * each API request, so a request's figure is what the API sent while serving it alone. A job the
 * API runs on its own timer may land inside one request's figure: the median over the checkouts
 * is reported, with the range. A card payment answers before its confirmation e-mail is delivered: what
 * the API sends after the answer, until it falls quiet, is counted on a row of its own.
 */
import { checkout, createSlotBook } from './checkout-flow.mjs';
import { jsonClient } from './json-client.mjs';

const STATEMENTS_PATH = '/bench/statements';

/** The checkout's API requests, in order, by method and path. */
export const CHECKOUT_STEPS = [
  { label: 'create order', method: 'post', path: /^\/orders$/ },
  { label: 'add item', method: 'post', path: /^\/orders\/[^/]+\/order-items$/ },
  { label: 'timeslots', method: 'get', path: /^\/timeslots\/[^/]+$/ },
  { label: 'guest + time', method: 'put', path: /^\/orders\/[^/]+$/ },
  { label: 'pay by card', method: 'post', path: /^\/payment-management\/orders\/[^/]+\/payment\/card$/ },
];

function stepOf(method, requestPath) {
  const step = CHECKOUT_STEPS.find((candidate) => candidate.method === method && candidate.path.test(requestPath));
  return step?.label ?? `${method.toUpperCase()} ${requestPath}`;
}

/** `api` with each request's statements added to `tally` (label → counts). */
function countingClient(api, readCount, tally) {
  const counted = (method) => async (requestPath, ...rest) => {
    const before = await readCount();
    const answer = await api[method](requestPath, ...rest);
    const label = stepOf(method, requestPath);
    tally.set(label, [...(tally.get(label) ?? []), (await readCount()) - before]);
    return answer;
  };
  return { get: counted('get'), post: counted('post'), put: counted('put') };
}

/** What the API sends once the payment's answer has left: its order's confirmation e-mail, from the outbox. */
export const AFTER_ANSWER = 'after the answer (confirmation e-mail from the outbox)';

/** The statements sent after the last answer until the count stands still for 150 ms (2 s at most). */
async function settledAfter(readCount) {
  const start = await readCount();
  let last = start;
  for (const until = Date.now() + 2000; Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = await readCount();
    if (now === last) break;
    last = now;
  }
  return last - start;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs `rounds` checkouts one at a time over `stores`; answers per step { label, median, min, max },
 * the median whole checkout (its requests) and the median with what follows the answer.
 */
export async function countCheckoutStatements({ apiUrl, headers, processor, stores, rounds = 8 }) {
  const api = jsonClient(`${apiUrl}/online-ordering`, headers);
  const bench = jsonClient(apiUrl, headers);
  const readCount = async () => {
    const answer = await bench.get(STATEMENTS_PATH);
    if (answer.status !== 200) throw new Error(`${STATEMENTS_PATH} answered ${answer.status}: the checkout must run on bench/lib/api-server.ts`);
    return answer.body.statements;
  };
  const tally = new Map();
  const wholes = [];
  const withAfter = [];
  const slots = createSlotBook();
  for (let round = 0; round < rounds; round += 1) {
    const one = new Map();
    const { outcome } = await checkout(countingClient(api, readCount, one), processor, stores[round % stores.length], slots);
    if (outcome !== 'paid') continue;
    const requests = [...one.values()].flat().reduce((sum, n) => sum + n, 0);
    const after = await settledAfter(readCount);
    one.set(AFTER_ANSWER, [after]);
    for (const [label, counts] of one) tally.set(label, [...(tally.get(label) ?? []), ...counts]);
    wholes.push(requests);
    withAfter.push(requests + after);
  }
  if (wholes.length === 0) throw new Error('no checkout completed while counting statements');
  const steps = [...tally].map(([label, counts]) => ({ label, median: median(counts), min: Math.min(...counts), max: Math.max(...counts) }));
  return { steps, checkout: median(wholes), withAfter: median(withAfter), checkouts: wholes.length };
}
