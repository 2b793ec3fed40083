/**
 * The Menu availability screen's state: the store's menu as loaded, and each change (sold out
 * today, back on sale, serving times) as a call whose answer replaces the item wherever it is
 * listed, and says what happened, or the refusal in the console's language.
 */
import { useCallback, useState } from 'react';
import { failureText } from '@/lib/api/failure-text';
import type { StaffMenu, StaffMenuItem } from '@/lib/api/staff-menu';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

export type MenuNotice = { kind: 'done' | 'failed'; text: string };

function withItem(menu: StaffMenu, item: StaffMenuItem): StaffMenu {
  return { ...menu, sections: menu.sections.map((section) => ({ ...section, items: section.items.map((candidate) => (candidate.id === item.id ? { ...candidate, ...item, title: candidate.title } : candidate)) })) };
}

export function useMenuAvailability(initial: StaffMenu | null) {
  const { locale, t } = useMarket();
  const [menu, setMenu] = useState(initial);
  const [notice, setNotice] = useState<MenuNotice | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs `call`, puts the item it answers in place and says `done(item)`; answers whether it worked. */
  const run = useCallback(
    async (call: () => Promise<StaffMenuItem>, done: (item: StaffMenuItem) => string): Promise<boolean> => {
      setBusy(true);
      setNotice(null);
      try {
        const item = await call();
        setMenu((current) => (current ? withItem(current, item) : current));
        setNotice({ kind: 'done', text: done(item) });
        return true;
      } catch (failure) {
        setNotice({ kind: 'failed', text: await failureText(t, failure, { locale }) });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [locale, t],
  );

  return { menu, notice, busy, run, ctx: () => staffContext({ locale }) };
}
