/**
 * Where a country writes its language differently from the catalogue. The English catalogue is
 * written in American spelling; a locale listed here reads its own spelling of the few texts that
 * differ (Canadian English: colour, licence, favourite, honour). Small enough to ship to the
 * browser as is.
 */
import { interpolate } from '@/domain/interpolate';
import type { LocaleTag } from '@/domain/markets';
import type { Translate } from './i18n-core';

const CANADIAN_ENGLISH: Readonly<Record<string, string>> = {
  'handoffs.vehicle.colour': 'Colour',
  'handoffs.vehicle.plate': 'Licence plate (optional)',
  'handoffs.plate.invalid': 'A licence plate takes letters, digits, spaces and hyphens, at most [max] characters',
  'handoffs.error.handoff_vehicle_required': 'Tell us which vehicle you will arrive in: choose a saved vehicle or enter its make, model and colour',
  'handoffs.error.handoff_plate_invalid': 'A licence plate takes letters, digits, spaces and hyphens, at most [max] characters',
  'account.vehicles.colour': 'Colour',
  'account.favorites.title': 'Favourite restaurants',
  'account.favorites.empty': 'You have no favourite restaurant yet. Find one below.',
  'account.favorites.removeOne': 'Remove [store] from favourites',
  'account.favorites.add': 'Add to favourites',
  'account.favorites.addOne': 'Add [store] to favourites',
  'account.favorites.already': 'In your favourites',
  'privacy.gpc.honoured':
    'Your browser sends the Global Privacy Control signal. We honour it as your opt-out: this browser is opted out of the sale and sharing of your personal information, with no form to fill.',
  'privacy.gpc.explain': 'We honour the Global Privacy Control signal: a browser that sends it is opted out without any form.',
};

/** The texts each locale spells its own way, by key. */
export const REGIONAL_TEXTS: Partial<Record<LocaleTag, Readonly<Record<string, string>>>> = {
  'en-ca': CANADIAN_ENGLISH,
};

/** `t` with `locale`'s own spellings read first; `t` itself when the locale has none. */
export function withRegionalTexts(t: Translate, locale: LocaleTag): Translate {
  const texts = REGIONAL_TEXTS[locale];
  if (!texts) return t;
  const regional = ((key, values) => {
    const text = texts[key];
    return text === undefined ? t(key, values) : interpolate(text, values);
  }) as Translate;
  regional.language = t.language;
  regional.count = t.count;
  regional.has = (key) => key in texts || t.has(key);
  regional.dynamic = (key, fallback, values) => {
    const text = texts[key];
    return text === undefined ? t.dynamic(key, fallback, values) : interpolate(text, values);
  };
  regional.own = (key) => texts[key] ?? t.own(key);
  return regional;
}
