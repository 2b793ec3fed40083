/**
 * A list laid out as a grid of cards: as many columns at least `$min` wide as fit (`$fit`
 * stretches the cards when there are fewer than fit), `$gap` apart; `$stack` makes it one
 * column on phones. Pages style their cards on top: `<CardGrid className={…} $min="16rem">`
 * with `> li { ... }` under that class in their module. A card's frame (white, a thin border,
 * rounded corners) is `cardFrame` in card-grid.module.css, which a card's class composes.
 */
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import type { space } from '@/styles/theme';
import styles from './card-grid.module.css';

type Gap = keyof typeof space;

type Props = ComponentPropsWithRef<'ul'> & { $min: string; $gap?: Gap; $fit?: boolean; $stack?: boolean };

const GAP_CLASS: Record<Gap, string | undefined> = {
  xs: styles.gapXs,
  sm: styles.gapSm,
  md: styles.gapMd,
  lg: styles.gapLg,
  xl: styles.gapXl,
  xxl: styles.gapXxl,
};

export function CardGrid({ $min, $gap = 'md', $fit = false, $stack = false, className, style, ...rest }: Props) {
  const classes = [styles.cardGrid, GAP_CLASS[$gap], $fit && styles.fit, $stack && styles.stack, className].filter(Boolean).join(' ');
  return <ul {...rest} className={classes} style={{ '--card-min': $min, ...style } as CSSProperties} />;
}
