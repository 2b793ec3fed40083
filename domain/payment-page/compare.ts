/**
 * What the daily payment page check finds: a page it could not fetch, a script that is not on
 * the approved list, an approved script whose bytes changed, and a security header missing or
 * weaker than the payment pages need (a Content-Security-Policy whose frame-ancestors is
 * 'none' and whose script-src allows neither 'unsafe-inline' nor any host; HSTS of a year or
 * more when the storefront is served over HTTPS). Each finding has a fingerprint: the same change
 * seen again is the same finding, so it alerts once.
 */
import { createHash } from 'node:crypto';
import type { ApprovedList } from './approved-list';

export type ObservedScript = { src: string | null; integrity: string | null };

export type ObservedPage = {
  route: string;
  url: string;
  /** The HTTP status, or null when the page could not be fetched. */
  status: number | null;
  csp: string | null;
  hsts: string | null;
  scripts: ObservedScript[];
};

export type FindingKind = 'page-unreachable' | 'script-added' | 'script-changed' | 'script-unreachable' | 'header-missing' | 'header-weakened' | 'list-unreadable';

export type Finding = { route: string; kind: FindingKind; subject: string; detail: string; fingerprint: string };

export const HSTS_MIN_SECONDS = 31_536_000;

function finding(route: string, kind: FindingKind, subject: string, detail: string): Finding {
  const fingerprint = createHash('sha256').update(JSON.stringify([route, kind, subject, detail])).digest('hex');
  return { route, kind, subject, detail, fingerprint };
}

/** The directives of a policy by name; a nonce is left out, since it changes with every request. */
export function cspDirectives(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name || directives.has(name.toLowerCase())) continue;
    directives.set(
      name.toLowerCase(),
      values.filter((value) => !/^'nonce-/i.test(value)),
    );
  }
  return directives;
}

function cspFindings(route: string, policy: string | null): Finding[] {
  if (!policy) return [finding(route, 'header-missing', 'Content-Security-Policy', '')];
  const directives = cspDirectives(policy);
  const found: Finding[] = [];
  const ancestors = directives.get('frame-ancestors');
  if (!ancestors || ancestors.join(' ') !== "'none'") found.push(finding(route, 'header-weakened', 'frame-ancestors', ancestors?.join(' ') ?? '(absent)'));
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
  const loose = scriptSrc?.filter((value) => ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:'].includes(value.toLowerCase()));
  if (!scriptSrc) found.push(finding(route, 'header-weakened', 'script-src', '(absent)'));
  else if (loose && loose.length > 0) found.push(finding(route, 'header-weakened', 'script-src', loose.join(' ')));
  return found;
}

function hstsFindings(route: string, hsts: string | null, https: boolean): Finding[] {
  if (!https) return [];
  if (!hsts) return [finding(route, 'header-missing', 'Strict-Transport-Security', '')];
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(hsts);
  return maxAge && Number(maxAge[1]) >= HSTS_MIN_SECONDS ? [] : [finding(route, 'header-weakened', 'Strict-Transport-Security', hsts)];
}

function scriptFindings(route: string, observed: ObservedScript[], list: ApprovedList): Finding[] {
  const approved = list.pages.find((page) => page.route === route)?.scripts ?? [];
  const found: Finding[] = [];
  for (const script of observed) {
    const subject = script.src ?? 'inline';
    if (script.integrity === null) {
      found.push(finding(route, 'script-unreachable', subject, ''));
      continue;
    }
    if (script.src === null) {
      if (!approved.some((entry) => entry.src === null && entry.integrity === script.integrity)) found.push(finding(route, 'script-added', subject, script.integrity));
      continue;
    }
    const entry = approved.find((candidate) => candidate.src === script.src);
    if (!entry) found.push(finding(route, 'script-added', subject, script.integrity));
    else if (entry.integrity !== script.integrity) found.push(finding(route, 'script-changed', subject, script.integrity));
  }
  return found;
}

/** Every difference between the pages served and the approved list and expected headers. */
export function compareWithApproved(pages: readonly ObservedPage[], list: ApprovedList | null, options: { https: boolean }): Finding[] {
  const found: Finding[] = list ? [] : [finding('*', 'list-unreadable', 'docs/payment-page-scripts.md', '')];
  for (const page of pages) {
    if (page.status === null || page.status >= 500) {
      found.push(finding(page.route, 'page-unreachable', page.url, ''));
      continue;
    }
    found.push(...cspFindings(page.route, page.csp), ...hstsFindings(page.route, page.hsts, options.https));
    if (list) found.push(...scriptFindings(page.route, page.scripts, list));
  }
  return found;
}

/** One line a person reads, in the staff console and the alert mail. */
export function describeFinding(item: Pick<Finding, 'route' | 'kind' | 'subject' | 'detail'>): string {
  const { route, subject, detail } = item;
  switch (item.kind) {
    case 'page-unreachable':
      return `${route}: the page could not be fetched (${subject}).`;
    case 'script-added':
      return `${route}: a script not on the approved list is served: ${subject} (${detail}).`;
    case 'script-changed':
      return `${route}: the approved script ${subject} changed; it now hashes to ${detail}.`;
    case 'script-unreachable':
      return `${route}: the script ${subject} could not be fetched.`;
    case 'header-missing':
      return `${route}: the ${subject} header is missing.`;
    case 'header-weakened':
      return `${route}: ${subject} is weaker than required: ${detail}.`;
    case 'list-unreadable':
      return `The approved list ${subject} is missing or unreadable: run npm run payment-scripts after the build.`;
  }
}
