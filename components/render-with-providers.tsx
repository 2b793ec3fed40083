/** Test helper: renders a component inside the theme and a market, as _app does. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import type { LocaleTag } from '@/domain/markets';
import { pageMarket } from '@/lib/market';
import { MarketProvider } from '@/lib/market-context';
import { theme } from '@/styles/theme';

export function renderWithProviders(ui: ReactElement, locale: LocaleTag = 'en-us') {
  return render(
    <ThemeProvider theme={theme}>
      <MarketProvider market={pageMarket(locale)}>{ui}</MarketProvider>
    </ThemeProvider>,
  );
}
