/**
 * A component that renders `type` (an element name or a component) with a CSS-module class:
 * `const Card = classed('article', styles.card)`. A `className` given at the call site is added
 * after it, and `as` renders another element or component in its place with the same class.
 * Variants are classes too: `classed('p', styles.note, { $warning: styles.warning })` adds
 * `styles.warning` when the `$warning` prop is true. `$` props never reach the DOM; a wrapped
 * component gets those that are not variants (`classed(CardGrid, styles.list)` takes `$gap`).
 */
import { createElement, type ComponentPropsWithRef, type ElementType } from 'react';

type Variants = Record<`$${string}`, string | undefined>;

type ClassedProps<T extends ElementType, V extends Variants> = ComponentPropsWithRef<T> & {
  as?: ElementType;
  className?: string;
} & { [K in keyof V]?: boolean };

export function classed<T extends ElementType, V extends Variants = Record<never, string>>(type: T, className: string | undefined, variants?: V) {
  function Classed({ as, className: extra, ...rest }: ClassedProps<T, V>) {
    const classes = className ? [className] : [];
    const props: Record<string, unknown> = {};
    const target = as ?? type;
    for (const [key, value] of Object.entries(rest)) {
      const variant = key.startsWith('$') ? (variants as Variants | undefined)?.[key as `$${string}`] : undefined;
      if (variant !== undefined) {
        if (value) classes.push(variant);
      } else if (!key.startsWith('$') || typeof target !== 'string') props[key] = value;
    }
    if (extra) classes.push(extra);
    props.className = classes.join(' ');
    return createElement(target, props);
  }
  return Classed;
}
