import { fieldId } from '@/components/form/form-field';

/** Moves focus to a form's field (after the API refused its value). */
export function focusField(form: string, name: string): void {
  document.getElementById(fieldId(form, name))?.focus();
}
