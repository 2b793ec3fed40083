/**
 * Fetches a payment page as a browser would: a GET of its address with a browser's headers,
 * without following a redirect (a redirected visitor is shown another page, whose headers still
 * count), then every script the HTML names, each hashed as Subresource Integrity hashes it, and
 * every inline script hashed by its text. A script on another host is fetched too: it runs there
 * just the same.
 */
import { integrityOf } from '@/domain/payment-page/approved-list';
import type { ObservedPage, ObservedScript } from '@/domain/payment-page/compare';
import { scriptsOfHtml } from '@/domain/payment-page/html-scripts';

export type Fetch = typeof fetch;

const TIMEOUT_MS = 15_000;
/** A page or script larger than this is cut: its hash then differs from the approved one. */
const MAX_BYTES = 5 * 1024 * 1024;

const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 HickoryPaymentPageCheck/1',
  'accept-language': 'en-US,en;q=0.9',
};

async function bodyOf(response: Response): Promise<Uint8Array> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  return bytes.length > MAX_BYTES ? bytes.subarray(0, MAX_BYTES) : bytes;
}

/** Where a script's address points, written as the approved list writes it: from the site root on this site, whole elsewhere. */
function scriptAddress(src: string, page: URL): { url: URL; key: string } | null {
  let url: URL;
  try {
    url = new URL(src, page);
  } catch {
    return null;
  }
  return { url, key: url.origin === page.origin ? `${url.pathname}${url.search}` : url.href };
}

async function observeScript(fetcher: Fetch, src: string, page: URL): Promise<ObservedScript> {
  const address = scriptAddress(src, page);
  if (!address) return { src, integrity: null };
  try {
    const response = await fetcher(address.url, { headers: { ...BROWSER_HEADERS, accept: '*/*', referer: page.href }, redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return { src: address.key, integrity: null };
    return { src: address.key, integrity: integrityOf(await bodyOf(response)) };
  } catch {
    return { src: address.key, integrity: null };
  }
}

export async function observePage(fetcher: Fetch, route: string, pageUrl: string): Promise<ObservedPage> {
  const url = new URL(pageUrl);
  let response: Response;
  try {
    response = await fetcher(url, {
      headers: { ...BROWSER_HEADERS, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { route, url: url.href, status: null, csp: null, hsts: null, scripts: [] };
  }
  const csp = response.headers.get('content-security-policy');
  const hsts = response.headers.get('strict-transport-security');
  const isHtml = (response.headers.get('content-type') ?? '').toLowerCase().includes('html');
  const html = isHtml ? new TextDecoder().decode(await bodyOf(response)) : '';
  if (!isHtml) await response.body?.cancel();
  const scripts: ObservedScript[] = [];
  for (const script of scriptsOfHtml(html)) {
    scripts.push(script.src === null ? { src: null, integrity: integrityOf(script.inline) } : await observeScript(fetcher, script.src, url));
  }
  return { route, url: url.href, status: response.status, csp, hsts, scripts };
}
