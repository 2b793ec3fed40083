/**
 * The heading face, Oswald 500 and 700, self-hosted in public/fonts (no network at build or run
 * time). Its @font-face rules go into the inline <style> of every page (styles/document-styles.ts), so the
 * first paint waits for no stylesheet, and _document preloads both files. `font-display: swap` shows
 * the text at once in "Oswald Fallback": local Arial scaled to Oswald's metrics, so the swap
 * barely moves the layout. Body text uses the system stack.
 */
export const HEADING_FONT_FILES = ['/fonts/oswald-latin-500-normal.woff2', '/fonts/oswald-latin-700-normal.woff2'] as const;

export const HEADING_FONT_FAMILY = '"Oswald", "Oswald Fallback", "Arial Narrow", "Helvetica Neue", Arial, sans-serif';

export const headingFontFaces = `
  @font-face {
    font-family: "Oswald";
    src: url(${HEADING_FONT_FILES[0]}) format("woff2");
    font-weight: 500;
    font-style: normal;
    font-display: swap;
  }
  @font-face {
    font-family: "Oswald";
    src: url(${HEADING_FONT_FILES[1]}) format("woff2");
    font-weight: 700;
    font-style: normal;
    font-display: swap;
  }
  @font-face {
    font-family: "Oswald Fallback";
    src: local("Arial");
    ascent-override: 137.46%;
    descent-override: 33.3%;
    line-gap-override: 0%;
    size-adjust: 86.79%;
  }
`;
