/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { fromOrderFeedback, fromTalkTo, type StaffSubmissionPage } from '@/lib/api/staff-feedback';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { FeedbackTemplate } from './feedback-template';

jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const TALK_TO = fromTalkTo({
  id: 'a1b2',
  store: { id: 7, title: 'Austin Downtown' },
  name: 'Ada Pit',
  email: 'ada@example.com',
  phone: '(512) 555-0142',
  visitDate: '2030-03-01',
  visitType: { id: 2, name: 'carryout', label: 'Carryout' },
  message: 'The ribs were cold.',
  locale: 'en-us',
  createdAt: '2030-03-04T15:00:00.000Z',
});

const page = (overrides: Partial<StaffSubmissionPage> = {}): StaffSubmissionPage => ({ kind: 'talk-to', items: [TALK_TO], total: 1, page: 1, pageCount: 1, ...overrides });

describe('FeedbackTemplate', () => {
  it('lists the submissions of the kind with who sent them, the facts and the message', () => {
    renderWithProviders(<FeedbackTemplate staff={STAFF_MEMBER} submissions={page()} />);
    const card = screen.getByRole('article', { name: 'Ada Pit' });
    expect(within(card).getByText('Restaurant: Austin Downtown')).toBeTruthy();
    expect(within(card).getByText('Visit: 2030-03-01, Carryout')).toBeTruthy();
    expect(within(card).getByText('The ribs were cold.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe('mailto:ada@example.com');
    expect(within(card).getByText(/Sent Mar 4, 2030/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Staff console' }).querySelector('[aria-current="page"]')?.textContent).toBe('Guest feedback');
  });

  it('offers general feedback to brand admins only', () => {
    const { unmount } = renderWithProviders(<FeedbackTemplate staff={STAFF_MEMBER} submissions={page()} />);
    const kinds = () => within(screen.getByRole('navigation', { name: 'Kind of submission' })).getAllByRole('link').map((link) => link.textContent);
    expect(kinds()).toEqual(['Talk to us', 'Catering feedback', 'Catering contest', 'Order ratings']);
    unmount();
    renderWithProviders(<FeedbackTemplate staff={{ ...STAFF_MEMBER, role: 'brand_admin' }} submissions={page()} />);
    expect(kinds()).toEqual(['Talk to us', 'General feedback', 'Catering feedback', 'Catering contest', 'Order ratings']);
  });

  it('says so when a kind has nothing yet, in French', () => {
    renderWithProviders(<FeedbackTemplate staff={STAFF_MEMBER} submissions={page({ kind: 'contest', items: [], total: 0 })} />, { locale: 'fr-ca' });
    expect(screen.getByRole('heading', { level: 2, name: 'Concours traiteur' })).toBeTruthy();
    expect(screen.getByText(/Rien pour l’instant/)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('lists order ratings by order number with the store, the stars, the comment and the restaurant chosen for review-us', () => {
    const rated = (orderId: string, orderNumber: number, reviewStore: { id: number; title: string } | null, comment: string | null) =>
      fromOrderFeedback({ orderId, orderNumber, store: { id: 7, title: 'Austin Downtown' }, rating: reviewStore ? 5 : 2, comment, reviewStore, locale: 'en-us', createdAt: '2030-03-04T15:00:00.000Z' });
    const items = [rated('o-1', 100042, { id: 8, title: 'Round Rock' }, 'Best brisket in town'), rated('o-2', 100043, null, null)];
    renderWithProviders(<FeedbackTemplate staff={STAFF_MEMBER} submissions={page({ kind: 'order-feedback', items, total: 2 })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Order ratings' })).toBeTruthy();
    const reviewed = screen.getByRole('article', { name: 'Order 100042' });
    expect(within(reviewed).getByText('Restaurant: Austin Downtown')).toBeTruthy();
    expect(within(reviewed).getByText('Rated 5 of 5')).toBeTruthy();
    expect(within(reviewed).getByText('Chose to review: Round Rock')).toBeTruthy();
    expect(within(reviewed).getByText('Best brisket in town')).toBeTruthy();
    expect(within(reviewed).getByText(/Sent Mar 4, 2030/)).toBeTruthy();
    expect(within(reviewed).queryByRole('link')).toBeNull();
    const plain = screen.getByRole('article', { name: 'Order 100043' });
    expect(within(plain).getByText('Rated 2 of 5')).toBeTruthy();
    expect(within(plain).queryByText(/Chose to review/)).toBeNull();
  });

  it('says when no order has been rated yet, in Japanese', () => {
    renderWithProviders(<FeedbackTemplate staff={STAFF_MEMBER} submissions={page({ kind: 'order-feedback', items: [], total: 0 })} />, { locale: 'ja-jp' });
    expect(screen.getByRole('heading', { level: 2, name: 'ご注文の評価' })).toBeTruthy();
    expect(screen.getByText(/まだありません/)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('pages with links that keep the kind', () => {
    renderWithProviders(<FeedbackTemplate staff={STAFF_MEMBER} submissions={page({ kind: 'catering-feedback', total: 45, page: 2, pageCount: 3 })} />);
    const paging = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(paging).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(paging).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/staff/feedback?kind=catering-feedback');
    expect(within(paging).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/staff/feedback?kind=catering-feedback&page=3');
  });
});
