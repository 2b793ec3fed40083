/**
 * Where a content link goes: links to a pdf, the sitemap or an http(s) URL open
 * in a new tab; everything else is a page of ours, shown in the current market.
 */

/** Whether `url` opens in a new tab. */
export function opensInNewTab(url: string): boolean {
  const path = (url.split(/[?#]/)[0] ?? url).toLowerCase();
  return /^https?:\/\//.test(path) || path.endsWith('.pdf') || /(^|\/)sitemap(\.xml)?$/.test(path);
}

/** Whether `url` is a page of this site (starts with one slash), to be prefixed with the market. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
