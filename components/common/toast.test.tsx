/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { NOTIFICATION_DURATION_MS, NOTIFICATION_FADE_MS } from '@/domain/timings';
import { ToastProvider, useToast, type ToastInput } from '@/lib/toast-context';
import { ToastStack } from './toast';

function Trigger({ toast }: { toast: ToastInput }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      Notify
    </button>
  );
}

function renderToasts(toast: ToastInput) {
  renderWithProviders(
    <ToastProvider>
      <Trigger toast={toast} />
      <ToastStack />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
}

const card = (text: string) => screen.queryByText(text)?.closest('[data-toast-type]') ?? null;

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['the default 3000 ms', undefined, NOTIFICATION_DURATION_MS],
    ['closeAfter', 1000, 1000],
  ])('fade in, stay %s, fade out over 400 ms, then go', (_case, closeAfter, stay) => {
    renderToasts({ text: 'Added to your cart', type: 'success', closeAfter });
    expect(card('Added to your cart')).not.toBeNull();
    act(() => jest.advanceTimersByTime(NOTIFICATION_FADE_MS + stay - 1));
    expect(card('Added to your cart')?.getAttribute('data-leaving')).toBe('false');
    act(() => jest.advanceTimersByTime(1));
    expect(card('Added to your cart')?.getAttribute('data-leaving')).toBe('true');
    act(() => jest.advanceTimersByTime(NOTIFICATION_FADE_MS));
    expect(card('Added to your cart')).toBeNull();
  });

  it('announces errors as alerts and the others politely', () => {
    renderToasts({ text: 'Could not add tip', type: 'error' });
    expect(screen.getByRole('alert').textContent).toContain('Could not add tip');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('can be dismissed early; it still fades before leaving', () => {
    renderToasts({ text: 'Saved', type: 'info' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(card('Saved')?.getAttribute('data-leaving')).toBe('true');
    act(() => jest.advanceTimersByTime(NOTIFICATION_FADE_MS));
    expect(card('Saved')).toBeNull();
  });
});
