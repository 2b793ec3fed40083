/**
 * Lighthouse 12 scores (performance, accessibility, best practices, SEO), Total Blocking Time
 * and Largest Contentful Paint, mobile (desktop too with BENCH_LIGHTHOUSE_DESKTOP=1), with
 * Debian's Chromium through chrome-launcher. The floor is the bare Next app (bench/floor-app),
 * audited in the same run: every page's score and TBT are read against it. The site's 404 page
 * may ride along as information (Lighthouse is told to accept its 404 status). The median run's
 * full report of each page is written to bench/out/lighthouse/ for its diagnostics.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs';
import { pathOf, table } from './results.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FORM_FACTORS = process.env.BENCH_LIGHTHOUSE_DESKTOP === '1' ? ['mobile', 'desktop'] : ['mobile'];
/** Targets: a page at most this many performance points below the floor ... */
export const MAX_POINTS_BELOW = 5;
/** ... and Total Blocking Time at most this multiple of the floor's. */
export const MAX_TBT_RATIO = 1.5;

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

async function audit(port, url, formFactor, ignoreStatusCode) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ignoreStatusCode };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]),
  );
  return {
    scores,
    tbt: numeric(lhr, 'total-blocking-time'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    lhr,
    error: lhr.runtimeError?.message ?? null,
  };
}

/** One audit in a fresh browser, so no run inherits another's cache or trace state. */
async function auditInFreshBrowser(chromePath, target, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    logLevel: 'error',
  });
  try {
    return await audit(chrome.port, target.url, formFactor, Boolean(target.notFound));
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

const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Writes each row's median report to `dir` and drops it from the row. */
function saveReports(rows, dir) {
  mkdirSync(dir, { recursive: true });
  return rows.map(({ lhr, ...row }) => {
    if (lhr) writeFileSync(path.join(dir, `${row.formFactor}-${slug(row.label)}.json`), JSON.stringify(lhr));
    return row;
  });
}

/**
 * Audits every target ({ label, url, floor, notFound, noindex }) in each form factor, RUNS times
 * each. The rounds go over all pages in turn, so a burst of load on the machine lands on every
 * page rather than on one. The median reports go to `reportDir` when given.
 */
export async function measureLighthouse(targets, chromePath, { runs = RUNS, reportDir } = {}) {
  const outcomes = new Map();
  for (let round = 1; round <= runs; round += 1) {
    for (const formFactor of FORM_FACTORS) {
      for (const target of targets) {
        const key = `${formFactor}|${target.label}`;
        outcomes.set(key, [...(outcomes.get(key) ?? []), await auditWithRetries(chromePath, target, formFactor)]);
      }
    }
  }
  const rows = FORM_FACTORS.flatMap((formFactor) =>
    targets.map((target) => ({ ...target, formFactor, ...medianRun(outcomes.get(`${formFactor}|${target.label}`)) })),
  );
  if (reportDir) return saveReports(rows, reportDir);
  return rows.map(({ lhr, ...row }) => row);
}

const cell = (score) => (score == null ? 'n/a' : String(score));
const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);
const seconds = (value) => (value == null ? 'n/a' : `${(value / 1000).toFixed(1)} s`);

/** Points below the floor, TBT as a multiple of the floor's, and whether both targets hold. */
function againstFloor(row, floor) {
  const score = row.scores.performance;
  const floorScore = floor?.scores.performance;
  if (!floor || row.floor || score == null || floorScore == null) return { below: '', ratio: '', verdict: row.floor ? 'floor' : '' };
  const below = floorScore - score;
  const ratio = row.tbt != null && floor.tbt ? row.tbt / floor.tbt : null;
  // A floor TBT of 0 ms: any page with TBT under 1.5x "nothing" means nothing blocked either.
  const tbtOk = ratio == null ? (row.tbt ?? Infinity) <= (floor.tbt ?? 0) * MAX_TBT_RATIO : ratio <= MAX_TBT_RATIO;
  const met = below <= MAX_POINTS_BELOW && tbtOk;
  return {
    below: String(below),
    ratio: ratio == null ? 'n/a' : `${ratio.toFixed(1)}×`,
    verdict: row.notFound ? 'information' : met ? 'met' : '**missed**',
  };
}

const label = (row) => (row.floor ? `${row.label} (floor)` : row.notFound ? `${row.label} (information)` : row.label);

function formFactorTable(rows) {
  const floor = rows.find((row) => row.floor);
  return table(
    ['page', 'path', 'performance', 'points below floor', 'TBT', 'TBT vs floor', 'LCP', 'target', ...CATEGORIES.slice(1)],
    rows.map((row) => {
      const versus = againstFloor(row, floor);
      const perf = row.spread ? `${cell(row.scores.performance)} (${row.spread.join('–')})` : cell(row.scores.performance);
      return [label(row), `\`${pathOf(row.url)}\``, perf, versus.below, ms(row.tbt), versus.ratio, seconds(row.lcp), versus.verdict,
        ...CATEGORIES.slice(1).map((id) => cell(row.scores[id]))];
    }),
  );
}

export function lighthouseMarkdown(rows, machine) {
  const factors = [...new Set(rows.map((row) => row.formFactor))];
  const tables = factors.map((factor) => `### ${factor}\n\n${formFactorTable(rows.filter((row) => row.formFactor === factor))}`);
  const errors = rows.filter((row) => row.error).map((row) => `- ${row.formFactor} ${row.label}: ${row.error}`);
  const runs = Math.max(...rows.map((row) => row.runs ?? 1));
  const setup = `Lighthouse 12, default throttling (simulated), headless Chromium; scores out of 100. Each row is the median of ${runs} run(s) by performance score (its TBT and LCP are that run's), with the lowest and highest performance in brackets; the rounds visit every page in turn. The floor is the bare Next app (bench/floor-app: the same Next and React, one server-rendered page), served by \`next start\` beside the storefront. Targets: at most ${MAX_POINTS_BELOW} points below the floor and TBT at most ${MAX_TBT_RATIO}× the floor's. Accessibility, best practices and SEO should be 100 on indexable pages (the cart is noindex). The median reports are in bench/out/lighthouse/.`;
  return `## Lighthouse\n\n${machine}\n\n${setup}\n\n${tables.join('\n\n')}${errors.length ? `\n\nErrors:\n${errors.join('\n')}` : ''}`;
}
