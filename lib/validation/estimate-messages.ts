/** The estimate editor's refusals (domain/validation/estimate.ts) in the console's language, their numbers filled in. */
import { ESTIMATE_FORM_MESSAGES, ESTIMATE_MESSAGE_VALUES, type EstimateFormMessageName } from '@/domain/validation/estimate';
import type { Translate } from '@/lib/i18n';

export function estimateMessage(t: Translate, name: EstimateFormMessageName): string {
  return t.dynamic(`staff.estimate.error.${name}`, ESTIMATE_FORM_MESSAGES[name], ESTIMATE_MESSAGE_VALUES[name]);
}
