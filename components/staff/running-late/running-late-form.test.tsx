/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { RunningLateForm } from './running-late-form';

const SETTINGS = { graceMinutes: 10, creditAfterMinutes: 30, creditPoints: 100, couponPercent: '15.00' };

describe('RunningLateForm', () => {
  it.each([
    ['en-us', 'Grace (minutes past the promised time)', 'Save running-late settings', 'Enter a whole number of minutes up to 480, more than the grace.'],
    ['fr-ca', 'Délai de grâce (minutes après l’heure promise)', 'Enregistrer les réglages des retards', 'Entrez un nombre entier de minutes d’au plus 480, supérieur au délai de grâce.'],
  ] as const)('shows the brand’s settings and refuses a credit before the grace, focusing it (%s)', async (locale, graceLabel, save, problem) => {
    renderWithProviders(<RunningLateForm initial={SETTINGS} />, { locale });
    expect((screen.getByLabelText(graceLabel) as HTMLInputElement).value).toBe('10');
    const creditAfter = screen.getByDisplayValue('30');
    fireEvent.change(creditAfter, { target: { value: '5' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: save }));
    });
    expect(screen.getByRole('alert').textContent).toBe(problem);
    expect(document.activeElement).toBe(creditAfter);
    expect(creditAfter.getAttribute('aria-invalid')).toBe('true');
  });
});
