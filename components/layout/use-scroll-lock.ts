/**
 * Locks page scroll while `locked` (an open modal locks scroll). Counts nested locks,
 * so closing one of two dialogs keeps the page locked.
 */
import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';

export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    if (locks === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = previousOverflow;
    };
  }, [locked]);
}
