/**
 * An inbound text: STOP (and its synonyms) opts the number out of every later text, START opts it
 * back in, HELP asks what these texts are. Twilio answers STOP and HELP itself (its default
 * opt-out handling), so only the sandbox writes our answer, in the language the number agreed in.
 */
import { interpolate } from '@/domain/interpolate';
import { inboundRequest, type InboundRequest } from '@/domain/text-alerts';
import type { Database } from '@/server/db/client';
import type { SmsSender } from '@/server/platform/sms';
import { textLanguage } from '@/server/platform/text-language';
import { insertReply, lastBrandTexting, lastConsentLocale, optBackIn, optOut } from './repository';
import { ALERT_TEXTS } from './texts';

export type InboundDeps = { db: Database; sms: SmsSender; now: Date };

const ANSWERS = { stop: 'stopped', start: 'started', help: 'help' } as const;

export async function answerInbound(deps: InboundDeps, phone: string, body: string, options: { reply: boolean }): Promise<InboundRequest | null> {
  const request = inboundRequest(body);
  if (!request) return null;
  const texting = await lastBrandTexting(deps.db, phone);
  if (request === 'stop') await optOut(deps.db, texting?.brandId ?? 0, phone, deps.now);
  if (request === 'start') await optBackIn(deps.db, phone);
  if (options.reply && texting) {
    const locale = await lastConsentLocale(deps.db, phone);
    const texts = ALERT_TEXTS[locale ? textLanguage(locale) : 'en'];
    const answer = interpolate(texts[ANSWERS[request]], { brand: texting.brand });
    await insertReply(deps.db, { brandId: texting.brandId, kind: `reply-${request}`, toPhone: phone, body: answer });
    await deps.sms.send({ to: phone, body: answer });
  }
  return request;
}
