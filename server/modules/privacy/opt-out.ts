/**
 * The do-not-sell-or-share opt-out of an email: recorded once per brand (a second one keeps the
 * first date), from the do-not-sell form at once, or from a confirmed CCPA opt-out request.
 */
import type { LocaleTag } from '@/domain/markets';
import { emailKeyOf, DO_NOT_SELL_FIELDS } from '@/domain/privacy';
import type { WireDoNotSellInput, WirePrivacyReceipt } from '@/domain/wire/privacy';
import type { PrivacyDeps, Submitter } from './deps';
import { checkTexts } from './fields';
import { sendOptedOut } from './mail';
import type { Db } from './person-records-repository';
import { upsertOptOut } from './repository';

type OptOut = { brandId: number; email: string; firstName: string; lastName: string; source: 'form' | 'request'; locale: LocaleTag };

/** The opt-out row's id (the first one's when the email had opted out already). */
export async function recordOptOut(db: Db, optOut: OptOut, now: Date): Promise<string> {
  const { email, ...rest } = optOut;
  return upsertOptOut(db, { ...rest, emailKey: emailKeyOf(email) }, now);
}

export async function submitDoNotSell(deps: PrivacyDeps, by: Submitter, input: WireDoNotSellInput): Promise<WirePrivacyReceipt> {
  const texts = checkTexts(DO_NOT_SELL_FIELDS, input, by.country);
  const email = texts.email!;
  const id = await recordOptOut(deps.db, { brandId: by.brandId, email, firstName: texts.firstName!, lastName: texts.lastName!, source: 'form', locale: by.locale }, deps.now());
  await sendOptedOut(deps, { kind: 'privacy-opt-out', to: email, locale: by.locale, firstName: texts.firstName!, brandId: by.brandId, requestId: id });
  return { id, email };
}
