/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { sendCateringFeedback } from '@/lib/api/surveys';
import { CateringFeedbackForm } from './catering-feedback-form';

jest.mock('@/lib/api/surveys', () => ({ sendCateringFeedback: jest.fn() }));
const sendCall = sendCateringFeedback as jest.MockedFunction<typeof sendCateringFeedback>;

const SERVICE_TYPES = [
  { id: 1, label: 'Carryout' },
  { id: 3, label: 'Delivery and setup' },
];
const STORES = [{ id: 7, label: 'Dallas Love Field (Dallas, TX)' }];

afterEach(() => sendCall.mockReset());

function fillIn() {
  const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('First name', 'Ada');
  type('Last name', 'Pit');
  type('Email', 'ada@example.com');
  type('Restaurant', '7');
  type('Event date', '2026-11-20');
  type('Service', '3');
  fireEvent.click(screen.getAllByRole('radio', { name: '5 stars' })[0]!);
  type(/Anything else/, '  Great brisket  ');
}

describe('CateringFeedbackForm', () => {
  it('sends the feedback as the API takes it and says what happens next', async () => {
    sendCall.mockResolvedValueOnce({ id: 'f1', email: 'ada@example.com' });
    renderWithProviders(<CateringFeedbackForm serviceTypes={SERVICE_TYPES} stores={STORES} quoteNumber="" />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Thank you for your feedback' })).toBeTruthy());
    expect(sendCall).toHaveBeenCalledWith({ locale: 'en-us' }, {
      firstName: 'Ada', lastName: 'Pit', email: 'ada@example.com', storeId: 7, eventDate: '2026-11-20', serviceTypeId: 3,
      ratings: { overall: 5 }, comment: 'Great brisket', website: '',
    });
    expect(screen.getByText('We sent a confirmation to ada@example.com.')).toBeTruthy();
    expect(screen.getByText(/contact you within two business days/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Thank you for your feedback' }));
  });

  it('shows each missing field beside it and focuses the first', async () => {
    renderWithProviders(<CateringFeedbackForm serviceTypes={SERVICE_TYPES} stores={STORES} quoteNumber="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.getByText('First name is required')).toBeTruthy());
    for (const text of ['Email is required', 'Restaurant is required', 'Date is required', 'Choose the catering service you had', 'Rate your overall experience from 1 to 5 stars']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(sendCall).not.toHaveBeenCalled();
  });

  it('takes the quote number from the email link instead of a restaurant', async () => {
    sendCall.mockResolvedValueOnce({ id: 'f2', email: 'ada@example.com' });
    renderWithProviders(<CateringFeedbackForm serviceTypes={SERVICE_TYPES} stores={STORES} quoteNumber="5042" />);
    expect(screen.queryByLabelText('Restaurant')).toBeNull();
    expect((screen.getByLabelText(/Quote number/) as HTMLInputElement).value).toBe('5042');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Pit' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Event date'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Service'), { target: { value: '1' } });
    fireEvent.click(screen.getAllByRole('radio', { name: '4 stars' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(sendCall).toHaveBeenCalled());
    expect(sendCall.mock.calls[0]![1]).toMatchObject({ quoteNumber: 5042, ratings: { overall: 4 } });
    expect(sendCall.mock.calls[0]![1]).not.toHaveProperty('storeId');
  });

  it('shows the API’s refusal in French by its code, and lets the guest try again', async () => {
    sendCall.mockRejectedValueOnce(new ApiError(409, 'Thank you: we already have your feedback on quote 5042', { code: 'survey_feedback_already_given', params: { number: 5042 } }));
    renderWithProviders(<CateringFeedbackForm serviceTypes={SERVICE_TYPES} stores={STORES} quoteNumber="" />, { locale: 'fr-ca' });
    const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Prénom', 'Zoé');
    type('Nom', 'Fumé');
    type('Courriel', 'zoe@example.com');
    type('Restaurant', '7');
    type('Date de l’événement', '2026-11-20');
    type('Service', '1');
    fireEvent.click(screen.getAllByRole('radio', { name: '3 étoiles' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mes commentaires' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Merci : nous avons déjà vos commentaires sur la soumission 5042'));
    expect((screen.getByRole('button', { name: 'Envoyer mes commentaires' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the form cannot load when the lists did not come', () => {
    renderWithProviders(<CateringFeedbackForm serviceTypes={null} stores={STORES} quoteNumber="" />);
    expect(screen.getByRole('alert').textContent).toMatch(/could not load this form/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
