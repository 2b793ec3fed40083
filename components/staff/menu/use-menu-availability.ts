/**
 * The Menu availability screen's state: the store's menu as loaded, and each change (sold out
 * today, back on sale, serving times) as a call whose answer replaces the item wherever it is
 * listed, and says what happened, or the refusal in the console's language.
 */
import { useCallback, useState } from 'react';
import type { StaffMenu, StaffMenuItem } from '@/lib/api/staff-menu';
import { useConsoleStep } from '../use-console-step';

function withItem(menu: StaffMenu, item: StaffMenuItem): StaffMenu {
  return { ...menu, sections: menu.sections.map((section) => ({ ...section, items: section.items.map((candidate) => (candidate.id === item.id ? { ...candidate, ...item, title: candidate.title } : candidate)) })) };
}

export function useMenuAvailability(initial: StaffMenu | null) {
  const [menu, setMenu] = useState(initial);
  const { notice, busy, step, ctx } = useConsoleStep();

  /** Runs `call`, puts the item it answers in place and says `done(item)`; answers whether it worked. */
  const run = useCallback(
    async (call: () => Promise<StaffMenuItem>, done: (item: StaffMenuItem) => string): Promise<boolean> =>
      (await step(call, (item) => {
        setMenu((current) => (current ? withItem(current, item) : current));
        return done(item);
      })) !== null,
    [step],
  );

  return { menu, notice, busy, run, ctx };
}
