/**
 * The daily payment page check: fetch each payment page of the storefront, compare its scripts
 * and security headers with the approved list, open an alert for each new difference and close
 * those no longer seen, then mail the brand admins the alerts opened now (after the rows are
 * written: the mail is a network call). The same difference seen on later days is still the one
 * open alert, so it is mailed once.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseApprovedList, PAYMENT_PAGE_ROUTES, type ApprovedList } from '@/domain/payment-page/approved-list';
import { compareWithApproved, type Finding, type ObservedPage } from '@/domain/payment-page/compare';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail';
import { paymentPageAlertMail, PAYMENT_PAGE_ALERT_MAIL } from './mail';
import { observePage, type Fetch } from './observe';
import { brandAdminEmails, openAlerts, resolveAlertsNotIn } from './repository';

export type PaymentPageCheckDeps = {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'storefrontUrl' | 'paymentPageCheckPaths' | 'paymentPageScriptsFile' | 'demoMode'>;
  fetch: Fetch;
};

export const STAFF_ALERTS_PATH = '/staff/payment-page';

async function readApprovedList(file: string): Promise<ApprovedList | null> {
  try {
    return parseApprovedList(await readFile(path.resolve(file), 'utf8'));
  } catch {
    return null;
  }
}

function unique(findings: readonly Finding[]): Finding[] {
  return [...new Map(findings.map((item) => [item.fingerprint, item])).values()];
}

export async function checkPaymentPages(deps: PaymentPageCheckDeps, now: Date) {
  const { config, db } = deps;
  const list = await readApprovedList(config.paymentPageScriptsFile);
  const pages: ObservedPage[] = [];
  for (const route of PAYMENT_PAGE_ROUTES) pages.push(await observePage(deps.fetch, route, `${config.storefrontUrl}${config.paymentPageCheckPaths[route]}`));
  const findings = unique(compareWithApproved(pages, list, { https: config.storefrontUrl.startsWith('https://') }));
  const opened = await openAlerts(db, findings, now);
  const resolved = await resolveAlertsNotIn(
    db,
    findings.map((item) => item.fingerprint),
    now,
  );
  let mailed = 0;
  if (opened.length > 0) {
    const mail = paymentPageAlertMail(opened, `${config.storefrontUrl}${STAFF_ALERTS_PATH}`);
    for (const toAddress of await brandAdminEmails(db, config.demoMode)) {
      await deps.mailer.queue({ kind: PAYMENT_PAGE_ALERT_MAIL, orderId: null, toAddress, ...mail });
      mailed += 1;
    }
  }
  return { pages: pages.length, scripts: pages.reduce((sum, page) => sum + page.scripts.length, 0), differences: findings.length, opened: opened.length, resolved, mailed };
}
