/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { usePageViews } from './use-page-views';

const handlers = new Map<string, (url: string) => void>();
jest.mock('next/router', () => ({
  useRouter: () => ({
    events: {
      on: (name: string, handler: (url: string) => void) => handlers.set(name, handler),
      off: (name: string) => handlers.delete(name),
    },
  }),
}));

const views = () => (window.dataLayer ?? []).filter((event) => event.event === 'page_view');

describe('usePageViews', () => {
  beforeEach(() => {
    delete window.dataLayer;
    handlers.clear();
  });

  it('sends the first load and each completed route change, in order, each with the title it had when it happened', async () => {
    document.title = 'Locations';
    window.history.replaceState(null, '', '/ca/fr/locations?x=1');
    renderHook(() => usePageViews());
    // The second view happens before the analytics layer has arrived; it keeps its own title.
    document.title = 'Menu';
    act(() => handlers.get('routeChangeComplete')?.('/ca/fr/menu'));
    document.title = 'Later';
    await waitFor(() => expect(views()).toHaveLength(2));
    expect(views()).toEqual([
      expect.objectContaining({ page_path: '/ca/fr/locations?x=1', page_title: 'Locations' }),
      expect.objectContaining({ page_path: '/ca/fr/menu', page_title: 'Menu' }),
    ]);
  });
});
