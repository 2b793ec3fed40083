/**
 * Saved cards on Stripe: each Hickory customer has one Stripe customer (`cus_...`), created with
 * the first card saved, and each saved card is the PaymentMethod from Stripe.js attached to it.
 * A PaymentIntent then names both. Removing a card detaches its PaymentMethod, after which
 * Stripe refuses it. Stripe refuses to attach a PaymentMethod that already paid without a
 * customer: a card kept with a payment is paid with its customer and `setup_future_usage`, which
 * attaches it (./stripe-gateway).
 */
import Stripe from 'stripe';
import { isCardBrand } from '@/domain/payments/card-brands';
import { DECLINE_CODES, GENERIC_DECLINE_CODE, type DeclineCode } from '@/domain/payments/messages';
import { declineFor } from '@/domain/payments/test-cards';
import type { GatewayFailure, KeepCardFor, SaveCardRequest, SavedCard } from './gateway';
import { failure } from './request-checks';
import { quoteId } from './signed-id';

const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,200}$/;
const CUSTOMER_ID = /^cus_[A-Za-z0-9]{1,200}$/;
/** The metadata key of a Stripe customer naming the Hickory customer it stands for. */
export const CUSTOMER_METADATA = 'hickory_customer_id';

export async function saveStripeCard(stripe: Stripe, request: SaveCardRequest): Promise<SavedCard | GatewayFailure> {
  if (!PAYMENT_METHOD_ID.test(request.token)) return failure('invalid_token', 'Payment token is not valid');
  const refused = customerRefusal(request.customerRef);
  if (refused) return refused;
  try {
    const customerRef = await stripeCustomerFor(stripe, request);
    const method = await stripe.paymentMethods.attach(request.token, { customer: customerRef });
    const card = method.card;
    if (!card || !isCardBrand(card.brand)) {
      await stripe.paymentMethods.detach(method.id);
      return failure('invalid_card', 'Cards of this network are not accepted: try another card');
    }
    return { ok: true, customerRef, paymentMethodRef: method.id, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      const reason = [error.decline_code, error.code].find((code): code is DeclineCode => (DECLINE_CODES as readonly (string | undefined)[]).includes(code));
      return { ok: false, ...declineFor(reason ?? GENERIC_DECLINE_CODE) };
    }
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return failure('invalid_token', `The card could not be saved: ${error.message}`);
    throw error;
  }
}

/** A given customer id that is not a Stripe customer's, refused before anything is sent. */
export function customerRefusal(customerRef: string | undefined): GatewayFailure | null {
  if (customerRef === undefined || CUSTOMER_ID.test(customerRef)) return null;
  return failure('invalid_reference', `Customer ${quoteId(customerRef)} is not valid`);
}

/** The Stripe customer of a Hickory customer: the one given, or created (a retried creation answers the first one). */
export async function stripeCustomerFor(stripe: Stripe, owner: KeepCardFor): Promise<string> {
  if (owner.customerRef) return owner.customerRef;
  const created = await stripe.customers.create(
    { ...(owner.email ? { email: owner.email } : {}), metadata: { [CUSTOMER_METADATA]: String(owner.customerId) } },
    { idempotencyKey: `customer_${owner.customerId}` },
  );
  return created.id;
}

export async function removeStripeCard(stripe: Stripe, customerRef: string, paymentMethodRef: string): Promise<{ ok: true } | GatewayFailure> {
  if (!PAYMENT_METHOD_ID.test(paymentMethodRef)) return failure('invalid_token', `Payment method ${quoteId(paymentMethodRef)} is not valid`);
  try {
    const method = await stripe.paymentMethods.retrieve(paymentMethodRef);
    const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
    if (owner === null) return { ok: true };
    if (owner !== customerRef) return failure('invalid_token', `Payment method ${quoteId(paymentMethodRef)} is not attached to this customer`);
    await stripe.paymentMethods.detach(paymentMethodRef);
    return { ok: true };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return { ok: true };
    throw error;
  }
}

/** Deletes the Stripe customer, which Stripe does with its payment methods; one already deleted is gone already. */
export async function deleteStripeCustomer(stripe: Stripe, customerRef: string): Promise<{ ok: true } | GatewayFailure> {
  const refused = customerRefusal(customerRef);
  if (refused) return refused;
  try {
    await stripe.customers.del(customerRef);
    return { ok: true };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return { ok: true };
    throw error;
  }
}
