/**
 * Builds the approved script list of the payment pages (domain/payment-page/approved-list.ts)
 * from a production build: for each payment page, what NextScript writes into it (the polyfills,
 * the chunks of _app and of the page, the low-priority manifests, the inline bootstrap) and the
 * chunks the build's route bundle stats name for its first load; the same for the pages the same
 * address renders instead (not found, error); and the inline scripts of _document. Each script's
 * hash is taken from the built file's bytes, as the browser receives them.
 */
import { integrityOf, PAYMENT_PAGE_ROUTES, type ApprovedList, type ApprovedScript } from '@/domain/payment-page/approved-list';
import { BANNER_MARKS_SCRIPT } from '@/lib/banner-marks';
import { EARLY_SUBMIT_GUARD_SCRIPT } from '@/lib/early-submit-guard';
import { bootstrapScript, type BootstrapManifest } from './inline-script-hashes';

export type BuildManifest = BootstrapManifest & {
  pages: Record<string, readonly string[]>;
  polyfillFiles?: readonly string[];
  lowPriorityFiles?: readonly string[];
};

/** One entry of the build's diagnostics/route-bundle-stats.json. */
export type RouteBundleStats = { route: string; firstLoadChunkPaths?: readonly string[] };

export type BuildOutput = {
  buildId: string;
  manifest: BuildManifest;
  routeStats: readonly RouteBundleStats[];
  /** The bytes of a built file, by its path under the build folder ('static/chunks/….js'). */
  readFile(file: string): Uint8Array;
};

/** What the same address may render instead of the page. */
const INSTEAD_PAGES = ['/404', '/_error'];

const isScript = (file: string) => file.endsWith('.js') && !file.endsWith('.module.js');

/** 'static/chunks/x.js' from a manifest, or '.next/static/chunks/x.js' from the route stats. */
function builtFile(file: string): string {
  const at = file.indexOf('static/');
  return at >= 0 ? file.slice(at) : file;
}

function scriptsOf(route: string, output: BuildOutput): ApprovedScript[] {
  const { manifest, routeStats } = output;
  const scripts = new Map<string, ApprovedScript>();
  const add = (files: readonly string[] | undefined, reason: string) => {
    for (const file of (files ?? []).map(builtFile).filter(isScript)) {
      const src = `/_next/${file}`;
      if (!scripts.has(src)) scripts.set(src, { src, integrity: integrityOf(output.readFile(file)), reason });
    }
  };
  const inline = new Map<string, ApprovedScript>();
  const addInline = (text: string | null, reason: string) => {
    if (text === null) return;
    const integrity = integrityOf(text);
    if (!inline.has(integrity)) inline.set(integrity, { src: null, integrity, reason });
  };
  addInline(BANNER_MARKS_SCRIPT, 'Hides the banners a visitor dismissed, before hydration (lib/banner-marks.ts, written by _document).');
  addInline(EARLY_SUBMIT_GUARD_SCRIPT, 'Holds back a form sent before the page is hydrated (lib/early-submit-guard.ts, written by _document).');
  addInline(bootstrapScript(manifest, route), "Turbopack's bootstrap of the page: which chunk groups to start (written by NextScript).");
  add(manifest.polyfillFiles, "Next's polyfills, for browsers without JavaScript modules only (nomodule).");
  add(manifest.pages['/_app'], "Shared by every page: React, Next's router and the app shell (pages/_app).");
  add(manifest.pages[route], "The payment page's own code: the payment form and its card and wallet fields.");
  add(routeStats.find((stats) => stats.route === route)?.firstLoadChunkPaths, "A chunk of the payment page's first load (the build's route bundle stats).");
  add(manifest.lowPriorityFiles, "Next's build manifests, read by the router for client-side navigation.");
  for (const page of INSTEAD_PAGES) {
    const when = page === '/404' ? 'the not-found page, which the address renders when the order or quote cannot be shown' : 'the error page, which the address renders when the page fails';
    addInline(bootstrapScript(manifest, page), `Turbopack's bootstrap of ${when}.`);
    add(manifest.pages[page], `The code of ${when}.`);
  }
  return [...inline.values(), ...scripts.values()];
}

export function buildApprovedList(output: BuildOutput): ApprovedList {
  const missing = PAYMENT_PAGE_ROUTES.filter((route) => !output.manifest.pages[route]);
  if (missing.length > 0) throw new Error(`The build has no ${missing.join(' or ')}: is it a production build of this storefront?`);
  return { buildId: output.buildId, pages: PAYMENT_PAGE_ROUTES.map((route) => ({ route, scripts: scriptsOf(route, output) })) };
}
