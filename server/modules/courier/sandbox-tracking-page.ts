/**
 * The sandbox courier network's tracking page: what a diner opening the order page's tracking
 * link reads, in place of the network's own page. It says the stage, when the courier reaches the
 * restaurant and the door (relative to the request's clock, so it follows the demo clock), and
 * that no real courier is sent. The language is the request's (`locale` query, else the browser's).
 * While the courier is on its way, a demo control makes it cancel (POST `cancelAction`), as a
 * courier network may, so the order page's refund or carryout can be tried.
 */
import type { DispatchStage } from '@/domain/dispatch/stages';
import { SANDBOX_TRACKING_TEXTS } from './sandbox-tracking-texts';
import { escapeHtml } from '@/server/platform/mail/escape';
import type { TextLanguage } from '@/server/platform/text-language';

export type SandboxTracking = { stage: DispatchStage; pickupAt: Date; dropoffAt: Date };

/** "in 8 minutes", "il y a 3 minutes", "8 分後": a moment said from `now`, to the minute. */
function fromNow(at: Date, now: Date, language: TextLanguage): string {
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000);
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(minutes, 'minute');
}

export function sandboxTrackingPage(tracking: SandboxTracking, now: Date, language: TextLanguage, cancelAction: string): string {
  const texts = SANDBOX_TRACKING_TEXTS[language];
  const line = (template: string, at: Date) => `<p>${escapeHtml(template.replace('[when]', fromNow(at, now, language)))}</p>`;
  const times = tracking.stage === 'cancelled' ? '' : `${line(texts.pickup, tracking.pickupAt)}${line(texts.dropoff, tracking.dropoffAt)}`;
  const onItsWay = tracking.stage === 'requested' || tracking.stage === 'assigned' || tracking.stage === 'picked_up';
  const control = onItsWay
    ? `<form method="post" action="${escapeHtml(cancelAction)}"><button type="submit">${escapeHtml(texts.cancel)}</button></form>`
    : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;color:#222">
<main><h1>${escapeHtml(texts.title)}</h1><p role="status"><strong>${escapeHtml(texts[tracking.stage])}</strong></p>${times}${control}<p><small>${escapeHtml(texts.note)}</small></p></main></body></html>`;
}
