/**
 * The XML sitemap (sitemaps.org 0.9) with hreflang alternates as xhtml:link elements
 * (Google's "localized versions" format), and robots.txt. Pure: text in, text out.
 */
import type { Alternate } from './alternates';

export type SitemapUrl = { loc: string; alternates: Alternate[]; lastmod?: string };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

function urlElement(url: SitemapUrl): string {
  const lines = [`  <url>`, `    <loc>${escapeXml(url.loc)}</loc>`];
  if (url.lastmod) lines.push(`    <lastmod>${escapeXml(url.lastmod)}</lastmod>`);
  for (const alternate of url.alternates) {
    lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hrefLang)}" href="${escapeXml(alternate.href)}"/>`);
  }
  lines.push('  </url>');
  return lines.join('\n');
}

export function buildSitemapXml(urls: readonly SitemapUrl[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.map(urlElement),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything allowed and the sitemap named, or everything refused when NO_ROBOTS is set. */
export function buildRobotsTxt(site: string, noRobots: boolean): string {
  if (noRobots) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n');
}
