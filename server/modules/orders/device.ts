/**
 * The caller's browser device (domain/ordering/device-id.ts), as an order keeps it: the SHA-256
 * hash of the X-Device-Id header's UUID, or null when the header is missing or not a UUID. It is
 * only ever compared with other orders' to count one guest's orders in a time slot.
 */
import { createHash } from 'node:crypto';
import { DEVICE_HEADER, parseDeviceId } from '@/domain/ordering/device-id';

export function deviceHashOf(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers[DEVICE_HEADER];
  const id = parseDeviceId(Array.isArray(raw) ? raw[0] : raw);
  return id === null ? null : createHash('sha256').update(id, 'utf8').digest('hex');
}
