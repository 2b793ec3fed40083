/**
 * The privacy emails, in the person's language: received (confirm with the link), completed (what
 * was done, and the download link of an export) and the do-not-sell opt-out. Every value a person
 * typed is escaped in the HTML. Queuing never throws: a failure is logged, the request stands.
 */
import { interpolate } from '@/domain/interpolate';
import { htmlLang, localizedPath, type LocaleTag } from '@/domain/markets';
import { privacyRequestPath, PRIVACY_PATHS } from '@/domain/wire/privacy';
import { privacyActionOf, type PrivacyRequestType } from '@/domain/privacy';
import { escapeHtml } from '@/server/platform/mail/escape';
import { emailHtml } from '@/server/platform/mail/layout';
import { textLanguage } from '@/server/platform/text-language';
import type { PrivacyDeps } from './deps';
import { brandTitle } from './repository';
import { PRIVACY_TEXTS, type PrivacyTexts } from './texts';

/** The storefront page where the emailed link confirms a request. */
export const CONFIRM_PAGE = '/contact/ccpa-privacy-form/confirm';

export function privacyTexts(locale: LocaleTag): PrivacyTexts {
  return PRIVACY_TEXTS[textLanguage(locale)];
}

export function formatDay(at: Date, locale: LocaleTag): string {
  return new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

export function confirmLink(storefrontUrl: string, locale: LocaleTag, requestId: string, token: string): string {
  return `${storefrontUrl}${localizedPath(locale, `${CONFIRM_PAGE}?request=${encodeURIComponent(requestId)}&token=${encodeURIComponent(token)}`)}`;
}

export function downloadLink(apiPublicUrl: string, requestId: string, token: string): string {
  return `${apiPublicUrl}/online-ordering${privacyRequestPath(PRIVACY_PATHS.export, requestId)}?token=${encodeURIComponent(token)}`;
}

type Body = { subject: string; paragraphs: string[]; link?: { prompt: string; url: string; after: string } };

export function renderPrivacyMail(locale: LocaleTag, firstName: string, brandTitle: string, body: Body) {
  const t = privacyTexts(locale);
  const greeting = interpolate(t.greeting, { name: firstName });
  const signOff = interpolate(t.signOff, { brand: brandTitle });
  const { link } = body;
  const text = [greeting, '', ...body.paragraphs, ...(link ? ['', link.prompt, link.url, link.after] : []), '', signOff].join('\n');
  const e = escapeHtml;
  const content = `<p>${e(greeting)}</p>
${body.paragraphs.map((paragraph) => `<p>${e(paragraph)}</p>`).join('\n')}
${link ? `<p>${e(link.prompt)}<br><a href="${e(link.url)}">${e(link.url)}</a></p>\n<p>${e(link.after)}</p>` : ''}`;
  const html = emailHtml({ locale, subject: body.subject, body: content, footer: signOff });
  return { subject: body.subject, text, html };
}

type Recipient = { kind: string; to: string; locale: LocaleTag; firstName: string; brandId: number; requestId: string };

async function queue(deps: PrivacyDeps, to: Recipient, body: Body): Promise<void> {
  try {
    const rendered = renderPrivacyMail(to.locale, to.firstName, (await brandTitle(deps.db, to.brandId)) ?? '', body);
    await deps.mailer.queue({ kind: to.kind, orderId: null, toAddress: to.to, ...rendered });
  } catch (error) {
    deps.log.error({ err: error, requestId: to.requestId, kind: to.kind }, 'could not queue a privacy email');
  }
}

export function sendReceived(deps: PrivacyDeps, to: Recipient, request: { type: PrivacyRequestType; token: string; confirmBy: Date; dueAt: Date }) {
  const t = privacyTexts(to.locale);
  return queue(deps, to, {
    subject: t.receivedSubject,
    paragraphs: [t.receivedIntro, interpolate(t.requestLabel, { request: t.requestTypes[request.type] }), interpolate(t.dueDate, { dueAt: formatDay(request.dueAt, to.locale) })],
    link: {
      prompt: t.confirmPrompt,
      url: confirmLink(deps.storefrontUrl, to.locale, to.requestId, request.token),
      after: `${interpolate(t.confirmExpiry, { expiresAt: formatDay(request.confirmBy, to.locale) })} ${t.notYou}`,
    },
  });
}

export function sendCompleted(
  deps: PrivacyDeps,
  to: Recipient,
  request: { type: PrivacyRequestType; completedAt: Date; download: { token: string; expiresAt: Date } | null },
) {
  const t = privacyTexts(to.locale);
  const { download } = request;
  return queue(deps, to, {
    subject: t.completedSubject,
    paragraphs: [interpolate(t.completedIntro, { completedAt: formatDay(request.completedAt, to.locale) }), interpolate(t.requestLabel, { request: t.requestTypes[request.type] }), t.done[privacyActionOf(request.type)]],
    ...(download
      ? {
          link: {
            prompt: t.downloadPrompt,
            url: downloadLink(deps.apiPublicUrl, to.requestId, download.token),
            after: interpolate(t.downloadExpiry, { expiresAt: formatDay(download.expiresAt, to.locale) }),
          },
        }
      : {}),
  });
}

export function sendOptedOut(deps: PrivacyDeps, to: Recipient) {
  const t = privacyTexts(to.locale);
  return queue(deps, to, { subject: t.optOutSubject, paragraphs: [t.optOutIntro, t.optOutNext] });
}
