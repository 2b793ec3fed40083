/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { enterCateringContest } from '@/lib/api/surveys';
import { CateringContestForm } from './catering-contest-form';

jest.mock('@/lib/api/surveys', () => ({ enterCateringContest: jest.fn() }));
const enterCall = enterCateringContest as jest.MockedFunction<typeof enterCateringContest>;

afterEach(() => enterCall.mockReset());

function fillInFrench() {
  const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Prénom', 'Zoé');
  type('Nom', 'Fumé');
  type('Courriel', 'zoe@example.com');
  type('Téléphone', '(514) 555-0199');
  type('Nombre d’invités', '80');
  type('Occasion', 'Pique-nique');
  type('Pourquoi devrions-nous servir votre événement?', 'Parce que.');
}

describe('CateringContestForm', () => {
  it('enters in French and says when the winner is drawn', async () => {
    enterCall.mockResolvedValueOnce({ id: 'c1', email: 'zoe@example.com' });
    renderWithProviders(<CateringContestForm stores={[{ id: 7, label: 'Montréal Centre' }]} />, { locale: 'fr-ca' });
    fillInFrench();
    fireEvent.click(screen.getByLabelText(/J’accepte le règlement/));
    fireEvent.click(screen.getByRole('button', { name: 'Participer au concours' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Votre participation est enregistrée!' })).toBeTruthy());
    expect(enterCall).toHaveBeenCalledWith({ locale: 'fr-ca' }, {
      firstName: 'Zoé', lastName: 'Fumé', email: 'zoe@example.com', phone: '(514) 555-0199', headcount: 80, occasion: 'Pique-nique', reason: 'Parce que.',
      acceptRules: true, website: '',
    });
    expect(screen.getByText('Nous avons envoyé une confirmation à zoe@example.com.')).toBeTruthy();
  });

  it('refuses an entry without the rules accepted or with too few guests, beside the fields', async () => {
    renderWithProviders(<CateringContestForm stores={[]} />);
    fireEvent.change(screen.getByLabelText('Number of guests'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enter the contest' }));
    await waitFor(() => expect(screen.getByText('Accept the contest rules to enter')).toBeTruthy());
    expect(screen.getByText('Enter a number of guests from 10 to 2000')).toBeTruthy();
    expect(screen.getByText('Tell us why we should cater your event')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(enterCall).not.toHaveBeenCalled();
  });

  it('shows a second entry’s refusal in the guest’s language', async () => {
    enterCall.mockRejectedValueOnce(
      new ApiError(409, 'This email address has already entered the catering contest this season. You can enter again from 2027-01-01', {
        code: 'survey_contest_already_entered', params: { nextPeriodStart: '2027-01-01' },
      }),
    );
    renderWithProviders(<CateringContestForm stores={null} />, { locale: 'fr-ca' });
    fillInFrench();
    fireEvent.click(screen.getByLabelText(/J’accepte le règlement/));
    fireEvent.click(screen.getByRole('button', { name: 'Participer au concours' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('participe déjà au concours traiteur cette saison'));
    expect(screen.getByRole('alert').textContent).toContain('1 janvier 2027');
  });
});
