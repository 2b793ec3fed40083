#!/usr/bin/env node
/**
 * Sums jest's and Playwright's test counts for `.ci/run` and prints `N passed, N failed` as the
 * last line. Jest's counts come from its summary line in the test log
 * ("Tests:       1 failed, 2 skipped, 40 passed, 43 total"); Playwright's from its JSON report.
 *
 *   node scripts/ci-totals.mjs --log ci.log --playwright-json test-results/e2e-report.json --exit-code 0
 *
 * When the test command failed but no failed test was counted (a suite that could not load, a
 * server that did not start), one failure is counted so the line never reads as a pass.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const ANSI = /\x1b\[[0-9;]*m/g;

/** Counts from jest's last "Tests:" and "Test Suites:" summary lines, or null when it printed none. */
export function parseJestSummary(log) {
  const text = log.replace(ANSI, '');
  const tests = [...text.matchAll(/^Tests:\s+(.+)$/gm)].at(-1);
  if (!tests) return null;
  const count = (line, word) => Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  const suites = [...text.matchAll(/^Test Suites:\s+(.+)$/gm)].at(-1);
  const failedTests = count(tests[1], 'failed');
  // A suite that fails to load has no failed test; count it so it is not silently lost.
  const failedSuites = suites ? count(suites[1], 'failed') : 0;
  return { passed: count(tests[1], 'passed'), failed: Math.max(failedTests, failedSuites) };
}

/** Counts from a Playwright JSON report, or null when there is none. */
export function parsePlaywrightReport(json) {
  const report = JSON.parse(json);
  const stats = report.stats ?? {};
  const failed = (stats.unexpected ?? 0) + (stats.unexpected === 0 ? (report.errors?.length ?? 0) : 0);
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed, flaky: flakyTitles(report.suites ?? []) };
}

/** The titles of the journeys that failed, then passed on a retry. */
function flakyTitles(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => (spec.tests ?? []).filter((test) => test.status === 'flaky').map((test) => `${spec.file ?? suite.file}: ${spec.title} [${test.projectName}]`)),
    ...flakyTitles(suite.suites ?? []),
  ]);
}

function main() {
  const { values } = parseArgs({
    options: {
      log: { type: 'string' },
      'playwright-json': { type: 'string' },
      'exit-code': { type: 'string', default: '0' },
    },
  });
  const jestLog = values.log && existsSync(values.log) ? readFileSync(values.log, 'utf8') : '';
  const reportFile = values['playwright-json'];
  const report = reportFile && existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const parts = [
    ['jest', jestLog ? parseJestSummary(jestLog) : null, 'no summary line in the log'],
    ['playwright', report ? parsePlaywrightReport(report) : null, 'no JSON report (the journeys did not run)'],
  ].filter(([name, counts, missing]) => {
    console.log(counts ? `${name}: ${counts.passed} passed, ${counts.failed} failed` : `${name}: ${missing}`);
    for (const title of counts?.flaky ?? []) console.log(`  flaky (passed on a retry): ${title}`);
    return counts !== null;
  });
  const passed = parts.reduce((sum, [, counts]) => sum + counts.passed, 0);
  let failed = parts.reduce((sum, [, counts]) => sum + counts.failed, 0);
  const exitCode = Number(values['exit-code']);
  if (exitCode !== 0 && failed === 0) {
    console.log(`The test command exited with code ${exitCode} without a counted failure; counting 1.`);
    failed = 1;
  }
  console.log(`${passed} passed, ${failed} failed`);
}

main();
