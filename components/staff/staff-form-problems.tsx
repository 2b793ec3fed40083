/**
 * Inside a staff sign-in form's <FormState>: after a submit the rules refused, an alert naming the
 * problems of fields the form does not show (a one-time password the page already holds), so a
 * refused submit never passes in silence. Problems of shown fields are beside them, and the
 * first of them takes focus (AuthForm).
 */
import { useFormState } from '@/lib/form/form-state';
import { FormError } from '@/components/auth/auth-layout';
import { useT } from '@/lib/use-t';

export function StaffFormProblems({ shown }: { shown: readonly string[] }) {
  const t = useT();
  const { submitCount, isSubmitting, errors } = useFormState<Record<string, unknown>>();
  const problems = Object.entries(errors as Record<string, string | undefined>)
    .filter(([name, text]) => text && !shown.includes(name))
    .map(([, text]) => text!);
  if (submitCount === 0 || isSubmitting || problems.length === 0) return null;
  return <FormError role="alert">{t('staff.form.problems', { fields: [...new Set(problems)].join(' · ') })}</FormError>;
}
