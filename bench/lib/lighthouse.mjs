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
/** Runs per page and form factor; the median run (by performance) is reported. */
export const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);

/** One audit; a run that Lighthouse itself reports as broken (NO_NAVSTART, ...) is tried again. */
async function auditWithRetries(chromePath, target, formFactor) {
  let outcome = await auditInFreshBrowser(chromePath, target, formFactor);
  for (let attempt = 2; outcome.error && attempt <= ATTEMPTS; attempt += 1) {
    console.log(`Lighthouse ${formFactor} ${target.label}: ${outcome.error} Trying again (${attempt}/${ATTEMPTS}).`);
    outcome = await auditInFreshBrowser(chromePath, target, formFactor);
  }
  return outcome;
}

/** The median run by performance score (Lighthouse's own advice for variable machines). */
function medianRun(outcomes) {
  const usable = outcomes.filter((outcome) => !outcome.error && outcome.scores.performance != null);
  if (usable.length === 0) return { ...outcomes[outcomes.length - 1], spread: null };
  const sorted = [...usable].sort((a, b) => a.scores.performance - b.scores.performance);
  const spread = [sorted[0].scores.performance, sorted[sorted.length - 1].scores.performance];
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], spread, runs: usable.length };
}

/**
 * Audits every target ({ label, url, ceiling }) in both form factors, RUNS times each. The
 * rounds go over all pages in turn, so a burst of load on the machine lands on every page
 * rather than on one.
 */
export async function measureLighthouse(targets, chromePath, runs = RUNS) {
  const outcomes = new Map();
  for (let round = 1; round <= runs; round += 1) {
    for (const formFactor of FORM_FACTORS) {
      for (const target of targets) {
        const key = `${formFactor}|${target.label}`;
        outcomes.set(key, [...(outcomes.get(key) ?? []), await auditWithRetries(chromePath, target, formFactor)]);
      }
    }
  }
  return FORM_FACTORS.flatMap((formFactor) =>
    targets.map((target) => ({ ...target, formFactor, ...medianRun(outcomes.get(`${formFactor}|${target.label}`)) })),
  );
}

const cell = (score) => (score == null ? 'n/a' : String(score));

export function lighthouseMarkdown(rows, machine) {
  const body = table(
    ['form factor', 'page', 'path', ...CATEGORIES],
    rows.map((row) => [
      row.formFactor,
      row.ceiling ? `${row.label} (ceiling)` : row.label,
      `\`${pathOf(row.url)}\``,
      ...CATEGORIES.map((id) => (id === 'performance' && row.spread ? `${cell(row.scores[id])} (${row.spread.join('–')})` : cell(row.scores[id]))),
    ]),
  );
  const errors = rows.filter((row) => row.error).map((row) => `- ${row.formFactor} ${row.label}: ${row.error}`);
  const runs = Math.max(...rows.map((row) => row.runs ?? 1));
  const setup = `Lighthouse 12, default throttling (simulated), headless Chromium; scores out of 100. Each row is the median of ${runs} run(s) by performance score, with the lowest and highest performance in brackets; the rounds visit every page in turn.`;
  return `## Lighthouse\n\n${machine}\n\n${setup}\n\n${body}${errors.length ? `\n\nErrors:\n${errors.join('\n')}` : ''}`;
}
