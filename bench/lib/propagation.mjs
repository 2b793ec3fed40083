/**
 * The propagation benchmark: how long a back-office change made through one API instance takes
 * to show on the other instance and on the other storefront. It runs the cluster of
 * `npm run start:cluster` (scripts/lib/cluster.mjs, as the load benchmark does) on scratch ports,
 * a scratch PostgreSQL database and Redis, signs in as the demo brand admin through API instance
 * A, then, `rounds` times, changes one store's price of one item through A, while four readers
 * are polled every `pollMs` for the whole run, as steady diners' traffic would poll them:
 * - API instance B's public menu read (the sections-with-items call of the menu page) and the
 *   menu page through nginx, as diners get it (kept in nginx's page cache): what the target is about;
 * - API instance A's own read (its read cache hears its own change event without a round trip to
 *   Redis) and storefront B asked directly (rendered every request, no page cache): the ceiling.
 * A delay runs from the write's acknowledgement to a reader's first answer that carries the new
 * price. Before each write the benchmark waits 1-2 s (random), so the writes fall at every phase
 * of the caches' one-second clocks.
 */
import { Secret, TOTP } from 'otpauth';
import { clusterSettings, ensureDatabase, startCluster } from '../../scripts/lib/cluster.mjs';
import { ensureNginx, purgeEnv } from '../../scripts/lib/nginx.mjs';
import { pageCacheFreshMs } from '../../scripts/lib/shared-answers.mjs';
import { expectStatus, jsonClient, listOf } from './json-client.mjs';
import { table } from './results.mjs';
import { dropDatabase } from './scratch-postgres.mjs';
import { findStorePath, menuPathOf } from './site-paths.mjs';

export const PROPAGATION = Object.freeze({
  rounds: 40,
  pollMs: 50,
  targetMs: 2000,
  /** A reader that has not shown the change by then is recorded as not showing it. */
  giveUpMs: 10_000,
  ports: { API_PORT: '4960', PORT: '3960', CLUSTER_API_PORTS: '4961,4962', CLUSTER_WEB_PORTS: '3961,3962', SANDBOX_GATEWAY_PORT: '4963' },
  databaseUrl: 'postgresql://postgres@127.0.0.1:5432/hickory_bench_propagation',
  redisUrl: 'redis://127.0.0.1:6379/10',
  /** Its own change-event channel: Redis channels are shared by every database number, so another cluster's events stay out. */
  redisKeyPrefix: 'hickory-bench-propagation:',
  /** The demo staff's one-time password and the demo brand admins' authenticator key (demo mode only). */
  demoStaffPassword: 'Demo-Staff-Shift-1',
  demoTotpSecret: 'NBUWG23POJ4S2YTFNZRWQLLQOJXXAYLH',
  /** The password the admin chooses when the one-time one must change. */
  chosenPassword: 'Bench-Smoke-Pit-2031',
});

const ADMIN = 'admin@whitlocks.example';
const EVERYDAY = 1;
/** What `npm run start:cluster` leaves them at; the benchmark reads the same defaults. */
const READ_CACHE_FRESH_MS = 1000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The current authenticator code of `secret` (RFC 6238: SHA-1, 6 digits, 30 s). */
function totpCode(secret) {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/** Signs the demo brand admin in as the console does (password, authenticator code, a password of its own): its token. */
async function signInAdmin(api, settings) {
  for (const password of [settings.demoStaffPassword, settings.chosenPassword]) {
    const login = await api.post('/staff/login', { email: ADMIN, password });
    if (login.status === 401) continue;
    let grant = expectStatus(login, 200, 'staff sign-in');
    if (grant.challenge) {
      grant = expectStatus(await api.post('/staff/login/second-factor', { challenge: grant.challenge, code: totpCode(settings.demoTotpSecret) }), 200, 'authenticator code');
    }
    if (!grant.staff?.mustChangePassword) return grant.token;
    const changed = await api.post('/staff/change-password', { currentPassword: password, newPassword: settings.chosenPassword }, { authorization: `Bearer ${grant.token}` });
    expectStatus(changed, 200, 'choose a password');
    return grant.token;
  }
  throw new Error(`${ADMIN} could not sign in with the one-time or the chosen password`);
}

/** The first store the finder links to, its everyday menu and the first item on sale there. */
async function chooseTarget(api, webUrl) {
  const storePath = await findStorePath(webUrl);
  const slug = storePath.split('/').filter(Boolean).pop();
  const store = listOf(expectStatus(await api.get('/all-locations'), 200, 'all locations')).find((location) => location.slug === slug);
  if (!store) throw new Error(`No store with the slug ${slug} in /all-locations`);
  const menus = listOf(expectStatus(await api.get(`/locations/${store.id}/menus`), 200, 'menus'));
  const menu = menus.find((entry) => entry.categoryId === EVERYDAY);
  if (!menu) throw new Error(`${slug} has no everyday menu`);
  const readPath = `/locations/${store.id}/menus/${menu.id}/sections?include=items`;
  const sections = listOf(expectStatus(await api.get(readPath), 200, 'sections with items'));
  const item = sections.flatMap((section) => section.items ?? []).find((entry) => entry.available);
  if (!item) throw new Error(`${slug}'s everyday menu has no item on sale`);
  return { store, item, readPath, pagePath: menuPathOf(storePath) };
}

/** The round's new price: cents no store price of the demo chain ends in, different each round. */
const priceOf = (round) => (97.13 + round * 0.11).toFixed(2);

/** The item's price in a sections-with-items answer, as a fixed two-decimal string; null when absent. */
function priceInRead(body, itemId) {
  for (const section of listOf(body)) {
    const item = (section.items ?? []).find((entry) => entry.id === itemId);
    if (item) return Number(item.price).toFixed(2);
  }
  return null;
}

/** A reader: `read()` fetches its answer, `has(answer, price)` says whether it carries the price. */
function apiReader(name, client, target) {
  return {
    name,
    read: async () => {
      const answer = await client.get(target.readPath);
      return answer.status === 200 ? priceInRead(answer.body, target.item.id) : null;
    },
    has: (seen, price) => seen === price,
  };
}

function pageReader(name, webUrl, target) {
  return {
    name,
    read: async () => {
      const response = await fetch(`${webUrl}${target.pagePath}`, { signal: AbortSignal.timeout(5_000) });
      const text = await response.text();
      return response.status === 200 ? text : null;
    },
    has: (seen, price) => seen !== null && seen.includes(`$${price}`),
  };
}

/**
 * Polls `reader` every `pollMs` for the whole run, as diners' steady traffic would: a cache is
 * then re-checked on its own clock, not first asked right after the write. `await` on
 * `delayOf(price, since)` gives the ms from `since` to the first answer carrying `price`, or
 * null after `giveUpMs`.
 */
function watch(reader, { pollMs, giveUpMs }) {
  let running = true;
  let waiting = null;
  const settle = (value) => {
    const done = waiting;
    waiting = null;
    clearTimeout(done.timer);
    done.resolve(value);
  };
  const loop = (async () => {
    while (running) {
      try {
        const seen = await reader.read();
        if (waiting && reader.has(seen, waiting.price)) settle(performance.now() - waiting.since);
      } catch {
        // A failed poll is not an answer; the next one may be.
      }
      await sleep(pollMs);
    }
  })();
  return {
    name: reader.name,
    delayOf: (price, since) =>
      new Promise((resolve) => {
        waiting = { price, since, resolve, timer: setTimeout(() => settle(null), giveUpMs) };
      }),
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** Resolves once `reader` answers (the first render of a page takes a while). */
async function firstAnswer(reader) {
  const stopAt = performance.now() + 60_000;
  for (;;) {
    try {
      const seen = await reader.read();
      if (seen !== null) return seen;
    } catch (error) {
      if (performance.now() > stopAt) throw new Error(`${reader.name} does not answer: ${error.message}`);
    }
    if (performance.now() > stopAt) throw new Error(`${reader.name} does not answer with a 200`);
    await sleep(500);
  }
}

async function runRounds(admin, target, watchers, settings, log) {
  const rounds = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    const price = priceOf(round);
    // A random phase against the caches' one-second clocks, then at least one more second of steady polling.
    await sleep(1000 + Math.random() * 1000);
    const sent = performance.now();
    const answer = await admin.put(`/admin/prices/stores/${target.store.id}/items/${target.item.id}`, { price });
    const acknowledged = performance.now();
    expectStatus(answer, 200, `store price ${price}`);
    const delays = await Promise.all(watchers.map((watcher) => watcher.delayOf(price, acknowledged)));
    const row = { round, price, writeMs: acknowledged - sent, ...Object.fromEntries(watchers.map((watcher, i) => [watcher.name, delays[i]])) };
    rounds.push(row);
    log(`  round ${round + 1}/${settings.rounds} (${price}): ${watchers.map(({ name }) => `${name} ${row[name] === null ? 'not shown' : `${Math.round(row[name])} ms`}`).join(', ')}`);
  }
  return rounds;
}

/** Starts the scratch cluster, measures, stops it; `onStop(stop)` receives the cluster's stop function at once. */
export async function measurePropagation({ root, scratch, headers, settings = PROPAGATION, log = console.log, onStop }) {
  const env = { ...process.env, ...settings.ports, DATABASE_URL: settings.databaseUrl, REDIS_URL: settings.redisUrl };
  const clusterConfig = clusterSettings(env);
  await dropDatabase(clusterConfig.databaseUrl);
  await ensureDatabase(clusterConfig.databaseUrl);
  const logFile = `${scratch}/propagation-cluster.log`;
  log(`Starting the cluster (API instances ${clusterConfig.apiPorts.join(', ')}, storefronts ${clusterConfig.webPorts.join(', ')}); logs: ${logFile}`);
  // A scratch cluster is a demo, with the demo staff's password and authenticator key known to the benchmark.
  const extra = {
    RATE_LIMIT_MAX: '1000000',
    REDIS_KEY_PREFIX: settings.redisKeyPrefix,
    LOG_LEVEL: 'warn',
    DEMO_MODE: 'true',
    PAYMENT_GATEWAY: 'sandbox',
    DEMO_STAFF_PASSWORD: settings.demoStaffPassword,
    DEMO_STAFF_TOTP_SECRET: settings.demoTotpSecret,
  };
  const cluster = await startCluster(root, clusterConfig, { nginx: ensureNginx({ log }), base: env, extra, logFile, log: () => undefined, onStop });
  try {
    const [apiA, apiB] = cluster.apis.map((instance) => `http://127.0.0.1:${instance.port}`);
    const webB = `http://127.0.0.1:${cluster.webs[1].port}`;
    const front = `http://127.0.0.1:${clusterConfig.webPort}`;
    const publicA = jsonClient(`${apiA}/online-ordering`, headers);
    const token = await signInAdmin(publicA, settings);
    const admin = jsonClient(`${apiA}/online-ordering`, { ...headers, authorization: `Bearer ${token}` });
    const target = await chooseTarget(publicA, front);
    const readers = [
      apiReader('api-b', jsonClient(`${apiB}/online-ordering`, headers), target),
      pageReader('front', front, target),
      apiReader('api-a', publicA, target),
      pageReader('web-b', webB, target),
    ];
    const answers = [];
    for (const reader of readers) answers.push(await firstAnswer(reader));
    const page = answers[3];
    const taken = Array.from({ length: settings.rounds }, (_, round) => priceOf(round)).find((price) => page.includes(`$${price}`));
    if (taken) throw new Error(`the menu page already shows $${taken}; pick other prices`);
    const before = expectStatus(await admin.get(`/admin/prices?storeId=${target.store.id}`), 200, 'price list').store?.prices.find((entry) => entry.itemId === target.item.id);
    log(`Signed in as ${ADMIN}; ${settings.rounds} price changes of ${target.item.title} at ${target.store.slug} through api-1, polled every ${settings.pollMs} ms...`);
    const watchers = readers.map((reader) => watch(reader, settings));
    try {
      const rounds = await runRounds(admin, target, watchers, settings, log);
      const purging = Boolean((env.PAGE_CACHE_PURGE_URL ?? purgeEnv(env, clusterConfig.host, clusterConfig.webPort).PAGE_CACHE_PURGE_URL)?.trim());
      return { rounds, target, settings, cluster: clusterConfig, purging, pageCacheMs: pageCacheFreshMs(env), readCacheMs: Number(env.READ_CACHE_FRESH_MS || READ_CACHE_FRESH_MS) };
    } finally {
      await Promise.all(watchers.map((watcher) => watcher.stop()));
      await admin.put(`/admin/prices/stores/${target.store.id}/items/${target.item.id}`, { price: before?.override ?? null });
    }
  } finally {
    await cluster.stop();
    await dropDatabase(clusterConfig.databaseUrl).catch((error) => log(`Could not drop the scratch database: ${error.message}`));
  }
}

/** The nearest-rank percentile of sorted numbers. */
function percentile(sorted, fraction) {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
}

const ms = (value) => (value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`);

/** Median, p95 and max of one reader's delays; rounds it never showed the change count as beyond every figure. */
function figures(rounds, name, targetMs) {
  const shown = rounds.map((round) => round[name]).filter((delay) => delay !== null).sort((a, b) => a - b);
  const missing = rounds.length - shown.length;
  const all = [...shown, ...Array(missing).fill(Infinity)];
  const show = (value) => (value === Infinity ? 'not shown' : ms(value));
  return {
    median: show(percentile(all, 0.5)),
    p95: show(percentile(all, 0.95)),
    max: show(all.at(-1)),
    within: all.filter((delay) => delay <= targetMs).length,
  };
}

export function propagationMarkdown(run, machine) {
  const { rounds, target, settings, cluster, purging, pageCacheMs, readCacheMs } = run;
  const n = rounds.length;
  const row = (label, name, targetMs) => {
    const f = figures(rounds, name, settings.targetMs);
    const verdict = targetMs === null ? '' : f.within === n ? 'met' : '**missed**';
    return [label, f.median, f.p95, f.max, `${f.within} / ${n}`, targetMs === null ? 'ceiling' : `≤ ${targetMs} ms`, verdict];
  };
  const writes = rounds.map((round) => round.writeMs).sort((a, b) => a - b);
  const header = ['reader (polled every ' + settings.pollMs + ' ms)', 'median', 'p95', 'max', `within ${settings.targetMs} ms`, 'target', ''];
  const rows = [
    row(`API instance B (${cluster.apiPorts[1]}): public menu read`, 'api-b', settings.targetMs),
    row(`nginx (${cluster.webPort}): menu page, from its page cache`, 'front', settings.targetMs),
    row(`API instance A (${cluster.apiPorts[0]}), the writer's own: public menu read`, 'api-a', null),
    row(`storefront B (${cluster.webPorts[1]}) asked directly: menu page, rendered every request`, 'web-b', null),
  ];
  const note = [
    `\`npm run start:cluster\`'s cluster on scratch ports (nginx API ${cluster.apiPort} / web ${cluster.webPort}), a scratch PostgreSQL database and Redis (${cluster.redisUrl}), demo mode, LOG_LEVEL=warn; the storefronts call the API through nginx.`,
    `The demo brand admin signs in through API instance A (password, authenticator code, a chosen password), then ${n} times changes ${target.store.slug}'s price of ${target.item.title} (item ${target.item.id}) to a new value (\`PUT /online-ordering/admin/prices/stores/${target.store.id}/items/${target.item.id}\`, answered after its transaction commits), each after a random 1-2 s pause.`,
    `Four readers are polled every ${settings.pollMs} ms for the whole run, as steady traffic would poll them (a cache is then re-checked on its own clock, not first asked right after the write); a delay runs from the write's answer to a reader's first answer with the new price. The readers: the API instances' \`GET ${target.readPath}\` (what the menu page reads), the \`${target.pagePath}\` HTML through nginx (the price as diners get the page: nginx keeps it PAGE_CACHE_FRESH_MS, ${pageCacheMs} ms, through X-Accel-Expires, then answers it stale while one request renders it again), and the same page asked of storefront B directly (rendered every request).`,
    `The ceiling is what the writer's own API instance takes, and a page rendered every request. Each API instance answers the menu from its read cache; after the write commits, API instance A announces it on Redis (change events, channel \`${settings.redisKeyPrefix}changes\`): every API instance then re-reads the version of the menu's rows at its next request, and ${purging ? "every storefront asks nginx to drop the pages it rendered (Debian's libnginx-mod-http-cache-purge, PAGE_CACHE_PURGE_URL; scripts/lib/page-purge.mjs), so nginx renders the page again at its next request" : "nginx's copies are not purged (PAGE_CACHE_PURGE_URL empty, or no purge module): they are kept on their own clock"}. Without an event the caches would still re-check on their own clocks: READ_CACHE_FRESH_MS (${readCacheMs} ms) and PAGE_CACHE_FRESH_MS (${pageCacheMs} ms, counted by nginx in whole seconds, then one stale answer while it renders again).`,
  ].join(' ');
  const lines = [
    '## Propagation (cluster)',
    '',
    machine,
    '',
    note,
    '',
    table(header, rows),
    '',
    `- The write itself (the admin's PUT through API instance A), p50 / max: ${ms(percentile(writes, 0.5))} / ${ms(writes.at(-1))}; not included in the delays above.`,
    `- Per round (ms, API B / nginx / API A / storefront B): ${rounds.map((round) => ['api-b', 'front', 'api-a', 'web-b'].map((name) => (round[name] === null ? '—' : Math.round(round[name]))).join('/')).join(', ')}.`,
  ];
  return lines.join('\n');
}
