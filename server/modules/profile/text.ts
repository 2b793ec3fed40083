/** Trimming and required-field checks shared by the profile services. */
import { BadRequestError } from '@/server/errors';

/** The trimmed text, or a 400 naming the field when it is blank. */
export function required(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new BadRequestError(`"${field}" is required`);
  return trimmed;
}

/** The trimmed text, or null when blank or absent. */
export function optional(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
