/**
 * The menu editing screen's state: the menu tree, what is chosen in it (a category, a
 * subcategory or an item, or a new one of each), the chosen item as loaded (loading, loaded, or
 * why it could not be), and each change as a call that reloads what it changed and says what
 * happened, or the refusal in the console's language.
 */
import { useCallback, useRef, useState } from 'react';
import { failureText } from '@/lib/api/failure-text';
import { fetchMenuItem, fetchMenuTree, type MenuDeletion, type MenuItem, type MenuTree } from '@/lib/api/staff-menu-items';
import { useMarket } from '@/lib/use-market';
import { useConsoleStep } from '../use-console-step';

export type MenuChoice =
  | { kind: 'newCategory' }
  | { kind: 'category'; id: number }
  | { kind: 'newSubcategory'; categoryId: number }
  | { kind: 'subcategory'; id: number }
  | { kind: 'newItem'; subcategoryId: number }
  | { kind: 'item'; id: number };

export type LoadedItem = { status: 'loading' } | { status: 'ready'; item: MenuItem } | { status: 'failed'; text: string };

export function useMenuItems(initial: MenuTree) {
  const { locale, t } = useMarket();
  const [tree, setTree] = useState(initial);
  const [choice, setChoice] = useState<MenuChoice | null>(null);
  const [loaded, setLoaded] = useState<LoadedItem | null>(null);
  const { notice, setNotice, busy, step, ctx } = useConsoleStep();
  // The item asked for last: an answer for an item chosen earlier is dropped.
  const wanted = useRef<number | null>(null);

  const loadItem = useCallback(
    async (itemId: number) => {
      wanted.current = itemId;
      setLoaded({ status: 'loading' });
      try {
        const item = await fetchMenuItem(ctx(), itemId);
        if (wanted.current === itemId) setLoaded({ status: 'ready', item });
      } catch (failure) {
        const text = await failureText(t, failure, { locale });
        if (wanted.current === itemId) setLoaded({ status: 'failed', text });
      }
    },
    [ctx, locale, t],
  );

  const choose = useCallback(
    (next: MenuChoice | null) => {
      setChoice(next);
      setNotice(null);
      if (next?.kind === 'item') void loadItem(next.id);
      else {
        wanted.current = null;
        setLoaded(null);
      }
    },
    [loadItem],
  );

  /** Runs `call` and, when it worked, takes its answer and says what happened; a refusal is said instead. */
  const attempt = useCallback(async <T,>(call: () => Promise<T>, take: (answer: T) => Promise<string>): Promise<boolean> => (await step(call, take)) !== null, [step]);

  /** A category or subcategory change: the API answers the tree; `then` is what stays chosen. */
  const saveInTree = (call: () => Promise<MenuTree>, done: (answer: MenuTree) => { text: string; then: MenuChoice | null }) =>
    attempt(call, async (answer) => {
      setTree(answer);
      const { text, then } = done(answer);
      setChoice(then);
      return text;
    });

  /** An item change: the API answers the item, and the tree is read again (titles and listings). */
  const saveItem = (call: () => Promise<MenuItem>, text: (item: MenuItem) => string) =>
    attempt(call, async (item) => {
      wanted.current = item.id;
      setLoaded({ status: 'ready', item });
      setChoice({ kind: 'item', id: item.id });
      setTree(await fetchMenuTree(ctx()));
      return text(item);
    });

  /** A delete: the API answers what it did and the tree; nothing stays chosen. */
  const deleteInTree = (call: () => Promise<MenuDeletion>, text: (outcome: MenuDeletion['outcome']) => string) =>
    attempt(call, async (answer) => {
      setTree(answer.tree);
      setChoice(null);
      wanted.current = null;
      setLoaded(null);
      return text(answer.outcome);
    });

  return { tree, choice, choose, loaded, loadItem, notice, busy, saveInTree, saveItem, deleteInTree, ctx };
}
