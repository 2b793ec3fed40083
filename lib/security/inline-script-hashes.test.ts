import { createHash } from 'node:crypto';
import { BANNER_MARKS_SCRIPT } from '@/lib/banner-marks';
import { EARLY_SUBMIT_GUARD_SCRIPT } from '@/lib/early-submit-guard';
import { bootstrapScript, cspHash, inlineScriptHashes, type BootstrapManifest } from './inline-script-hashes';

const manifest: BootstrapManifest = {
  chunkLoadingGlobal: 'TURBOPACK',
  pagesChunkGroupBootstrapParams: {
    '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1] },
    '/locations/[state]/[city]/[store]': { otherChunks: ['static/chunks/store.js'], runtimeModuleIds: [2] },
    '/404': { otherChunks: ['static/chunks/404.js'], runtimeModuleIds: [3] },
    '/_error': { otherChunks: ['static/chunks/error.js'], runtimeModuleIds: [4] },
  },
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes of a shared page', () => {
  it('rebuilds the bootstrap as the page writes it: the app and the page pushed on the chunk loading global', () => {
    expect(bootstrapScript(manifest, '/locations/[state]/[city]/[store]')).toBe(
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/app.js"],"runtimeModuleIds":[1]});\n' +
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/store.js"],"runtimeModuleIds":[2]});',
    );
  });

  it('escapes what HTML would break on, as the page does', () => {
    const risky = { ...manifest, pagesChunkGroupBootstrapParams: { '/_app': { otherChunks: ['</script><x>&'] } } };
    expect(bootstrapScript(risky, '/x')).not.toMatch(/<\/script>|<x>|&/);
  });

  it('hashes the banner marks, the early-submit guard, the page and the pages the same URL may render instead', () => {
    const hashes = inlineScriptHashes(manifest, '/locations/[state]/[city]/[store]');
    expect(hashes).toEqual([
      sha256(BANNER_MARKS_SCRIPT),
      sha256(EARLY_SUBMIT_GUARD_SCRIPT),
      sha256(bootstrapScript(manifest, '/locations/[state]/[city]/[store]')!),
      sha256(bootstrapScript(manifest, '/404')!),
      sha256(bootstrapScript(manifest, '/_error')!),
    ]);
    expect(cspHash('x')).toBe(sha256('x'));
  });

  it("has none without a production build's bootstrap, so the page keeps its nonce", () => {
    expect(inlineScriptHashes({}, '/locations/[state]/[city]/[store]')).toBeNull();
    expect(inlineScriptHashes({ ...manifest, pagesChunkGroupBootstrapParams: {} }, '/x')).toBeNull();
  });
});
