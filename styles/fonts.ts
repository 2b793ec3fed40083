/** The heading face, self-hosted (no network at build or run time). Body text uses the system stack. */
import localFont from 'next/font/local';

export const headingFont = localFont({
  src: [
    { path: './fonts/oswald-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: './fonts/oswald-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-heading',
  display: 'swap',
  fallback: ['Arial Narrow', 'Arial', 'sans-serif'],
});
