/**
 * The browser's device id: a random UUID the storefront creates in the browser, keeps in the
 * first-party `hickory_device` cookie for a year and sends as `X-Device-Id` on ordering calls.
 * The API counts it only as one more mark of the same guest (the orders one guest may hold in a
 * time slot); it proves nothing, so it is never trusted for anything else.
 * A value that is not a UUID (version 1 to 8, RFC variant) counts as none.
 */
export const DEVICE_COOKIE = 'hickory_device';
export const DEVICE_HEADER = 'x-device-id';
/** One year, in seconds. */
export const DEVICE_COOKIE_MAX_AGE = 31_536_000;

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The device id in lower case when `raw` has a UUID's shape; null otherwise. */
export function parseDeviceId(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const id = raw.trim().toLowerCase();
  return UUID_SHAPE.test(id) ? id : null;
}
