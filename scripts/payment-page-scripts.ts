/**
 * npm run payment-scripts: writes docs/payment-page-scripts.md, the approved scripts of the
 * payment pages, from the production build (run `npm run build` first; NEXT_DIST_DIR names
 * another build folder). With --check it writes nothing and fails when the committed list is
 * not the one this build gives: run it after the build in CI, so a stale list cannot pass.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderApprovedList } from '@/domain/payment-page/approved-list';
import { buildApprovedList, type BuildManifest, type RouteBundleStats } from '@/lib/security/payment-page-list';

const LIST_FILE = process.env.PAYMENT_PAGE_SCRIPTS_FILE || 'docs/payment-page-scripts.md';

function main(): number {
  const dist = path.resolve(process.env.NEXT_DIST_DIR || '.next');
  const manifestFile = path.join(dist, 'build-manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`No production build in ${dist}: run npm run build first.`);
    return 1;
  }
  const statsFile = path.join(dist, 'diagnostics', 'route-bundle-stats.json');
  const list = buildApprovedList({
    buildId: readFileSync(path.join(dist, 'BUILD_ID'), 'utf8').trim(),
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest,
    routeStats: existsSync(statsFile) ? (JSON.parse(readFileSync(statsFile, 'utf8')) as RouteBundleStats[]) : [],
    readFile: (file) => readFileSync(path.join(dist, file)),
  });
  const text = renderApprovedList(list);
  if (process.argv.includes('--check')) {
    const committed = existsSync(LIST_FILE) ? readFileSync(LIST_FILE, 'utf8') : '';
    if (committed === text) {
      console.log(`${LIST_FILE} matches build ${list.buildId}.`);
      return 0;
    }
    console.error(`${LIST_FILE} is stale: it is not the list of build ${list.buildId}. Review the scripts, run npm run payment-scripts and commit the list.`);
    return 1;
  }
  writeFileSync(LIST_FILE, text);
  const count = list.pages.reduce((sum, page) => sum + page.scripts.length, 0);
  console.log(`Wrote ${LIST_FILE}: ${count} scripts of ${list.pages.length} payment pages, build ${list.buildId}.`);
  return 0;
}

process.exitCode = main();
