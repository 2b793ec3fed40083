/** Keyboard codes of the header menus and modals: Tab, Enter, Esc, Space and arrows. */

export const KEY_CODES = {
  tab: 9,
  enter: 13,
  escape: 27,
  space: 32,
  arrowLeft: 37,
  arrowUp: 38,
  arrowRight: 39,
  arrowDown: 40,
} as const;

type KeyName = keyof typeof KEY_CODES;
type KeyCode = (typeof KEY_CODES)[KeyName];

/** `KeyboardEvent.key` values, including the old Edge/IE spellings, mapped to our key names. */
const EVENT_KEYS: Record<string, KeyName> = {
  Tab: 'tab',
  Enter: 'enter',
  Escape: 'escape',
  Esc: 'escape',
  ' ': 'space',
  Spacebar: 'space',
  ArrowLeft: 'arrowLeft',
  Left: 'arrowLeft',
  ArrowUp: 'arrowUp',
  Up: 'arrowUp',
  ArrowRight: 'arrowRight',
  Right: 'arrowRight',
  ArrowDown: 'arrowDown',
  Down: 'arrowDown',
};

/** The key name of a `KeyboardEvent.key`, or undefined for keys the menus do not handle. */
export function keyNameOf(eventKey: string): KeyName | undefined {
  return Object.prototype.hasOwnProperty.call(EVENT_KEYS, eventKey) ? EVENT_KEYS[eventKey] : undefined;
}

/** The key code of a `KeyboardEvent.key`, or undefined for keys the menus do not handle. */
export function keyCodeOf(eventKey: string): KeyCode | undefined {
  const name = keyNameOf(eventKey);
  return name ? KEY_CODES[name] : undefined;
}
