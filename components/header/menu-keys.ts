/**
 * Keyboard moves of the header menus (WAI-ARIA disclosure navigation): what an
 * arrow, Home or End does from position `index` of `count` items. Pure, so tests read it.
 */

export type MenuMove = 'next' | 'previous' | 'first' | 'last';

/** The index focus moves to, wrapping at both ends. */
export function movedIndex(index: number, count: number, move: MenuMove): number {
  if (count <= 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return (index + 1) % count;
    case 'previous':
      return (index - 1 + count) % count;
  }
}

/** The move of a key along a row (top level: left/right) or a column (submenu: up/down). */
export function moveOfKey(key: string, orientation: 'row' | 'column'): MenuMove | null {
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  if (orientation === 'row') {
    if (key === 'ArrowRight' || key === 'Right') return 'next';
    if (key === 'ArrowLeft' || key === 'Left') return 'previous';
  } else {
    if (key === 'ArrowDown' || key === 'Down') return 'next';
    if (key === 'ArrowUp' || key === 'Up') return 'previous';
  }
  return null;
}
