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
import styled from 'styled-components';
import { useT } from '@/lib/use-t';
import { media } from '@/styles/media';
import { movedIndex, moveOfKey, type MenuMove } from './menu-keys';
import type { NavMenu, StartOrderRequest } from './nav-model';
import { NavEntryLink } from './nav-entry-link';

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
            <NavEntryLink entry={menu} className="top" dataAttribute="data-nav-top" onStartOrder={onStartOrder} onKeyDown={handleTopKeyDown(index)} />
            {menu.children.length > 0 && (
              <>
                <ToggleButton
                  type="button"
                  className="top"
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

const Nav = styled.nav`
  ${media.below('navigation')} {
    display: none;
  }
`;

const TopList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TopItem = styled.li`
  position: relative;

  .top {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.cream};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.125rem;
    letter-spacing: 0.05em;
    text-decoration: none;
    text-transform: uppercase;
    cursor: pointer;
  }
  .top:hover,
  .top[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.mustard};
  }
`;

const ToggleButton = styled.button`
  && {
    min-width: 32px;
    min-height: 32px;
    justify-content: center;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  width: 0.5em;
  height: 0.5em;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(${({ $open }) => ($open ? '0.1em' : '-0.15em')}) rotate(${({ $open }) => ($open ? '225deg' : '45deg')});
`;

const Submenu = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 50;
  min-width: 240px;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-radius: 0 0 6px 6px;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: 0 10px 24px rgba(0, 0, 0, 0.25);
  list-style: none;

  &[hidden] {
    display: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.cream};
    color: ${({ theme }) => theme.colors.emberDark};
    text-decoration: underline;
  }
  a:focus-visible {
    outline-offset: -3px;
  }
`;
