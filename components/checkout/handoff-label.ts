/** The "Curbside pickup at …", "Dine-in at …" line of an in-store handoff; null for carryout and delivery. */
import { HANDOFF } from '@/domain/ordering/handoffs';
import type { Translate } from '@/lib/i18n';

const AT_KEYS = { [HANDOFF.dineIn]: 'handoffs.at.1', [HANDOFF.curbside]: 'handoffs.at.4', [HANDOFF.driveThrough]: 'handoffs.at.6' } as const;
const TITLE_KEYS = { [HANDOFF.dineIn]: 'handoffs.title.1', [HANDOFF.curbside]: 'handoffs.title.4', [HANDOFF.driveThrough]: 'handoffs.title.6' } as const;

export function inStoreAt(t: Translate, handoffId: number, store: string): string | null {
  const key = AT_KEYS[handoffId as keyof typeof AT_KEYS];
  return key ? t(key, { store }) : null;
}

export function inStoreTitle(t: Translate, handoffId: number): string | null {
  const key = TITLE_KEYS[handoffId as keyof typeof TITLE_KEYS];
  return key ? t(key) : null;
}
