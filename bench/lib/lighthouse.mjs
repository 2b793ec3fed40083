/**
 * Lighthouse 12 scores (performance, accessibility, best practices, SEO), mobile and desktop,
 * with Debian's Chromium through chrome-launcher. The ceiling is the site's 404 page,
 * audited in the same run (Lighthouse is told to accept its 404 status).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs';
import { pathOf, table } from './results.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FORM_FACTORS = ['mobile', 'desktop'];

async function audit(port, url, formFactor, ignoreStatusCode) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ignoreStatusCode };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]),
  );
  return { scores, error: lhr.runtimeError?.message ?? null };
}

/** One audit in a fresh browser, so no run inherits another's cache or trace state. */
async function auditInFreshBrowser(chromePath, target, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    logLevel: 'error',
  });
  try {
    return await audit(chrome.port, target.url, formFactor, Boolean(target.ceiling));
  } finally {
    await chrome.kill();
  }
}

const ATTEMPTS = 3;

/**
 * Audits every target ({ label, url, ceiling }) in both form factors. A run that Lighthouse
 * itself reports as broken (e.g. NO_NAVSTART, a trace it failed to record) is tried again.
 */
export async function measureLighthouse(targets, chromePath) {
  const rows = [];
  for (const formFactor of FORM_FACTORS) {
    for (const target of targets) {
      let outcome = await auditInFreshBrowser(chromePath, target, formFactor);
      for (let attempt = 2; outcome.error && attempt <= ATTEMPTS; attempt += 1) {
        console.log(`Lighthouse ${formFactor} ${target.label}: ${outcome.error} Trying again (${attempt}/${ATTEMPTS}).`);
        outcome = await auditInFreshBrowser(chromePath, target, formFactor);
      }
      rows.push({ ...target, formFactor, ...outcome });
    }
  }
  return rows;
}

const cell = (score) => (score == null ? 'n/a' : String(score));

export function lighthouseMarkdown(rows, machine) {
  const body = table(
    ['form factor', 'page', 'path', ...CATEGORIES],
    rows.map((row) => [
      row.formFactor,
      row.ceiling ? `${row.label} (ceiling)` : row.label,
      `\`${pathOf(row.url)}\``,
      ...CATEGORIES.map((id) => cell(row.scores[id])),
    ]),
  );
  const errors = rows.filter((row) => row.error).map((row) => `- ${row.formFactor} ${row.label}: ${row.error}`);
  const setup = 'Lighthouse 12, default throttling (simulated), headless Chromium; scores out of 100.';
  return `## Lighthouse\n\n${machine}\n\n${setup}\n\n${body}${errors.length ? `\n\nErrors:\n${errors.join('\n')}` : ''}`;
}
