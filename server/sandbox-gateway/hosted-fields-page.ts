/**
 * The hosted card fields page: three labelled inputs, each with its inline error, in the diner's
 * language. No inline script or style: the page loads /hosted-fields.js and /hosted-fields.css
 * from its own origin, and tells the script its parent's origin, locale and the one text it needs
 * on its own (the card service unreachable) through data attributes on <body>.
 */
import type { HostedCardField } from '@/domain/payments/hosted-fields';
import { hostedFieldsTexts } from './texts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** A locale tag fit for `lang` and the script ('fr-CA'); anything else falls back to 'en'. */
export function pageLocale(locale: string | undefined): string {
  return locale !== undefined && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/.test(locale) ? locale : 'en';
}

type FieldSpec = { field: HostedCardField; label: string; autocomplete: string; maxLength: number; placeholder?: string };

function fieldHtml({ field, label, autocomplete, maxLength, placeholder }: FieldSpec): string {
  const hint = placeholder === undefined ? '' : ` placeholder="${escapeHtml(placeholder)}"`;
  return [
    `<div class="field">`,
    `<label for="${field}">${escapeHtml(label)}</label>`,
    `<input id="${field}" name="${field}" type="text" inputmode="numeric" autocomplete="${autocomplete}" maxlength="${maxLength}" spellcheck="false" aria-invalid="false" aria-describedby="${field}-error"${hint}>`,
    `<p class="field-error" id="${field}-error"></p>`,
    `</div>`,
  ].join('');
}

/** The page for a parent on `parentOrigin` (already checked against the allowed list). */
export function hostedFieldsPage(parentOrigin: string, locale: string): string {
  const texts = hostedFieldsTexts(locale);
  const fields: FieldSpec[] = [
    { field: 'number', label: texts.number, autocomplete: 'cc-number', maxLength: 23 },
    { field: 'expiry', label: texts.expiry, autocomplete: 'cc-exp', maxLength: 7, placeholder: texts.expiryPlaceholder },
    { field: 'cvc', label: texts.cvc, autocomplete: 'cc-csc', maxLength: 4 },
  ];
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
<link rel="stylesheet" href="/hosted-fields.css">
<script src="/hosted-fields.js" defer></script>
</head>
<body data-parent-origin="${escapeHtml(parentOrigin)}" data-locale="${escapeHtml(locale)}" data-unreachable="${escapeHtml(texts.unreachable)}">
<div class="fields">${fields.map(fieldHtml).join('')}</div>
</body>
</html>
`;
}
