/**
 * The sandbox processor's saved cards, as a processor keeps them: a customer (`cus_sbx_...`) and
 * payment methods attached to it (`pm_sbx_...`). Both are signed ids (./signed-id); a payment
 * method carries the card (brand, last 4, expiry, test outcome) and the fingerprint of its
 * customer, so it pays only together with that customer. Which payment methods are attached and
 * which were detached is in the processor's books (./sandbox-ledger-repository): a detached one
 * never pays again.
 */
import { randomBytes } from 'node:crypto';
import { isExpired } from '@/domain/payments/card';
import { declineFor } from '@/domain/payments/test-cards';
import type { GatewayFailure, SaveCardRequest, SavedCard, SavedCardRef } from './gateway';
import { failure } from './request-checks';
import type { SandboxLedger } from './sandbox-ledger-repository';
import { fingerprint, quoteId, type SignedIdCodec } from './signed-id';
import type { CardState } from './sandbox-gateway';

export const SANDBOX_CARD_PREFIXES = { customer: 'cus_sbx_', paymentMethod: 'pm_sbx_' } as const;

export type SandboxCardVaultDeps = {
  codec: SignedIdCodec;
  ledger: SandboxLedger;
  now: () => Date;
  /** The prefix of the hosted fields' tokens. */
  tokenPrefix: string;
  /** The card a signed payload (a token's, a payment method's) carries, or undefined. */
  readCard: (payload: Record<string, unknown> | undefined) => CardState | undefined;
};

export function createSandboxCardVault({ codec, ledger, now, tokenPrefix, readCard }: SandboxCardVaultDeps) {
  const isCustomer = (ref: unknown) => codec.verify(SANDBOX_CARD_PREFIXES.customer, ref)?.v === 1;

  return {
    async save(request: SaveCardRequest): Promise<SavedCard | GatewayFailure> {
      const card = readCard(codec.verify(tokenPrefix, request.token));
      if (!card) return failure('invalid_token', 'Payment token is not valid');
      if (isExpired({ month: card.expMonth, year: card.expYear }, now())) return { ok: false, ...declineFor('expired_card') };
      if (request.customerRef !== undefined && !isCustomer(request.customerRef)) {
        return failure('invalid_reference', `Customer ${quoteId(request.customerRef)} is not valid`);
      }
      const customerRef =
        request.customerRef ?? codec.sign(SANDBOX_CARD_PREFIXES.customer, { v: 1, c: request.customerId, n: nonce() });
      const paymentMethodRef = codec.sign(SANDBOX_CARD_PREFIXES.paymentMethod, {
        v: 1,
        cus: fingerprint(customerRef),
        b: card.brand,
        l4: card.last4,
        m: card.expMonth,
        y: card.expYear,
        o: card.outcome,
        n: nonce(),
      });
      await ledger.attachCard(paymentMethodRef, customerRef);
      const { brand, last4, expMonth, expYear } = card;
      return { ok: true, customerRef, paymentMethodRef, brand, last4, expMonth, expYear };
    },

    async remove(customerRef: string, paymentMethodRef: string): Promise<{ ok: true } | GatewayFailure> {
      const row = await ledger.paymentMethodOf(paymentMethodRef);
      if (!row || row.customerRef !== customerRef) return failure('invalid_token', `Payment method ${quoteId(paymentMethodRef)} is not attached to this customer`);
      await ledger.detachCard(paymentMethodRef, now());
      return { ok: true };
    },

    /** The customer's processor record goes: every card attached to it is detached. */
    async forget(customerRef: string): Promise<{ ok: true } | GatewayFailure> {
      if (!isCustomer(customerRef)) return failure('invalid_reference', `Customer ${quoteId(customerRef)} is not valid`);
      await ledger.detachCardsOf(customerRef, now());
      return { ok: true };
    },

    /** The card a saved card charges: its payment method attached to that very customer and not detached. */
    async cardOf({ customerRef, paymentMethodRef }: SavedCardRef): Promise<CardState | undefined> {
      const payload = codec.verify(SANDBOX_CARD_PREFIXES.paymentMethod, paymentMethodRef);
      if (!payload || payload.v !== 1 || payload.cus !== fingerprint(customerRef)) return undefined;
      const row = await ledger.paymentMethodOf(paymentMethodRef);
      if (!row || row.customerRef !== customerRef || row.detachedAt !== null) return undefined;
      return readCard(payload);
    },
  };
}

const nonce = () => randomBytes(8).toString('base64url');
