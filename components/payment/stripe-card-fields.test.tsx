/** @jest-environment jsdom */
import { createRef } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { StripeCardFields, stripeLocaleOf, type StripeCardFieldsHandle } from './stripe-card-fields';
import { fakeStripe, type FakeStripe } from './testing/fake-stripe';

function renderFields(stripe: FakeStripe, options: { locale?: 'en-us' | 'fr-ca'; publishableKey?: string | null } = {}) {
  const ref = createRef<StripeCardFieldsHandle>();
  const publishableKey = options.publishableKey === undefined ? 'pk_test_hickory' : options.publishableKey;
  renderWithProviders(<StripeCardFields ref={ref} publishableKey={publishableKey} amount="32.45" currency="USD" load={stripe.load} />, { locale: options.locale ?? 'en-us' });
  return ref;
}

async function ready(stripe: FakeStripe) {
  await waitFor(() => expect(stripe.elementsOptions).toHaveLength(1));
  act(() => stripe.emit('ready'));
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
}

describe('StripeCardFields', () => {
  it('mounts the Payment Element in deferred mode, in minor units and the diner’s language', async () => {
    const stripe = fakeStripe();
    renderFields(stripe, { locale: 'fr-ca' });
    expect(screen.getByRole('status').textContent).toBe('Chargement des champs de carte sécurisés…');
    await ready(stripe);
    expect(stripe.load).toHaveBeenCalledWith('pk_test_hickory', { locale: 'fr-CA' });
    expect(stripe.elementsOptions[0]).toEqual({ mode: 'payment', amount: 3245, currency: 'usd', paymentMethodCreation: 'manual', locale: 'fr-CA' });
    expect(screen.getByTestId('stripe-payment-element')).toBeTruthy();
  });

  it('tokenizes into the PaymentMethod, and answers the same one while the fields are unchanged', async () => {
    const stripe = fakeStripe();
    const ref = renderFields(stripe);
    await ready(stripe);
    const card = { token: 'pm_1Visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 };
    expect(await ref.current!.tokenize()).toEqual({ card });
    expect(await ref.current!.tokenize()).toEqual({ card });
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
    act(() => stripe.emit('change'));
    await ref.current!.tokenize();
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(2);
  });

  it('answers invalid fields as invalid, and Stripe’s refusal with its message', async () => {
    const stripe = fakeStripe();
    const ref = renderFields(stripe);
    await ready(stripe);
    stripe.submit.mockResolvedValueOnce({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    expect(await ref.current!.tokenize()).toEqual({ invalid: [] });
    stripe.createPaymentMethod.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card number is invalid.' } });
    expect(await ref.current!.tokenize()).toEqual({ failed: 'Your card number is invalid.' });
  });

  it('runs the bank’s challenge: the PaymentIntent it authenticated, or the reason it did not', async () => {
    const stripe = fakeStripe();
    const ref = renderFields(stripe);
    await ready(stripe);
    expect(await ref.current!.authenticate!('pi_1Confirmed_secret_abc')).toEqual({ paymentIntent: 'pi_1Confirmed' });
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1Confirmed_secret_abc' });
    stripe.handleNextAction.mockResolvedValueOnce({ error: { type: 'card_error', message: 'We are unable to authenticate your payment method.' } });
    expect(await ref.current!.authenticate!('pi_1Confirmed_secret_abc')).toEqual({ failed: 'We are unable to authenticate your payment method.' });
  });

  it('says when Stripe.js cannot load and loads it again on request', async () => {
    const stripe = fakeStripe();
    stripe.load.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    const ref = renderFields(stripe);
    expect((await screen.findByRole('alert')).textContent).toContain('The card fields could not be loaded');
    expect(await ref.current!.tokenize()).toEqual({ failed: 'The card processor did not answer. Try again.' });
    fireEvent.click(screen.getByRole('button', { name: 'Load the card fields again' }));
    await ready(stripe);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stripe.load).toHaveBeenCalledTimes(2);
  });

  it('cannot take a card without a publishable key: it says so, and loads nothing', async () => {
    const stripe = fakeStripe();
    renderFields(stripe, { publishableKey: null });
    expect((await screen.findByRole('alert')).textContent).toContain('The card fields could not be loaded');
    expect(stripe.load).not.toHaveBeenCalled();
  });
});

describe('stripeLocaleOf', () => {
  it.each([
    ['en-US', 'en'],
    ['fr-CA', 'fr-CA'],
    ['es-US', 'es'],
    ['ja-JP', 'ja'],
    ['pt-BR', 'pt-BR'],
  ])('%s is %s', (tag, expected) => expect(stripeLocaleOf(tag)).toBe(expected));
});
