/**
 * Who a diner is across their orders, for the limits that count per diner (a coupon's uses per
 * diner, the orders one guest may hold in a time slot): the same mailbox and the same phone are
 * the same diner however they are written, and so is the same browser device when the caller
 * knows it (domain/ordering/device-id.ts; compared as given, e.g. as a hash).
 *
 * - An email is compared trimmed and in lower case, without a `+tag` in its local part
 *   (`Ada+x@Example.com` is `ada@example.com`).
 * - A phone is compared on its digits, without the leading 1 of a North American number.
 */

/** The email as counted: trimmed, lower case, `+tag` removed from the local part; '' for none. */
export function normaliseEmail(email: string | null | undefined): string {
  const trimmed = (email ?? '').trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  const local = trimmed.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${trimmed.slice(at)}`;
}

/** The phone as counted: its digits, without a North American leading 1; '' for none. */
export function normalisePhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

type DinerIdentity = { customerId: number | null; email: string; phone: string; device: string };

/** The identity of an order's diner: its account, its email and phone normalised, and its device ('' for none). */
export function dinerIdentity(input: {
  customerId: number | null;
  email?: string | null;
  phone?: string | null;
  device?: string | null;
}): DinerIdentity {
  return { customerId: input.customerId, email: normaliseEmail(input.email), phone: normalisePhone(input.phone), device: input.device ?? '' };
}

/** Whether two orders are the same diner's: the same account, email, phone or device. */
export function sameDiner(a: DinerIdentity, b: DinerIdentity): boolean {
  if (a.customerId !== null && a.customerId === b.customerId) return true;
  if (a.email !== '' && a.email === b.email) return true;
  if (a.device !== '' && a.device === b.device) return true;
  return a.phone !== '' && a.phone === b.phone;
}

/** Whether a diner holding `held` other orders in a slot may not take one more; a null cap never refuses. */
export function slotCapReached(held: number, cap: number | null): boolean {
  return cap !== null && held >= cap;
}
