/**
 * The menu's categories as a row of chips in the sticky bar: a navigation landmark of in-page
 * links. The chip of the section being read is marked current and kept in view in the row. A tap
 * (or Enter) jumps to the section and moves focus to its heading, so the next Tab continues there.
 */
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { classed } from '@/lib/classed';
import { useT } from '@/lib/use-t';
import { useActiveSection } from './use-active-section';
import styles from './category-chips.module.css';

export type ChipTarget = { anchor: string; headingId: string; title: string };

type Props = { targets: readonly ChipTarget[]; barRef: RefObject<HTMLElement | null> };

/** Space between the sticky bar and the heading a chip jumps to, in px. */
const JUMP_GAP = 8;

/**
 * A jump keeps its section aligned until it has stayed in place for this many frames, counted in
 * frames rather than time so that a slow phone, which paints fewer of them, still settles.
 */
const SETTLED_FRAMES = 12;

/** The longest a jump keeps its section aligned, in ms. */
const SETTLE_MOST_MS = 3000;

/** What the diner does to take the scroll back. */
const STOP_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function CategoryChips({ targets, barRef }: Props) {
  const t = useT();
  const rowRef = useRef<HTMLUListElement>(null);
  const { active, choose } = useActiveSection(
    targets.map((target) => target.anchor),
    barRef,
  );

  useEffect(() => {
    const row = rowRef.current;
    const chip = row?.querySelector<HTMLElement>('[aria-current]');
    if (!row || !chip || typeof row.scrollTo !== 'function') return;
    const left = chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2;
    row.scrollTo({ left: Math.max(0, left), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [active]);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>, target: ChipTarget) => {
    const section = document.getElementById(target.anchor);
    if (!section) return;
    event.preventDefault();
    choose(target.anchor);
    /** How far the section's top is from just below the bar, in px. */
    const offset = () => section.getBoundingClientRect().top - (barRef.current?.offsetHeight ?? 0) - JUMP_GAP;
    const alignBelowBar = () => window.scrollTo({ top: window.scrollY + offset(), behavior: 'auto' });
    alignBelowBar();
    document.getElementById(target.headingId)?.focus({ preventScroll: true });
    // The sections around the target are laid out only once on screen (content-visibility), which
    // moves it a few frames later: keep it aligned until it stays put, unless the diner scrolls first.
    const until = performance.now() + SETTLE_MOST_MS;
    let settling = true;
    let stillFrames = 0;
    let lastOffset = Number.NaN;
    const stop = () => {
      settling = false;
      STOP_EVENTS.forEach((type) => window.removeEventListener(type, stop));
    };
    const settle = () => {
      if (!settling) return;
      // Where the page cannot scroll that far (a short last section) the offset stays, and counts as still.
      if (Math.abs(offset()) >= 1) alignBelowBar();
      const now = offset();
      stillFrames = Math.abs(now - lastOffset) < 1 ? stillFrames + 1 : 0;
      lastOffset = now;
      if (stillFrames < SETTLED_FRAMES && performance.now() < until) window.requestAnimationFrame(settle);
      else stop();
    };
    STOP_EVENTS.forEach((type) => window.addEventListener(type, stop, { once: true, passive: true }));
    window.requestAnimationFrame(settle);
  };

  return (
    <Nav aria-label={t('ordering.menu.categories')}>
      <Row ref={rowRef}>
        {targets.map((target) => (
          <li key={target.anchor}>
            <Chip href={`#${target.anchor}`} aria-current={active === target.anchor ? 'location' : undefined} onClick={(event) => handleClick(event, target)}>
              {target.title}
            </Chip>
          </li>
        ))}
      </Row>
    </Nav>
  );
}

const Nav = classed('nav', styles.nav);

const Row = classed('ul', styles.row);

const Chip = classed('a', styles.chip);
