/**
 * The API's Prometheus instruments, one set per app (tests build many apps in one process), in
 * a registry of its own. The process's own metrics (CPU, memory, event-loop lag, GC) are one set
 * per process, kept apart and merged in when scraped. Recording is a counter increment or a
 * histogram bucket per request: the cost is a few map look-ups.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, Summary } from 'prom-client';
import { WEB_VITALS_PAGE_MAX, type WebVitalName } from '@/domain/web-vitals/beacon';

/** Request latency buckets, in seconds: a cached read sits low, a card payment near the top. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | null = null;

/** CPU, memory, event-loop lag and GC of this process, collected once however many apps it builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'hickory_' });
  }
  return processRegistry;
}

export type CheckoutOutcome = 'completed' | 'refused' | 'failed';
export type PaymentOutcome = 'paid' | 'part-paid' | 'declined' | 'refused' | 'failed';
export type JobOutcome = 'done' | 'failed';
export type CacheOutcome = 'hit' | 'miss';

export function createInstruments() {
  const registry = new Registry();
  const requestSeconds = new Histogram({
    name: 'hickory_http_request_duration_seconds',
    help: 'API requests by method, route pattern and status; _count gives the request rate',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const checkouts = new Counter({
    name: 'hickory_checkouts_total',
    help: 'Checkouts: completed (the order is paid), refused (4xx: declined, blocked, invalid) or failed (5xx)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'hickory_payments_total',
    help: 'Payment attempts by method and outcome (paid, part-paid, declined, refused, failed)',
    labelNames: ['method', 'outcome'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'hickory_job_runs_total',
    help: 'Scheduled job runs on this instance by job and outcome (done, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'hickory_job_run_duration_seconds',
    help: 'How long scheduled job runs took on this instance',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'hickory_read_cache_lookups_total',
    help: 'Public read cache look-ups (locations, states, menus) by outcome: hit (served from memory) or miss (built)',
    labelNames: ['cache', 'outcome'] as const,
    registers: [registry],
  });
  // Web Vitals per page at p75 (and the median and p95 beside it) over the last 10 minutes.
  const vital = (name: string, help: string) =>
    new Summary({ name, help, labelNames: ['page'] as const, percentiles: [0.5, 0.75, 0.95], maxAgeSeconds: 600, ageBuckets: 5, registers: [registry] });
  const vitals: Record<WebVitalName, { summary: Summary<'page'>; scale: number }> = {
    LCP: { summary: vital('hickory_web_vitals_lcp_seconds', 'Largest Contentful Paint seen by real browsers, by page route pattern'), scale: 1 / 1000 },
    INP: { summary: vital('hickory_web_vitals_inp_seconds', 'Interaction to Next Paint seen by real browsers, by page route pattern'), scale: 1 / 1000 },
    CLS: { summary: vital('hickory_web_vitals_cls', 'Cumulative Layout Shift seen by real browsers, by page route pattern'), scale: 1 },
  };
  /** The route patterns given a series so far: past WEB_VITALS_PAGE_MAX, any new one counts as 'other', so the series stay bounded. */
  const vitalPages = new Set<string>();
  const gauge = (name: string, help: string, labelNames: readonly string[] = []) => new Gauge({ name, help, labelNames, registers: [registry] });
  const gauges = {
    outboxPending: gauge('hickory_order_outbox_pending', 'Order outbox deliveries (emails, notices) not yet delivered'),
    outboxOldestSeconds: gauge('hickory_order_outbox_oldest_pending_seconds', 'Age of the oldest undelivered order outbox row (0 when none)'),
    outboxFailing: gauge('hickory_order_outbox_failing', 'Undelivered order outbox rows that failed at least once'),
    jobQueue: gauge('hickory_job_queue_pending', 'pg-boss jobs waiting to run (created or retry), PostgreSQL only', ['state']),
    poolConnections: gauge('hickory_db_pool_connections', 'PostgreSQL pool connections of this instance by state (total, idle, waiting clients), PostgreSQL only', ['state']),
    poolMax: gauge('hickory_db_pool_max', 'The PostgreSQL pool size of this instance, PostgreSQL only'),
  };

  return {
    registry,
    gauges,
    request(method: string, route: string, status: number, seconds: number): void {
      requestSeconds.observe({ method, route, status: String(status) }, seconds);
    },
    checkout(outcome: CheckoutOutcome): void {
      checkouts.inc({ outcome });
    },
    payment(method: string, outcome: PaymentOutcome): void {
      payments.inc({ method, outcome });
    },
    jobRun(job: string, outcome: JobOutcome, seconds: number): void {
      jobRuns.inc({ job, outcome });
      jobSeconds.observe({ job }, seconds);
    },
    /** One Web Vitals value of a page (LCP and INP in ms, CLS unitless). */
    webVital(name: WebVitalName, page: string, value: number): void {
      if (!vitalPages.has(page) && vitalPages.size < WEB_VITALS_PAGE_MAX) vitalPages.add(page);
      vitals[name].summary.observe({ page: vitalPages.has(page) ? page : 'other' }, value * vitals[name].scale);
    },
    /** The look-up recorder one read cache is handed. */
    cacheLookup(cache: string): (outcome: CacheOutcome) => void {
      return (outcome) => cacheLookups.inc({ cache, outcome });
    },
    /** The app's instruments and this process's, in the Prometheus text format. */
    async scrape(): Promise<{ contentType: string; body: string }> {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

export type Instruments = ReturnType<typeof createInstruments>;
