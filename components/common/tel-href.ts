/**
 * The tel: address of a phone number, for the footer, the store cards and the store page. A file of
 * its own, so a page that only dials a number does not carry the component that also exports it.
 */

/** A phone number as a tel: address: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
