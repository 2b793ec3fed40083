/** Media queries from the theme breakpoints: `${media.below('mobile')} { ... }`. */
import { breakpoints, type Breakpoint } from './theme';

export const media = {
  /** Viewports at or below the breakpoint. */
  below: (name: Breakpoint) => `@media (max-width: ${breakpoints[name]}px)`,
  /** Viewports wider than the breakpoint. */
  above: (name: Breakpoint) => `@media (min-width: ${breakpoints[name] + 1}px)`,
};
