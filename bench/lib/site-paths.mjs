/**
 * The storefront pages the benchmarks measure, found the way a person finds them: the first
 * store linked from /locations, its everyday menu (carryout), and the first item linked from that
 * menu (or, when the menu lists sections only, from its first section). Environment variables
 * BENCH_STORE_PATH, BENCH_MENU_PATH and BENCH_ITEM_PATH override each.
 */

async function html(webUrl, path) {
  const response = await fetch(`${webUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

const decode = (href) => href.replace(/&amp;/g, '&');

/** The first `href` in `page` matching `pattern` (its first group is the path), or null. */
function firstLink(page, pattern) {
  const match = page.match(pattern);
  return match ? decode(match[1]) : null;
}

export async function findStorePath(webUrl) {
  if (process.env.BENCH_STORE_PATH) return process.env.BENCH_STORE_PATH;
  const store = firstLink(await html(webUrl, '/locations'), /href="(\/locations\/[^/"?#]+\/[^/"?#]+\/[^/"?#]+)"/);
  if (!store) throw new Error('No store link found on /locations; set BENCH_STORE_PATH.');
  return store;
}

/** The everyday carryout menu of the store at `storePath` (/locations/<state>/<city>/<slug>). */
export function menuPathOf(storePath) {
  if (process.env.BENCH_MENU_PATH) return process.env.BENCH_MENU_PATH;
  const slug = storePath.split('/').filter(Boolean).pop();
  return `/quote/everyday/${slug}?type=carryout`;
}

const ITEM_LINK = /href="(\/quote\/[^/"?#]+\/[^/"?#]+\/[^/"?#]+\/[^/"?#]+(?:\?[^"#]*)?)"/;
const SECTION_LINK = /href="(\/quote\/[^/"?#]+\/[^/"?#]+\/[^/"?#]+(?:\?[^"#]*)?)"/;

/** An item page linked from the menu at `menuPath`, or from its first section. */
export async function findItemPath(webUrl, menuPath) {
  if (process.env.BENCH_ITEM_PATH) return process.env.BENCH_ITEM_PATH;
  const menu = await html(webUrl, menuPath);
  const direct = firstLink(menu, ITEM_LINK);
  if (direct) return direct;
  const section = firstLink(menu, SECTION_LINK);
  const item = section ? firstLink(await html(webUrl, section), ITEM_LINK) : null;
  if (!item) throw new Error(`No item link found on ${menuPath}${section ? ` or ${section}` : ''}; set BENCH_ITEM_PATH.`);
  return item;
}
