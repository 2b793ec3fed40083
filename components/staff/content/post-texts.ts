/** Texts the content console's pieces share: a content locale's name, a status's, a post kind's, and an instant as the console writes it. */
import { htmlLang } from '@/domain/markets';
import type { StaffContentLocale, StaffPostKind, StaffPostStatus } from '@/lib/api/staff-content';
import type { Translate } from '@/lib/i18n';

const LOCALE_KEYS: Record<StaffContentLocale, string> = {
  en: 'staffContent.locale.en',
  'fr-ca': 'staffContent.locale.frCa',
  'es-mx': 'staffContent.locale.esMx',
  'ja-jp': 'staffContent.locale.jaJp',
  'pt-br': 'staffContent.locale.ptBr',
};

export function localeName(t: Translate, locale: StaffContentLocale): string {
  return t.dynamic(LOCALE_KEYS[locale], locale);
}

export function kindName(t: Translate, kind: StaffPostKind): string {
  return t.dynamic(`staffContent.kind.${kind}`, kind);
}

export function statusName(t: Translate, status: StaffPostStatus): string {
  return t.dynamic(`staffContent.status.${status}`, status);
}

/** In UTC, as the audit log: the server and the browser write the same text. */
export function instantText(consoleLocale: string, iso: string): string {
  const format = new Intl.DateTimeFormat(htmlLang(consoleLocale as Parameters<typeof htmlLang>[0]), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return format.format(new Date(iso));
}
