/**
 * Which section of a menu the diner is reading: the last one whose top has passed under the
 * sticky bar (`barRef`), or the last section once the page is scrolled down to its end. A chip the
 * diner tapped stays current while its section is on screen, even when the page cannot scroll
 * it up to the bar (a short last section). Measured once per frame while scrolling.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** How far below the bar a section's top may be and still count as reached, in px. */
const REACHED_SLACK = 8;

export function useActiveSection(anchors: readonly string[], barRef: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState<string | null>(anchors[0] ?? null);
  const pinned = useRef<string | null>(null);
  const key = anchors.join(' ');

  useEffect(() => {
    const ids = key ? key.split(' ') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      const barBottom = barRef.current?.getBoundingClientRect().bottom ?? 0;
      const tops = ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY);
      let current = ids[0] ?? null;
      tops.forEach((top, index) => {
        if (top <= barBottom + REACHED_SLACK) current = ids[index]!;
      });
      const root = document.documentElement;
      if (window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2) current = ids[ids.length - 1] ?? current;
      const pin = pinned.current;
      if (pin) {
        const top = tops[ids.indexOf(pin)] ?? Number.POSITIVE_INFINITY;
        if (top >= barBottom - REACHED_SLACK && top < window.innerHeight) current = pin;
        else pinned.current = null;
      }
      setActive(current);
    };
    const handleScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', handleScroll, { passive: true });
    window.addEventListener('resize', handleScroll);
    return () => {
      window.removeEventListener('scroll', handleScroll);
      window.removeEventListener('resize', handleScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key, barRef]);

  /** The diner chose a section: it is current at once. */
  const choose = useCallback((anchor: string) => {
    pinned.current = anchor;
    setActive(anchor);
  }, []);

  return { active, choose };
}
