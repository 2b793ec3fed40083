/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { sendGeneralFeedback } from '@/lib/api/contact';
import { GeneralFeedbackForm } from './general-feedback-form';

jest.mock('@/lib/api/contact', () => ({ sendGeneralFeedback: jest.fn() }));
const sendCall = sendGeneralFeedback as jest.MockedFunction<typeof sendGeneralFeedback>;

const TYPES = [
  { id: 1, label: 'A compliment' },
  { id: 2, label: 'A suggestion' },
];

afterEach(() => sendCall.mockReset());

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('GeneralFeedbackForm', () => {
  it('sends the feedback as the API takes it and says what happens next', async () => {
    sendCall.mockResolvedValueOnce({ id: 'g1', email: 'zoe@example.com' });
    renderWithProviders(<GeneralFeedbackForm feedbackTypes={TYPES} />);
    type('First name', 'Zoé');
    type('Last name', 'Fumé');
    type('Email', ' zoe@example.com ');
    type('What is it about?', '2');
    type('Your message', 'A vegetarian plate, please.');
    fireEvent.click(screen.getByRole('button', { name: 'Send my feedback' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Thank you for your feedback' })).toBeTruthy());
    expect(sendCall).toHaveBeenCalledWith({ locale: 'en-us' }, { firstName: 'Zoé', lastName: 'Fumé', email: 'zoe@example.com', feedbackTypeId: 2, message: 'A vegetarian plate, please.', website: '' });
    expect(screen.queryByLabelText(/Phone/)).toBeNull();
  });

  it('shows each error in Japanese beside its field and focuses the first', async () => {
    renderWithProviders(<GeneralFeedbackForm feedbackTypes={TYPES} />, { locale: 'ja-jp' });
    type('メールアドレス', 'zoe@');
    fireEvent.click(screen.getByRole('button', { name: 'ご意見を送信' }));
    await waitFor(() => expect(screen.getByText('ご意見の内容を選んでください')).toBeTruthy());
    expect(screen.getByText('メッセージを入力してください')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('general-feedback-firstName'));
    expect(sendCall).not.toHaveBeenCalled();
  });

  it('refuses a message longer than the API takes', async () => {
    renderWithProviders(<GeneralFeedbackForm feedbackTypes={TYPES} />);
    type('Your message', 'x'.repeat(2001));
    fireEvent.click(screen.getByRole('button', { name: 'Send my feedback' }));
    await waitFor(() => expect(screen.getByText('A message takes at most 2000 characters')).toBeTruthy());
  });
});
