/**
 * The menu's "Filter" button and the "Without: …" choices it shows and hides (a disclosure, so the
 * choices take no room until asked for). The button shows how many allergens are filtered out;
 * Escape or "Done" closes the choices and gives focus back to it. Laid out by its parent's grid:
 * the button in the `filter` area, the choices in `sheet`.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { classed } from '@/lib/classed';
import { VisuallyHidden } from '@/components/layout/visually-hidden';
import { useMarket } from '@/lib/use-market';
import { AvoidFilterPanel } from './avoid-filter-panel';
import type { AvoidFilter } from './use-avoid-filter';
import styles from './avoid-filter-disclosure.module.css';

type Props = { filter: AvoidFilter; hiddenCount: number };

const SHEET_ID = 'avoid-filter-sheet';

export function AvoidFilterDisclosure({ filter, hiddenCount }: Props) {
  const { t } = useMarket();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = filter.labels.length;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <>
      <Toggle ref={buttonRef} type="button" aria-expanded={open} aria-controls={SHEET_ID} $on={count > 0} onClick={() => setOpen((was) => !was)}>
        <FilterIcon />
        {t('allergens.filter.button')}
        {count > 0 && (
          <>
            <Count aria-hidden="true">{count}</Count>
            <VisuallyHidden>{`(${t.count('allergens.filter.on', count)})`}</VisuallyHidden>
          </>
        )}
      </Toggle>
      <Sheet id={SHEET_ID} hidden={!open} onKeyDown={handleKeyDown}>
        <AvoidFilterPanel filter={filter} hiddenCount={hiddenCount} />
        <Done type="button" onClick={close}>
          {t('allergens.filter.done')}
        </Done>
      </Sheet>
    </>
  );
}

function FilterIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

const Toggle = classed('button', styles.toggle, { $on: styles.toggleOn });

const Count = classed('span', styles.count);

const Sheet = classed('div', styles.sheet);

const Done = classed('button', styles.done);
