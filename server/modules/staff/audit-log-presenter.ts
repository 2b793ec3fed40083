/**
 * An audit row as brand admins read it. The detail is the row's states before and after (a read
 * list's filter, a refused sign-in's reason) without what could open a session: session ids are
 * left out wherever they were kept.
 */
import type { WireStaffAuditEntry } from '@/domain/wire/staff-audit';
import type { AuditLogRow } from './audit-log-repository';

const HIDDEN_KEYS = new Set(['sessionId']);

function shown(state: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!state) return null;
  const kept = Object.entries(state).filter(([key]) => !HIDDEN_KEYS.has(key));
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

function detailOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Record<string, unknown> | null {
  const [was, is] = [shown(before), shown(after)];
  if (!was) return is;
  return { before: was, ...(is ? { after: is } : {}) };
}

export function presentAuditEntry({ entry, staff, store }: AuditLogRow): WireStaffAuditEntry {
  return {
    id: entry.id,
    at: entry.createdAt.toISOString(),
    staff: staff ? { id: staff.id, name: `${staff.firstName} ${staff.lastName}`, email: staff.email } : null,
    emailTried: entry.email,
    action: entry.action,
    store,
    target: { type: entry.subjectType, id: entry.subjectId === 'list' || entry.subjectId === 'unknown' ? null : entry.subjectId },
    detail: detailOf(entry.before, entry.after),
    clientAddress: entry.clientAddress,
  };
}
