/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { createTranslator } from '@/lib/i18n';
import { ServiceUnavailable } from './service-unavailable';

describe('ServiceUnavailable', () => {
  it.each([
    ['en-us', 'en'],
    ['fr-ca', 'fr'],
    ['ja-jp', 'ja'],
    ['es-mx', 'es'],
    ['pt-br', 'pt'],
  ] as const)('says what happened in %s and offers a Retry button', (locale, language) => {
    const t = createTranslator(language);
    renderWithProviders(<ServiceUnavailable />, { locale });
    expect(screen.getByRole('heading', { level: 1, name: t('unavailable.title') })).toBeTruthy();
    expect(screen.getByText(t('unavailable.body'))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('unavailable.retry') }).getAttribute('type')).toBe('button');
  });

  it('tries again on Retry, by click or by keyboard (a real button)', () => {
    const retry = jest.fn();
    renderWithProviders(<ServiceUnavailable retry={retry} />);
    const button = screen.getByRole('button', { name: 'Retry' });
    fireEvent.click(button);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(button.tagName).toBe('BUTTON');
  });
});
