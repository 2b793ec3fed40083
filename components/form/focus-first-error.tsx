/**
 * After a submit that failed validation, moves focus to the first field in error (in the order
 * the form shows them), so keyboard and screen-reader users land on what to fix.
 */
import { useEffect, useRef } from 'react';
import { useFormState } from '@/lib/form/form-state';
import { fieldId } from './form-field';

type Props = { form: string; order: readonly string[] };

export function FocusFirstError({ form, order }: Props) {
  const { submitCount, isSubmitting, errors } = useFormState<Record<string, unknown>>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    const first = order.find((name) => Boolean((errors as Record<string, unknown>)[name]));
    if (first) document.getElementById(fieldId(form, first))?.focus();
  }, [submitCount, isSubmitting, errors, form, order]);
  return null;
}
