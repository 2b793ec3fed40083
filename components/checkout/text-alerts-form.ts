/**
 * The checkout's text-alerts fields as form values and rules: the box ("text me"), and the mobile
 * number it needs, a number of the store's country (the guest's phone to start with), checked as
 * the API checks it. After the order's details are saved, the choice is sent with the wording shown.
 */
import type { CountryCode } from '@/domain/markets';
import { TEXT_PHONE_MAX } from '@/domain/text-alerts/consent';
import type { TextAlerts } from '@/lib/api/text-alerts';
import type { ApiContext } from '@/lib/api/client';
import type { OrderAccess } from '@/lib/api/ordering';
import { optInTextAlerts, optOutTextAlerts } from '@/lib/api/text-alerts';
import type { Check } from '@/lib/form/checks';
import { textOf } from '@/lib/form/checks';
import { phoneOf } from '@/lib/validation/phone-field';

export type TextAlertValues = { textAlerts: boolean; textPhone: string };

export function textAlertValues(alerts: TextAlerts | null, guestPhone: string): TextAlertValues {
  return { textAlerts: Boolean(alerts?.consent), textPhone: alerts?.consent?.phone ?? guestPhone };
}

/** The number is asked only with the box ticked. */
export function textPhoneRule<V extends TextAlertValues>(messages: { required: string; invalid: string }, country: CountryCode): Check<V> {
  const isPhone = phoneOf(country);
  return (value, values) => {
    if (!values.textAlerts) return undefined;
    const text = textOf(value);
    if (!text) return messages.required;
    return text.length > TEXT_PHONE_MAX || !isPhone(text) ? messages.invalid : undefined;
  };
}

/** Sends the diner's choice when it changed: the opt-in with the wording shown, or its withdrawal. */
export async function saveTextAlerts(ctx: ApiContext, access: OrderAccess, alerts: TextAlerts | null, values: TextAlertValues): Promise<void> {
  if (!alerts?.offered || !alerts.wording) return;
  if (values.textAlerts) await optInTextAlerts(ctx, access, { phone: values.textPhone.trim(), wording: alerts.wording });
  else if (alerts.consent) await optOutTextAlerts(ctx, access);
}
