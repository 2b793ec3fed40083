/**
 * The fields of a row's title (and description) in each of the brand's text languages: its
 * languages besides English, and English as its metric markets read it (domain/menu/text-languages.ts).
 */
import { METRIC_ENGLISH } from '@/domain/menu/text-languages';
import type { MessageKey } from '@/lib/i18n-core';
import { useMarket } from '@/lib/use-market';
import { ConsoleField } from '../console-page';
import type { TextsDraft } from './texts-draft';

type Props = {
  idPrefix: string;
  draft: TextsDraft;
  onChange: (draft: TextsDraft) => void;
  titleKey: MessageKey;
  descriptionKey?: MessageKey;
  disabled?: boolean;
  /** Says under each title that a blank one shows the English (once per form is enough). */
  withHelp?: boolean;
};

export function TextsFields({ idPrefix, draft, onChange, titleKey, descriptionKey, disabled, withHelp = true }: Props) {
  const { t } = useMarket();
  const change = (locale: string, field: 'title' | 'description', value: string) => onChange({ ...draft, [locale]: { ...draft[locale]!, [field]: value } });
  return (
    <>
      {Object.entries(draft).map(([locale, text]) => {
        const language = t.dynamic(`staffMenuItems.language.${locale}`, locale);
        const metric = locale === METRIC_ENGLISH;
        const lang = metric ? 'en' : locale;
        return (
          <div key={locale}>
            <ConsoleField>
              <label htmlFor={`${idPrefix}-title-${locale}`}>{t(titleKey, { language })}</label>
              <input id={`${idPrefix}-title-${locale}`} lang={lang} value={text.title} maxLength={120} disabled={disabled} aria-describedby={withHelp ? `${idPrefix}-help-${locale}` : undefined} onChange={(event) => change(locale, 'title', event.target.value)} />
              {withHelp && <small id={`${idPrefix}-help-${locale}`}>{metric ? t('staffMenuItems.field.metricEnglishHelp') : t('staffMenuItems.field.textsHelp', { language })}</small>}
            </ConsoleField>
            {descriptionKey && (
              <ConsoleField>
                <label htmlFor={`${idPrefix}-description-${locale}`}>{t(descriptionKey, { language })}</label>
                <textarea id={`${idPrefix}-description-${locale}`} lang={lang} rows={2} value={text.description} maxLength={1000} disabled={disabled} onChange={(event) => change(locale, 'description', event.target.value)} />
              </ConsoleField>
            )}
          </div>
        );
      })}
    </>
  );
}
