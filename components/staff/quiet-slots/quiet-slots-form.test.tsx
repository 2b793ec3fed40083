/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { QuietSlotsForm } from './quiet-slots-form';

describe('QuietSlotsForm', () => {
  it.each([
    ['en-us', 'Quiet below (% of the make capacity booked)', 'Save quiet-time bonus', 'Enter a whole percentage from 0 to 100.'],
    ['fr-ca', 'Creuse sous (% de la capacité de préparation réservé)', 'Enregistrer le bonus des heures creuses', 'Entrez un pourcentage entier de 0 à 100.'],
  ] as const)('shows the brand’s settings and refuses a threshold over 100 %, focusing it (%s)', async (locale, thresholdLabel, save, problem) => {
    renderWithProviders(<QuietSlotsForm initial={{ thresholdPercent: 30, bonusPoints: 50 }} />, { locale });
    const threshold = screen.getByLabelText(thresholdLabel) as HTMLInputElement;
    expect(threshold.value).toBe('30');
    expect(screen.getByDisplayValue('50')).toBeTruthy();
    fireEvent.change(threshold, { target: { value: '120' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: save }));
    });
    expect(screen.getByRole('alert').textContent).toBe(problem);
    expect(document.activeElement).toBe(threshold);
    expect(threshold.getAttribute('aria-invalid')).toBe('true');
  });
});
