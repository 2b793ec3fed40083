/**
 * The CSP hashes of the inline scripts a shared page carries: the dismissed-banner marks, the guard
 * against forms sent before hydration and the bootstrap Turbopack's production build writes into
 * every page (which chunk groups to start).
 * The bootstrap is rebuilt here from the build manifest with Next's own functions, as NextScript
 * writes it, for the page and for the pages the same URL may render instead (not found, error).
 * Without a production build's manifest (development) there are none, and proxy.ts keeps the nonce.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { BANNER_MARKS_SCRIPT } from '@/lib/banner-marks';
import { EARLY_SUBMIT_GUARD_SCRIPT } from '@/lib/early-submit-guard';

export type BootstrapManifest = { pagesChunkGroupBootstrapParams?: Record<string, unknown>; chunkLoadingGlobal?: string };

/** What else a shared URL may render: its store or menu not found, or a failure. */
const INSTEAD_PAGES = ['/404', '/_error'];

export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The inline bootstrap NextScript writes for `page`, or null when the build writes none. */
export function bootstrapScript(manifest: BootstrapManifest, page: string): string | null {
  const { pagesChunkGroupBootstrapParams: params, chunkLoadingGlobal } = manifest;
  if (!params || !chunkLoadingGlobal) return null;
  const bootstrap = getTurbopackChunkGroupBootstrap(params as never, chunkLoadingGlobal, ['/_app', page]);
  return bootstrap ? htmlEscapeJsonString(bootstrap) : null;
}

/** The hashes for `page` from `manifest`, or null when it has no bootstrap for the page. */
export function inlineScriptHashes(manifest: BootstrapManifest, page: string): string[] | null {
  const own = bootstrapScript(manifest, page);
  if (!own) return null;
  const instead = INSTEAD_PAGES.map((other) => bootstrapScript(manifest, other)).filter((script): script is string => script !== null);
  return [...new Set([BANNER_MARKS_SCRIPT, EARLY_SUBMIT_GUARD_SCRIPT, own, ...instead].map(cspHash))];
}

function readManifest(): BootstrapManifest | null {
  try {
    const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'build-manifest.json');
    return JSON.parse(readFileSync(file, 'utf8')) as BootstrapManifest;
  } catch {
    return null;
  }
}

const known = new Map<string, string[] | null>();

/** The hashes for `page` in the running build (read once per page), or null in development. */
export function sharedPageScriptHashes(page: string): string[] | null {
  if (!known.has(page)) {
    const manifest = readManifest();
    known.set(page, manifest && inlineScriptHashes(manifest, page));
  }
  return known.get(page) ?? null;
}
