/**
 * The form of a deal, a FAQ question or a press release: the fields of its kind, checked by the
 * same rules as the API (domain/content/entry-fields.ts). Each problem is said beside its field
 * and the first takes focus; the API's refusal is said above by the screen.
 */
import { useMemo } from 'react';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { SelectField, TextAreaField, TextField } from '@/components/form/form-field';
import { ENTRY_FIELDS, FIELDS_OF_KIND, entryErrorCode, entryProblems, type EntryField } from '@/domain/content/entry-fields';
import type { ContentImage } from '@/domain/content/types';
import type { StaffContentEntry, StaffEntryFields, StaffEntryKind } from '@/lib/api/staff-content-entries';
import { classed } from '@/lib/classed';
import { Form, FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton } from '../console-page';
import { problemRules } from './problem-rules';
import styles from './content.module.css';

type Values = Record<EntryField | 'imageUrl', string>;

/** Fields typed as several lines. */
const LONG_FIELDS: readonly EntryField[] = ['description', 'terms', 'answer', 'summary'];

function initialValues(entry: StaffContentEntry | null, images: ContentImage[]): Values {
  const empty = Object.fromEntries([...Object.keys(ENTRY_FIELDS), 'imageUrl'].map((field) => [field, ''])) as Values;
  if (entry) return { ...empty, ...(entry.fields as Partial<Values>) };
  return { ...empty, imageUrl: images[0]?.url ?? '', imageAlt: images[0]?.alternativeText ?? '' };
}

type Props = {
  kind: StaffEntryKind;
  entry: StaffContentEntry | null;
  images: ContentImage[];
  busy: boolean;
  /** The form's accessible name, which its heading shows too. */
  title: string;
  onSave: (fields: StaffEntryFields) => Promise<boolean>;
  onCancel?: () => void;
};

export function EntryForm({ kind, entry, images, busy, title, onSave, onCancel }: Props) {
  const { t } = useMarket();
  const form = `staff-content-entry-${kind}`;
  const fields = FIELDS_OF_KIND[kind];
  const rules = useMemo(
    () => problemRules(t, { fields: fields.map((field) => [field, field] as const), problemsOf: (values: Values) => entryProblems(kind, values), codeOf: entryErrorCode }),
    [fields, kind, t],
  );

  const handleSubmit = async (values: Values) => {
    const typed = Object.fromEntries(fields.map((field) => [field, values[field].trim()]));
    await onSave(kind === 'deal' ? { ...typed, imageUrl: values.imageUrl } : typed);
  };

  return (
    <FormState initialValues={initialValues(entry, images)} rules={rules} onSubmit={handleSubmit}>
      {(state) => (
        <Panel id={form} noValidate aria-label={title}>
          <h2>{title}</h2>
          <FocusFirstError form={form} order={fields as string[]} />
          {fields.map((field) => {
            const label = t.dynamic(`staffContent.entry.field.${field}`, field);
            const Input = LONG_FIELDS.includes(field) ? TextAreaField : TextField;
            const extra = field === 'date' ? { type: 'date' } : LONG_FIELDS.includes(field) ? { rows: 3 } : {};
            return (
              <div key={field}>
                {field === 'imageAlt' && (
                  <SelectField form={form} name="imageUrl" label={t('staffContent.entry.field.image')}>
                    {images.map((image) => (
                      <option key={image.url} value={image.url}>
                        {image.alternativeText || image.url}
                      </option>
                    ))}
                  </SelectField>
                )}
                <Input form={form} name={field} label={label} maxLength={ENTRY_FIELDS[field].max} autoComplete="off" {...extra} />
              </div>
            );
          })}
          <Buttons>
            <ConsoleButton type="submit" disabled={busy || state.isSubmitting}>
              {entry ? t('staffContent.form.save') : t('staffContent.form.create')}
            </ConsoleButton>
            {entry && onCancel && (
              <ConsoleButton type="button" onClick={onCancel}>
                {t('staffContent.entry.cancel')}
              </ConsoleButton>
            )}
          </Buttons>
        </Panel>
      )}
    </FormState>
  );
}

const Panel = classed(Form, styles.panel);
const Buttons = classed('div', styles.buttons);
