/**
 * The add-or-change form of an account list (addresses, vehicles): its title, the fields, then
 * Save and Cancel. Render it inside its <FormState>; Save waits while the form or the section is busy.
 */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { Form, useFormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { MainButton, SmallButton } from './account-ui';
import styles from './editor-form.module.css';

type Props = { form: string; title: string; fieldOrder: readonly string[]; busy: boolean; onCancel: () => void; children: ReactNode };

export function EditorForm({ form, title, fieldOrder, busy, onCancel, children }: Props) {
  const { t } = useMarket();
  const { isSubmitting } = useFormState();
  return (
    <Editor id={form} noValidate aria-label={title}>
      <h3>{title}</h3>
      <FocusFirstError form={form} order={fieldOrder} />
      {children}
      <Buttons>
        <MainButton type="submit" disabled={isSubmitting || busy}>
          {t('account.save')}
        </MainButton>
        <SmallButton type="button" onClick={onCancel}>
          {t('account.cancel')}
        </SmallButton>
      </Buttons>
    </Editor>
  );
}

/** An account form's panel. */
export const Editor = classed(Form, styles.editor);

const Buttons = classed('div', styles.buttons);
