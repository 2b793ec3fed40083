/**
 * Global styles: the heading face, box sizing, base typography, visible focus, reduced motion,
 * and the banners a visitor dismissed hidden before hydration (lib/banner-marks.ts).
 */
import { createGlobalStyle } from 'styled-components';
import { BANNER_MARKS_CSS } from '@/lib/banner-marks';
import { headingFontFaces } from './fonts';

export const GlobalStyles = createGlobalStyle`
  ${headingFontFaces}

  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.cream};
    color: ${({ theme }) => theme.colors.ink};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    line-height: 1.5;
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: 700;
    line-height: 1.15;
    letter-spacing: 0.01em;
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  a { color: ${({ theme }) => theme.colors.ember}; }
  a:hover { color: ${({ theme }) => theme.colors.emberDark}; }

  img { max-width: 100%; height: auto; }

  ${BANNER_MARKS_CSS}

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`;
