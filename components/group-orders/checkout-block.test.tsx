/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { fetchGroupAsHost, type GroupHostView } from '@/lib/api/group-orders';
import type { ApiContext } from '@/lib/api/client';
import { openHostedGroup } from '@/lib/page-loaders/open-hosted-group';
import { GroupCheckoutBlock } from './checkout-block';

jest.mock('@/lib/api/group-orders', () => ({ fetchGroupAsHost: jest.fn() }));
const fetchHost = jest.mocked(fetchGroupAsHost);

const SHARE = 'H'.repeat(43);
const GROUP = { shareToken: SHARE, deadline: '2026-06-01T19:30:00Z', timeZone: 'America/Toronto' };
const view = (status: 'open' | 'locked', orderId = 'order-1') => ({ status, orderId, deadline: GROUP.deadline, location: { timeZone: GROUP.timeZone } }) as unknown as GroupHostView;
const api = (cookie: string) => ({ locale: 'en-us', cookie }) as unknown as ApiContext;

describe('GroupCheckoutBlock', () => {
  it("tells the host to lock the open group first, with a link to the group's page", () => {
    renderWithProviders(<GroupCheckoutBlock group={GROUP} />);
    expect(screen.getByRole('alert').textContent).toContain('Your group order is still open');
    expect(screen.getByRole('link', { name: 'Go to your group order' }).getAttribute('href')).toBe(`/group/${SHARE}/host`);
  });

  it('says so in French', () => {
    renderWithProviders(<GroupCheckoutBlock group={GROUP} />, { locale: 'fr-ca' });
    expect(screen.getByText(/jusqu'à 15 h 30/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller à votre commande de groupe' })).toBeTruthy();
  });
});

describe('openHostedGroup', () => {
  beforeEach(() => fetchHost.mockReset());

  it("names the hosted group only while it is this order's and open", async () => {
    const cookie = `groupHost=${SHARE}; orderToken=tok`;
    fetchHost.mockResolvedValue(view('open'));
    expect(await openHostedGroup(api(cookie), 'order-1')).toEqual(GROUP);
    expect(await openHostedGroup(api(cookie), 'another-order')).toBeNull();
    fetchHost.mockResolvedValue(view('locked'));
    expect(await openHostedGroup(api(cookie), 'order-1')).toBeNull();
    fetchHost.mockRejectedValue(new Error('404'));
    expect(await openHostedGroup(api(cookie), 'order-1')).toBeNull();
    expect(await openHostedGroup(api('orderToken=tok'), 'order-1')).toBeNull();
  });
});
