/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { JobApplicationForm } from './job-application-form';

const STORES = [
  { id: 7, title: 'Montréal Plateau', city: 'Montréal', state: 'QC', positionIds: [1, 3] },
  { id: 8, title: 'Ottawa ByWard', city: 'Ottawa', state: 'ON', positionIds: [1, 5] },
];

describe('JobApplicationForm', () => {
  it('shows every missing field beside it in French and focuses the first, sending nothing', async () => {
    renderWithProviders(<JobApplicationForm stores={STORES} uploadMaxMb={5} />, { locale: 'fr-ca' });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    await waitFor(() => expect(screen.getByText('Choisissez au moins un jour où vous pouvez travailler')).toBeTruthy());
    expect(screen.getByText('Joignez une photo (JPEG ou PNG) ou votre CV (PDF)')).toBeTruthy();
    expect(screen.getByText('Choisissez le poste pour lequel vous postulez')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Prénom *')));
  });

  it('offers the positions open at the chosen restaurant only, and clears one it does not offer', async () => {
    renderWithProviders(<JobApplicationForm stores={STORES} uploadMaxMb={5} />);
    const store = screen.getByLabelText('Restaurant *');
    const position = screen.getByLabelText('Position *') as HTMLSelectElement;
    expect(within(position).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a restaurant first']);
    fireEvent.change(store, { target: { value: '7' } });
    await waitFor(() => expect(within(position).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a position', 'Crew Member', 'Catering Driver']));
    fireEvent.change(position, { target: { value: '3' } });
    fireEvent.change(store, { target: { value: '8' } });
    await waitFor(() => expect(position.value).toBe(''));
    expect(within(position).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a position', 'Crew Member', 'General Manager']);
  });

  it('refuses a picked file over the limit before sending, naming the limit', async () => {
    renderWithProviders(<JobApplicationForm stores={STORES} uploadMaxMb={1} />);
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Photo or résumé *'), { target: { files: [big] } });
    await waitFor(() => expect(screen.getByText('The file is larger than 1 MB: choose a smaller one')).toBeTruthy());
    expect(screen.getByText('Chosen: cv.pdf')).toBeTruthy();
  });
});
