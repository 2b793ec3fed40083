/**
 * A diner's stored phone as the API gives it: in E.164, as every phone has been kept since sign-up
 * and the profile took a phone as the market dials it. A profile saved before holds what the
 * diner typed ("(512) 555-0142", "+44 20 7946 0958"); read as dialled from the country of the
 * diner's locale, it reads in E.164 too (+15125550142), so a diner, staff and messages see one
 * form whenever it was saved. A number no numbering plan reads is given as stored.
 */
import { countryOfLocale, type LocaleTag } from '@/domain/markets';
import { phoneE164 } from './phones';

export function storedPhoneE164(phone: string, locale: LocaleTag): string {
  return phoneE164(phone, countryOfLocale(locale)) ?? phone;
}
