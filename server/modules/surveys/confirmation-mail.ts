/**
 * The confirmation a survey form sends the guest, in their language: a greeting, what they sent
 * (label and value rows), what happens next, and the brand's sign-off. Every value a person typed
 * is escaped in the HTML. Queuing never throws: a failure is logged, the submission stands.
 */
import type { FastifyBaseLogger } from 'fastify';
import { interpolate } from '@/domain/interpolate';
import type { LocaleTag } from '@/domain/markets';
import type { WireSurveyReceipt } from '@/domain/wire/surveys';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import { escapeHtml } from '@/server/platform/mail/escape';
import { emailHtml, type RenderedMail } from '@/server/platform/mail/layout';
import { textLanguage } from '@/server/platform/text-language';
import type { Submitter } from './deps';
import { SURVEY_MAIL_TEXTS, type SurveyMailTexts } from './mail-texts';
import { brandTitle } from './repository';

export type MailRow = { label: string; value: string };

export type ConfirmationContent = { subject: string; intro: string; rows: MailRow[]; next: string };

export type ConfirmationInput = { locale: LocaleTag; firstName: string; brandTitle: string; content: ConfirmationContent };

export function surveyTexts(locale: LocaleTag): SurveyMailTexts {
  return SURVEY_MAIL_TEXTS[textLanguage(locale)];
}

export function renderConfirmation({ locale, firstName, brandTitle, content }: ConfirmationInput): RenderedMail {
  const texts = surveyTexts(locale);
  const greeting = interpolate(texts.greeting, { name: firstName });
  const signOff = interpolate(texts.signOff, { brand: brandTitle });
  const text = [greeting, content.intro, '', ...content.rows.map((row) => `${row.label}${texts.colon}${row.value}`), '', content.next, '', signOff].join('\n');
  const e = escapeHtml;
  const table = `<table style="width:100%;border-collapse:collapse">${content.rows
    .map((row) => `<tr><td style="padding:4px 8px">${e(row.label)}</td><td style="padding:4px 8px">${e(row.value)}</td></tr>`)
    .join('')}</table>`;
  const body = `<p>${e(greeting)}</p>
<p>${e(content.intro)}</p>
${table}
<p>${e(content.next)}</p>`;
  const html = emailHtml({ locale, subject: content.subject, body, footer: signOff });
  return { subject: content.subject, text, html };
}

export type ConfirmationDeps = { db: Database; mailer: Mailer; log: FastifyBaseLogger };

/** Queues the confirmation of a submission (`kind` names the form); logs and swallows any failure. */
export async function sendConfirmation(
  deps: ConfirmationDeps,
  mail: { kind: string; to: string; locale: LocaleTag; firstName: string; brandId: number; content: ConfirmationContent; submissionId: string },
): Promise<void> {
  try {
    const title = (await brandTitle(deps.db, mail.brandId)) ?? '';
    const rendered = renderConfirmation({ locale: mail.locale, firstName: mail.firstName, brandTitle: title, content: mail.content });
    await deps.mailer.queue({ kind: mail.kind, orderId: null, toAddress: mail.to, ...rendered });
  } catch (error) {
    deps.log.error({ err: error, submissionId: mail.submissionId, kind: mail.kind }, 'could not queue a survey confirmation');
  }
}

/** A stored submission: its id, and the guest who sent it. */
export type SentSubmission = { id: string; firstName: string; email: string };

/** Confirms a form's stored submission to the guest who sent it, in the market's language, and answers its receipt. */
export async function confirmSubmission(deps: ConfirmationDeps, by: Submitter, kind: string, row: SentSubmission, content: ConfirmationContent): Promise<WireSurveyReceipt> {
  await sendConfirmation(deps, { kind, to: row.email, locale: by.locale, firstName: row.firstName, brandId: by.brandId, submissionId: row.id, content });
  return { id: row.id, email: row.email };
}
