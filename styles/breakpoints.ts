/**
 * The theme's breakpoints, in px (styles/theme.ts holds the rest of the theme). A file of its own,
 * so the footer, on every page, reads its breakpoint in the browser without the theme and fonts.
 */
export const breakpoints = {
  mobile: 640,
  narrow: 900,
  tablet: 1024,
  desktop: 1124,
  navigation: 1150,
  tabletLandscapeL: 1200,
  desktopWide: 1280,
  laptop: 1366,
} as const;

export type Breakpoint = keyof typeof breakpoints;

