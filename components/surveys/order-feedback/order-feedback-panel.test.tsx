/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { sendOrderFeedback, sendReviewUs, type OrderFeedbackState } from '@/lib/api/order-feedback';
import { searchStores } from '@/lib/api/ordering';
import { OrderFeedbackPanel } from './order-feedback-panel';

jest.mock('@/lib/api/order-feedback', () => ({ sendOrderFeedback: jest.fn(), sendReviewUs: jest.fn() }));
jest.mock('@/lib/api/ordering', () => ({ searchStores: jest.fn() }));
const sendCall = sendOrderFeedback as jest.MockedFunction<typeof sendOrderFeedback>;
const reviewCall = sendReviewUs as jest.MockedFunction<typeof sendReviewUs>;
const searchCall = searchStores as jest.MockedFunction<typeof searchStores>;

const OPEN: OrderFeedbackState = { orderId: 'o1', orderNumber: '100042', store: { id: 7, title: 'Lower Greenville' }, paid: true };
const answered = (rating: number): OrderFeedbackState => ({ ...OPEN, feedback: { rating, createdAt: '2026-11-24T05:00:00Z', reviewOffered: rating >= 4 } });
const ACCESS = { orderId: 'o1', orderToken: 'tok' };

afterEach(() => jest.resetAllMocks());

describe('OrderFeedbackPanel', () => {
  it('shows nothing for an order not paid yet', () => {
    renderWithProviders(<OrderFeedbackPanel access={ACCESS} initial={{ ...OPEN, paid: false }} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks for a rating first, then sends it and thanks the diner without review-us after a low rating', async () => {
    renderWithProviders(<OrderFeedbackPanel access={ACCESS} initial={OPEN} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send my feedback' }));
    await waitFor(() => expect(screen.getByText('Rate your order from 1 to 5 stars')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' })));
    expect(sendCall).not.toHaveBeenCalled();

    sendCall.mockResolvedValueOnce(answered(2));
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    fireEvent.change(screen.getByLabelText('Tell us more (optional)'), { target: { value: '  Cold fries  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my feedback' }));
    await waitFor(() => expect(screen.getByText('Thank you for your feedback!')).toBeTruthy());
    expect(sendCall).toHaveBeenCalledWith({ locale: 'en-us' }, ACCESS, { rating: 2, comment: 'Cold fries' });
    expect(screen.queryByRole('heading', { name: 'Enjoyed it? Review us' })).toBeNull();
  });

  it('shows the API’s refusal in the diner’s language', async () => {
    sendCall.mockRejectedValueOnce(new ApiError(409, 'x', { code: 'order_feedback_already_answered', params: { number: '100042' } }));
    renderWithProviders(<OrderFeedbackPanel access={ACCESS} initial={OPEN} />, { locale: 'fr-ca' });
    fireEvent.click(screen.getByRole('radio', { name: '5 étoiles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Merci : nous avons déjà votre avis sur la commande 100042'));
  });

  it('offers review-us after a high rating: a restaurant is required, then chosen from a search', async () => {
    renderWithProviders(<OrderFeedbackPanel access={ACCESS} initial={answered(5)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Review this restaurant' }));
    await waitFor(() => expect(screen.getByText('Restaurant is required')).toBeTruthy());
    expect(reviewCall).not.toHaveBeenCalled();

    searchCall.mockResolvedValueOnce({
      origin: { kind: 'postal-code', label: '75206', latitude: 32.8, longitude: -96.8 },
      data: [{ id: 7, title: 'Lower Greenville', address: { address: '1918 Greenville Ave', city: 'Dallas', state: { label: 'TX' } }, distanceKm: 0.4 } as never],
    });
    fireEvent.change(screen.getByLabelText('ZIP or postal code, or city'), { target: { value: '75206' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find restaurants' }));
    const choice = await screen.findByRole('radio', { name: /Lower Greenville/ });
    fireEvent.click(choice);
    reviewCall.mockResolvedValueOnce({
      ...answered(5),
      feedback: { ...answered(5).feedback!, review: { store: { id: 7, title: 'Lower Greenville', localTitle: null, countryCode: 'US', city: 'Dallas', state: 'TX' }, reviewUrl: 'https://facebook.example/lg/reviews', locatedBy: 'search' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Review this restaurant' }));
    const link = await screen.findByRole('link', { name: 'Review Lower Greenville' });
    expect(link.getAttribute('href')).toBe('https://facebook.example/lg/reviews');
    expect(reviewCall).toHaveBeenCalledWith({ locale: 'en-us' }, ACCESS, { storeId: 7 });
  });

  it.each([
    ['en-us', 'Find restaurants', 'Lower Greenville — 1918 Greenville Ave, Dallas TX (1.2 mi)'],
    ['fr-ca', 'Trouver des restaurants', 'Lower Greenville — 1918 Greenville Ave, Dallas TX (2 km)'],
  ] as const)('lists the restaurants found with their distance in the market’s unit (%s)', async (locale, find, label) => {
    searchCall.mockResolvedValueOnce({
      origin: { kind: 'postal-code', label: '75206', latitude: 32.8, longitude: -96.8 },
      data: [{ id: 7, title: 'Lower Greenville', address: { address: '1918 Greenville Ave', city: 'Dallas', state: { label: 'TX' } }, distanceKm: 2 } as never],
    });
    renderWithProviders(<OrderFeedbackPanel access={ACCESS} initial={answered(5)} />, { locale });
    fireEvent.click(screen.getByRole('button', { name: find }));
    const choice = await screen.findByRole('radio', { name: /Lower Greenville/ });
    expect(choice.closest('label')?.textContent?.replace(/\s+/g, ' ')).toBe(label);
  });

  it('names a store by its name in the market’s script for its market’s readers (ja-jp), in the results and the review link', async () => {
    searchCall.mockResolvedValueOnce({
      origin: { kind: 'postal-code', label: '530-0001', latitude: 34.7, longitude: 135.5 },
      data: [{ id: 9, title: 'Umeda', localTitle: '梅田', countryCode: 'JP', address: { address: '1-9-20 Umeda, Kita-ku', city: 'Osaka', state: { label: '27' } }, distanceKm: 0.4 } as never],
    });
    renderWithProviders(<OrderFeedbackPanel access={ACCESS} initial={answered(5)} />, { locale: 'ja-jp' });
    fireEvent.change(screen.getByLabelText('郵便番号または市区町村'), { target: { value: '530-0001' } });
    fireEvent.click(screen.getByRole('button', { name: '店舗を探す' }));
    const choice = await screen.findByRole('radio', { name: /^梅田 — / });
    fireEvent.click(choice);
    reviewCall.mockResolvedValueOnce({
      ...answered(5),
      feedback: { ...answered(5).feedback!, review: { store: { id: 9, title: 'Umeda', localTitle: '梅田', countryCode: 'JP', city: 'Osaka', state: '27' }, reviewUrl: 'https://facebook.example/umeda/reviews', locatedBy: 'search' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'この店舗をレビュー' }));
    expect(await screen.findByRole('link', { name: '梅田 をレビュー' })).toBeTruthy();
  });

  it('says "Cannot auto locate" when the browser gives no position', async () => {
    renderWithProviders(<OrderFeedbackPanel access={ACCESS} initial={answered(4)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Cannot auto locate'));
    expect(reviewCall).not.toHaveBeenCalled();
  });
});
