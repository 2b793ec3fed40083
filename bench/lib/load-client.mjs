/**
 * The load benchmark's HTTP client: every request is recorded (step, status or connection error,
 * the instance nginx named in X-Hickory-Upstream, start and end), and a request that got
 * a connection error, a 5xx, or a 409 "still being processed" is sent again with the same
 * Idempotency-Key after a growing pause, a bounded number of times.
 */
import { readBody } from './json-client.mjs';

/** nginx names the API instance that answered here (deploy/nginx/front.conf.template). */
export const UPSTREAM_HEADER = 'x-hickory-upstream';

/** About 18 s of retries in all: long enough for a restarted instance, bounded so a stuck key shows. */
export const RETRY = { attempts: 10, firstDelayMs: 100, maxDelayMs: 4_000 };
const IN_PROGRESS = /still being processed/;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when the answer is worth sending again with the same key. */
export function shouldRetry(answer) {
  if (answer.error) return true;
  if (answer.status >= 500) return true;
  return answer.status === 409 && IN_PROGRESS.test(answer.body?.message ?? '');
}

/** The pause before retry number `n` (1-based). */
export function retryDelay(n, policy = RETRY) {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (n - 1));
}

/**
 * A client for `baseUrl` sending `headers` on every request; `log` receives one record per
 * HTTP exchange: { step, method, status, error, upstream, startedAt, endedAt } (times from
 * performance.now()).
 */
export function loadClient(baseUrl, headers, log) {
  async function once(step, method, path, body, extra) {
    const startedAt = performance.now();
    const record = { step, method, status: 0, error: null, upstream: null, startedAt, endedAt: 0 };
    let answer;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...headers, ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      record.status = response.status;
      record.upstream = response.headers.get(UPSTREAM_HEADER);
      answer = { status: response.status, body: await readBody(response), error: null };
    } catch (error) {
      record.error = error.cause?.code ?? error.name ?? 'error';
      answer = { status: 0, body: null, error: record.error };
    }
    record.endedAt = performance.now();
    log(record);
    return answer;
  }

  /** Sends the request, retrying as described above; `beforeRetry()` may answer instead of a resend. */
  async function request(step, method, path, { body, extra = {}, beforeRetry } = {}) {
    let answer = await once(step, method, path, body, extra);
    for (let n = 1; n < RETRY.attempts && shouldRetry(answer); n += 1) {
      await sleep(retryDelay(n));
      const settled = beforeRetry ? await beforeRetry() : null;
      if (settled) return settled;
      answer = await once(step, method, path, body, extra);
    }
    return answer;
  }

  return { request };
}
