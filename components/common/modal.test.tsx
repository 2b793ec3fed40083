/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { MODAL_CLOSE_FADE_MS, MODAL_FOCUS_DELAY_MS } from '@/domain/timings';
import { Modal } from './modal';

function Harness({ closeable = true }: { closeable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Start your order" closeable={closeable}>
        <button type="button">Carryout</button>
        <button type="button">Delivery</button>
      </Modal>
    </>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  act(() => jest.advanceTimersByTime(MODAL_FOCUS_DELAY_MS));
  return opener;
}

describe('Modal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens as a named dialog, focuses its first control after the focus delay and locks scroll', () => {
    renderWithProviders(<Harness />);
    openModal();
    expect(screen.getByRole('dialog', { name: 'Start your order' })).toHaveProperty('ariaModal', 'true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Carryout' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('traps Tab and Shift+Tab inside the dialog', () => {
    renderWithProviders(<Harness />);
    openModal();
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const delivery = screen.getByRole('button', { name: 'Delivery' });
    delivery.focus();
    fireEvent.keyDown(delivery, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(delivery);
  });

  it('closes on Escape with a 300 ms fade, then unlocks scroll and returns focus', () => {
    renderWithProviders(<Harness />);
    const opener = openModal();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_FADE_MS - 1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }))],
    ['the overlay', () => fireEvent.mouseDown(screen.getByTestId('modal-overlay'))],
  ])('closes on %s', (_how, act_) => {
    renderWithProviders(<Harness />);
    openModal();
    act_();
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_FADE_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape and overlay clicks when not closeable, and has no close button', () => {
    renderWithProviders(<Harness closeable={false} />);
    openModal();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_FADE_MS));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
  });
});
