/**
 * Tells a diner one line about their order (running late, the apology credit): by text when they
 * opted in at checkout and never said STOP, else by email when the order has one. Either goes out
 * once per order and kind (the text's row, the outbox mail's kind).
 */
import type { FastifyBaseLogger } from 'fastify';
import { interpolate } from '@/domain/interpolate';
import type { Database } from '@/server/db/client';
import { renderNoticeMail } from '@/server/modules/email';
import { orderUrl } from '@/server/modules/receipts';
import type { Mailer } from '@/server/platform/mail';
import type { SmsSender } from '@/server/platform/sms';
import { textLanguage } from '@/server/platform/text-language';
import { isOptedOut, type AlertOrder, type ConsentRow } from './repository';
import { sendTextOnce } from './send';
import { ALERT_TEXTS, type AlertTexts } from './texts';

export type TellDeps = { db: Database; sms: SmsSender | null; mailer: Mailer; storefrontUrl: string; log?: FastifyBaseLogger };

export type Tidings = { kind: 'running-late' | 'credit'; line: (texts: AlertTexts) => string };

const MAIL_KINDS = { 'running-late': 'order-late', credit: 'order-late-credit' } as const;

export async function tellDiner(deps: TellDeps, found: AlertOrder, consent: ConsentRow | null, tidings: Tidings): Promise<'text' | 'email' | 'none'> {
  const { order } = found;
  if (deps.sms && consent && !(await isOptedOut(deps.db, consent.phone))) {
    const texts = ALERT_TEXTS[textLanguage(consent.locale)];
    const body = `${found.brand}: ${tidings.line(texts)}${tidings.kind === 'running-late' ? ` ${texts.stopHint}` : ''}`;
    await sendTextOnce({ db: deps.db, sms: deps.sms, log: deps.log }, { brandId: order.brandId, orderId: order.id, kind: tidings.kind, toPhone: consent.phone, body });
    return 'text';
  }
  const email = order.guest?.email;
  if (!email) return 'none';
  const texts = ALERT_TEXTS[textLanguage(order.locale)];
  const values = { number: order.number, name: order.guest?.firstName ?? '', phone: found.storePhone };
  const mail = renderNoticeMail({
    locale: order.locale,
    subject: interpolate(tidings.kind === 'running-late' ? texts.lateSubject : texts.creditSubject, values),
    greeting: interpolate(order.guest?.firstName ? texts.greeting : texts.greetingNoName, values),
    headline: tidings.line(texts),
    questions: interpolate(texts.questions, values),
    viewOrder: texts.viewOrder,
    orderUrl: orderUrl(deps.storefrontUrl, order.locale, order.id),
    brandName: found.brand,
  });
  await deps.mailer.queue({ kind: MAIL_KINDS[tidings.kind], orderId: order.id, toAddress: email, ...mail });
  return 'email';
}
