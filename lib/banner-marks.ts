/**
 * Banners the visitor dismissed stay hidden from the first paint: the banners are in the server
 * render (so they never push the page down when they appear), and BANNER_MARKS_SCRIPT, run by
 * _document before the body, marks <html> for each one whose cookie is stored, so the inline stylesheet
 * (styles/document-styles.ts) hides it until hydration takes it away.
 */
import { COOKIE_NAMES } from '@/domain/constants';

const BANNER_MARKS: readonly { cookie: string; attribute: string; banner: string }[] = [
  { cookie: COOKIE_NAMES.cookieConsent, attribute: 'data-cookie-consent', banner: 'data-cookie-banner' },
  { cookie: COOKIE_NAMES.hidePromotionsBar, attribute: 'data-promotions-hidden', banner: 'data-promotions-bar' },
];

export const BANNER_MARKS_SCRIPT = `(function(){var c=document.cookie,h=document.documentElement;${BANNER_MARKS.map(
  ({ cookie, attribute }) => `if(/(?:^|; )${cookie}=[^;]+/.test(c))h.setAttribute('${attribute}','');`,
).join('')}})();`;

/** The rules hiding each marked banner. */
export const BANNER_MARKS_CSS = BANNER_MARKS.map(({ attribute, banner }) => `html[${attribute}] [${banner}] { display: none; }`).join('\n');
