/**
 * The Grafana dashboard (deploy/grafana/hickory-dashboard.json) cannot drift from the metrics:
 * every metric its queries name is one the API exposes (the app's instruments and the process's
 * own metrics), with a histogram's _bucket, _count and _sum series.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstruments } from './instruments';

const DASHBOARD = path.resolve(__dirname, '../../deploy/grafana/hickory-dashboard.json');

type Target = { expr?: string };
type Panel = { id: number; type: string; title: string; targets?: Target[]; datasource?: { uid?: string } };
type Dashboard = { uid: string; panels: Panel[]; templating: { list: { name: string; definition?: string }[] } };

const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as Dashboard;
const queryPanels = dashboard.panels.filter((panel) => panel.type !== 'row');

/** The series names a scrape can hold, from the `# TYPE` lines of a real scrape. */
async function exposedSeries(): Promise<Set<string>> {
  const { body } = await createInstruments().scrape();
  const series = new Set<string>();
  for (const [, name, type] of body.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    series.add(name!);
    if (type === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) series.add(`${name}${suffix}`);
    if (type === 'summary') for (const suffix of ['_count', '_sum']) series.add(`${name}${suffix}`);
  }
  return series;
}

/** The metric names a PromQL expression reads (all of the API's start with hickory_). */
const metricNames = (expr: string) => [...expr.matchAll(/\bhickory_[a-z0-9_]+\b/g)].map((match) => match[0]);

describe('the Grafana dashboard', () => {
  it('queries only metrics the API exposes', async () => {
    const series = await exposedSeries();
    const queries = [...queryPanels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr ?? '')), ...dashboard.templating.list.map((variable) => variable.definition ?? '')];
    const unknown = queries.flatMap(metricNames).filter((name) => !series.has(name));
    expect(unknown).toEqual([]);
  });

  it('gives every panel a query of the API metrics through the chosen Prometheus', () => {
    expect(queryPanels.length).toBeGreaterThan(0);
    for (const panel of queryPanels) {
      expect({ panel: panel.title, datasource: panel.datasource?.uid }).toEqual({ panel: panel.title, datasource: '${datasource}' });
      expect({ panel: panel.title, metrics: (panel.targets ?? []).every((target) => metricNames(target.expr ?? '').length > 0) }).toEqual({ panel: panel.title, metrics: true });
    }
  });

  it('covers request rate and p95 latency per route, checkouts, payments, job failures, the outbox, the pool, the caches and the storefront Web Vitals', () => {
    const exprs = queryPanels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr ?? '')).join('\n');
    for (const metric of [
      'hickory_http_request_duration_seconds_count',
      'hickory_http_request_duration_seconds_bucket',
      'hickory_checkouts_total',
      'hickory_payments_total',
      'hickory_job_runs_total',
      'hickory_order_outbox_pending',
      'hickory_db_pool_connections',
      'hickory_read_cache_lookups_total',
      'hickory_web_vitals_lcp_seconds',
      'hickory_web_vitals_inp_seconds',
      'hickory_web_vitals_cls',
    ]) {
      expect(exprs).toContain(metric);
    }
    expect(exprs).toMatch(/histogram_quantile\(0\.95, sum by \(le, route\)/);
  });

  it('has unique panel ids', () => {
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
