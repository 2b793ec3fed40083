/**
 * The typed theme. A smoky barbecue palette:
 * every text/background pair used below passes WCAG AA (4.5:1) for body text.
 */
import { HEADING_FONT_FAMILY } from './fonts';
import { breakpoints, type Breakpoint } from './breakpoints';

export const colors = {
  charcoal: '#1f1a17',
  ink: '#231f1c',
  smoke: '#5c534c',
  ash: '#d9d0c5',
  cream: '#fbf6ee',
  white: '#ffffff',
  ember: '#a8321c',
  emberDark: '#7f2413',
  mustard: '#e0a526',
  noticeBackground: '#fff3d6',
  noticeText: '#5e3c00',
  focus: '#1a5fb4',
} as const;

export const fonts = {
  heading: HEADING_FONT_FAMILY,
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Hiragino Sans", "Yu Gothic", sans-serif',
} as const;

export { breakpoints, type Breakpoint };

export const logo = {
  /** The header's mark on phones, over the short name. */
  compact: { width: 56, height: 32 },
  small: { width: 84, height: 48 },
  large: { width: 147, height: 84 },
} as const;

export const buttons = {
  radius: '4px',
  paddingY: '0.75rem',
  paddingX: '1.5rem',
  primary: { background: colors.ember, hoverBackground: colors.emberDark, text: colors.white },
  secondary: { background: 'transparent', hoverBackground: colors.charcoal, text: colors.charcoal, border: colors.charcoal },
} as const;

export const space = { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' } as const;

export const theme = { colors, fonts, breakpoints, logo, buttons, space, contentWidth: '1200px' } as const;

export type Theme = typeof theme;
