/**
 * The approved scripts of the payment pages: for each page, every script it may load (by its
 * address from the site root, or inline), the SHA-256 of its bytes written as Subresource
 * Integrity writes it (`sha256-<base64>`), and why it is there. The list is generated from the
 * production build (scripts/payment-page-scripts.ts) and committed as a Markdown file whose
 * table people read and whose JSON block between the two markers the daily check reads.
 */
import { createHash } from 'node:crypto';

export type ApprovedScript = {
  /** The script's address from the site root ('/_next/static/chunks/…js'); null for an inline script. */
  src: string | null;
  /** `sha256-<base64>` of the script's bytes (an inline script: its text as UTF-8). */
  integrity: string;
  reason: string;
};

export type ApprovedPage = { route: string; scripts: ApprovedScript[] };

export type ApprovedList = { buildId: string; pages: ApprovedPage[] };

/** The payment pages: the card and wallet step of checkout, and the payment of a catering quote. */
export const PAYMENT_PAGE_ROUTES = ['/checkout/payment', '/catering/quotes/[number]/pay'] as const;
export type PaymentPageRoute = (typeof PAYMENT_PAGE_ROUTES)[number];

const BEGIN = '<!-- payment-page-scripts:begin -->';
const END = '<!-- payment-page-scripts:end -->';

export function integrityOf(bytes: Uint8Array | string): string {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
}

/** The committed file: a table per page, then the machine-readable block. Same list, same bytes. */
export function renderApprovedList(list: ApprovedList): string {
  const lines = [
    '# Payment page scripts',
    '',
    'The only scripts the payment pages may load, generated from the production build by',
    '`npm run payment-scripts` (after `npm run build`); do not edit by hand. The daily payment page',
    'check of the API compares what the live pages serve with this list and alerts the brand admins',
    'on any difference. See "Payment page controls" in README.md.',
    '',
    `Build: \`${list.buildId}\``,
  ];
  for (const page of list.pages) {
    lines.push('', `## ${page.route}`, '', '| Script | SHA-256 (SRI) | Why it is there |', '| --- | --- | --- |');
    for (const script of page.scripts) lines.push(`| ${script.src ? `\`${cell(script.src)}\`` : 'inline'} | \`${script.integrity}\` | ${cell(script.reason)} |`);
  }
  lines.push('', '## Machine-readable list', '', BEGIN, '```json', JSON.stringify(list, null, 2), '```', END, '');
  return lines.join('\n');
}

function isScript(value: unknown): value is ApprovedScript {
  const script = value as ApprovedScript;
  return (
    typeof script === 'object' &&
    script !== null &&
    (script.src === null || typeof script.src === 'string') &&
    typeof script.integrity === 'string' &&
    /^sha256-[A-Za-z0-9+/]{43}=$/.test(script.integrity) &&
    typeof script.reason === 'string'
  );
}

/** The list in a committed file, or null when the file holds no valid block. */
export function parseApprovedList(markdown: string): ApprovedList | null {
  const start = markdown.indexOf(BEGIN);
  const end = markdown.indexOf(END, start);
  if (start < 0 || end < 0) return null;
  const block = markdown.slice(start + BEGIN.length, end).replace(/^\s*```json\s*/, '').replace(/\s*```\s*$/, '');
  let value: unknown;
  try {
    value = JSON.parse(block);
  } catch {
    return null;
  }
  const list = value as ApprovedList;
  if (typeof list !== 'object' || list === null || typeof list.buildId !== 'string' || !Array.isArray(list.pages)) return null;
  const valid = list.pages.every((page) => typeof page.route === 'string' && Array.isArray(page.scripts) && page.scripts.every(isScript));
  return valid ? list : null;
}
