/**
 * The mobile menu's sections: a menu with a submenu is a button that expands or
 * collapses it (the first starts expanded); a menu without one is a plain link. Entries that
 * start an order close the menu first and open the dialog MOBILE_HANDOFF_MODAL_DELAY_MS later.
 */
import { useId, useState } from 'react';
import { classed } from '@/lib/classed';
import { MOBILE_HANDOFF_MODAL_DELAY_MS } from '@/domain/timings';
import type { NavMenu, StartOrderRequest } from '@/lib/nav-menus';
import { NavEntryLink } from './nav-entry-link';
import styles from './mobile-sections.module.css';

type Props = { menus: NavMenu[]; onStartOrder: (request: StartOrderRequest) => void; onNavigate: () => void };

/** The sections expanded at load: the first one that has a submenu. */
function initialExpanded(menus: readonly NavMenu[]): Set<string> {
  const first = menus.find((menu) => menu.children.length > 0);
  return new Set(first ? [first.key] : []);
}

export function MobileSections({ menus, onStartOrder, onNavigate }: Props) {
  const baseId = useId();
  const [expanded, setExpanded] = useState(() => initialExpanded(menus));
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const startLater = (request: StartOrderRequest) => setTimeout(() => onStartOrder(request), MOBILE_HANDOFF_MODAL_DELAY_MS);

  return (
    <Sections>
      {menus.map((menu) => {
        const sectionId = `${baseId}-${menu.key}`;
        if (menu.children.length === 0) {
          return (
            <li key={menu.key}>
              <NavEntryLink entry={menu} className={styles.section} onStartOrder={startLater} onNavigate={onNavigate} />
            </li>
          );
        }
        const isOpen = expanded.has(menu.key);
        return (
          <li key={menu.key}>
            <SectionButton type="button" className={styles.section} aria-expanded={isOpen} aria-controls={sectionId} onClick={() => toggle(menu.key)}>
              {menu.title}
              <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
            </SectionButton>
            <Entries id={sectionId} hidden={!isOpen}>
              {menu.children.map((child) => (
                <li key={child.key}>
                  <NavEntryLink entry={child} onStartOrder={startLater} onNavigate={onNavigate} />
                </li>
              ))}
            </Entries>
          </li>
        );
      })}
    </Sections>
  );
}

const Sections = classed('ul', styles.sections);

const SectionButton = classed('button', styles.sectionButton);

const Entries = classed('ul', styles.entries);
