/**
 * The wide-screen main menu: a WAI-ARIA disclosure navigation with top-level
 * links. A menu with a submenu is its page's link plus a button that opens the submenu; hover
 * (mouse), click or tap open it too.
 * Keys: Left/Right/Home/End move along the top row; Down/Up on a top link or button open its
 * submenu at the first/last entry; Down/Up/Home/End move within a submenu; Escape closes it and returns
 * focus to its button; Enter and Space activate; Tab leaves, and a submenu closes when focus
 * leaves it.
 */
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { classed } from '@/lib/classed';
import { useT } from '@/lib/use-t';
import { movedIndex, moveOfKey, type MenuMove } from './menu-keys';
import type { NavMenu, StartOrderRequest } from '@/lib/nav-menus';
import { NavEntryLink } from './nav-entry-link';
import styles from './desktop-nav.module.css';

type Props = { menus: NavMenu[]; onStartOrder: (request: StartOrderRequest) => void };
type PendingFocus = { menu: number; child: 'first' | 'last' };

/** Hover opens submenus only where a pointer can hover: a tap must not open then toggle shut. */
function canHover(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(hover: hover)').matches;
}

export function DesktopNav({ menus, onStartOrder }: Props) {
  const t = useT();
  const router = useRouter();
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);
  const submenuId = (index: number) => `${baseId}-submenu-${index}`;

  const topItems = () => Array.from(navRef.current?.querySelectorAll<HTMLElement>('[data-nav-top]') ?? []);
  const submenuOf = (index: number) => navRef.current?.querySelector(`[id="${submenuId(index)}"]`);
  const childItems = (index: number) => Array.from(submenuOf(index)?.querySelectorAll<HTMLElement>('[data-nav-child]') ?? []);
  const toggleOf = (index: number) => navRef.current?.querySelector<HTMLElement>(`[aria-controls="${submenuId(index)}"]`) ?? null;

  useEffect(() => {
    if (!pendingFocus || openIndex !== pendingFocus.menu) return;
    const items = childItems(pendingFocus.menu);
    (pendingFocus.child === 'first' ? items[0] : items[items.length - 1])?.focus();
    setPendingFocus(null);
    // childItems reads the DOM the render just committed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingFocus, openIndex]);

  useEffect(() => {
    const close = () => setOpenIndex(null);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  /** Moves along the top row (links and submenu buttons) from `from`. */
  const moveTop = (from: HTMLElement | null, move: MenuMove) => {
    const items = topItems();
    setOpenIndex(null);
    items[movedIndex(from ? items.indexOf(from) : 0, items.length, move)]?.focus();
  };

  const handleTopKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const move = moveOfKey(event.key, 'row');
    if (move) {
      event.preventDefault();
      moveTop(event.currentTarget, move);
      return;
    }
    const hasSubmenu = (menus[index]?.children.length ?? 0) > 0;
    if (hasSubmenu && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setOpenIndex(index);
      setPendingFocus({ menu: index, child: event.key === 'ArrowDown' ? 'first' : 'last' });
    } else if (event.key === 'Escape' && openIndex !== null) {
      setOpenIndex(null);
    } else if (event.key === ' ' && event.currentTarget.tagName === 'A') {
      event.preventDefault();
      event.currentTarget.click();
    }
  };

  const handleChildKeyDown = (menuIndex: number, childIndex: number) => (event: KeyboardEvent<HTMLElement>) => {
    const items = childItems(menuIndex);
    const columnMove = moveOfKey(event.key, 'column');
    const rowMove = moveOfKey(event.key, 'row');
    if (columnMove) {
      event.preventDefault();
      items[movedIndex(childIndex, items.length, columnMove)]?.focus();
    } else if (rowMove === 'next' || rowMove === 'previous') {
      event.preventDefault();
      moveTop(toggleOf(menuIndex), rowMove);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpenIndex(null);
      toggleOf(menuIndex)?.focus();
    } else if (event.key === ' ') {
      event.preventDefault();
      event.currentTarget.click();
    }
  };

  const handleBlur = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (openIndex === index && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenIndex(null);
  };

  return (
    <Nav ref={navRef} aria-label={t('layout.mainNav')}>
      <TopList>
        {menus.map((menu, index) => (
          <TopItem
            key={menu.key}
            onBlur={handleBlur(index)}
            onMouseEnter={() => canHover() && menu.children.length > 0 && setOpenIndex(index)}
            onMouseLeave={() => canHover() && openIndex === index && setOpenIndex(null)}
          >
            <NavEntryLink entry={menu} className={styles.top} dataAttribute="data-nav-top" onStartOrder={onStartOrder} onKeyDown={handleTopKeyDown(index)} />
            {menu.children.length > 0 && (
              <>
                <ToggleButton
                  type="button"
                  className={styles.top}
                  data-nav-top=""
                  aria-expanded={openIndex === index}
                  aria-controls={submenuId(index)}
                  aria-label={t('shell.nav.submenu', { title: menu.title })}
                  onClick={() => setOpenIndex(openIndex === index ? null : index)}
                  onKeyDown={handleTopKeyDown(index)}
                >
                  <Chevron aria-hidden="true" $open={openIndex === index} />
                </ToggleButton>
                <Submenu id={submenuId(index)} hidden={openIndex !== index}>
                  {menu.children
                    .filter((child) => !child.overview)
                    .map((child, childIndex) => (
                      <li key={child.key}>
                        <NavEntryLink
                          entry={child}
                          dataAttribute="data-nav-child"
                          onStartOrder={onStartOrder}
                          onNavigate={() => setOpenIndex(null)}
                          onKeyDown={handleChildKeyDown(index, childIndex)}
                        />
                      </li>
                    ))}
                </Submenu>
              </>
            )}
          </TopItem>
        ))}
      </TopList>
    </Nav>
  );
}

const Nav = classed('nav', styles.nav);

const TopList = classed('ul', styles.topList);

const TopItem = classed('li', styles.topItem);

const ToggleButton = classed('button', styles.toggleButton);

const Chevron = classed('span', styles.chevron, { $open: styles.chevronOpen });

const Submenu = classed('ul', styles.submenu);
