/**
 * A stand-in for Stripe.js in jsdom tests (Stripe.js itself loads from js.stripe.com, out of reach
 * here): the Payment Element mounts a marker into the node it is given and says `ready` when the
 * test says so; `submit`, `createPaymentMethod` and `handleNextAction` answer what the test set.
 */
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import type { StripeLoader } from '../stripe-card-fields';

type Handler = (event?: unknown) => void;

export type FakeStripe = {
  load: StripeLoader & jest.Mock;
  /** What the element was created with, and the locale Stripe.js was loaded in. */
  elementsOptions: Record<string, unknown>[];
  locales: StripeElementLocale[];
  /** Fires an event of the mounted Payment Element ('ready', 'change', 'loaderror'). */
  emit(event: string): void;
  submit: jest.Mock;
  createPaymentMethod: jest.Mock;
  handleNextAction: jest.Mock;
  update: jest.Mock;
};

export const VISA_METHOD = { id: 'pm_1Visa', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 } };

export function fakeStripe(): FakeStripe {
  let handlers = new Map<string, Handler>();
  const submit = jest.fn().mockResolvedValue({});
  const createPaymentMethod = jest.fn().mockResolvedValue({ paymentMethod: VISA_METHOD });
  const handleNextAction = jest.fn().mockResolvedValue({ paymentIntent: { id: 'pi_1Confirmed', status: 'requires_capture' } });
  const update = jest.fn();
  const elementsOptions: Record<string, unknown>[] = [];
  const locales: StripeElementLocale[] = [];
  const element = {
    on(event: string, handler: Handler) {
      handlers.set(event, handler);
      return element;
    },
    mount(node: HTMLElement) {
      const marker = document.createElement('div');
      marker.dataset.testid = 'stripe-payment-element';
      node.appendChild(marker);
    },
    destroy: () => (handlers = new Map()),
    focus: jest.fn(),
  };
  const elements = { create: () => element, submit, update, getElement: () => element };
  const stripe = {
    elements(options: Record<string, unknown>) {
      elementsOptions.push(options);
      return elements;
    },
    createPaymentMethod,
    handleNextAction,
  } as unknown as Stripe;
  const load = jest.fn(async (_key: string, options: { locale: StripeElementLocale }) => {
    locales.push(options.locale);
    return stripe;
  }) as StripeLoader & jest.Mock;
  return { load, elementsOptions, locales, emit: (event) => handlers.get(event)?.(), submit, createPaymentMethod, handleNextAction, update };
}
