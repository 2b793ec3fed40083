/** How many guests a catering event is for: a whole number within the catering headcount limits (the API's). */
import { CATERING_HEADCOUNT } from '@/domain/validation/catering';
import { TextField } from './form-field';

type Props = { form: string; label: string; hint?: string };

export function HeadcountField({ form, label, hint }: Props) {
  return (
    <TextField
      form={form}
      name="headcount"
      type="number"
      inputMode="numeric"
      min={CATERING_HEADCOUNT.min}
      max={CATERING_HEADCOUNT.max}
      step={1}
      label={label}
      hint={hint}
    />
  );
}
