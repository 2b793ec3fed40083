/**
 * The checkout's opt-in to texts about an order. The API says whether texts are offered and the
 * exact consent wording for the order's store in the diner's language; the diner agrees to that
 * wording, and the consent keeps it with the number and the time. Only an open order (still at
 * checkout) takes or drops a consent, and only its guest (the order's token) or owner may.
 */
import { storePhoneText } from '@/domain/addresses/store-phone';
import { languageOf, type LocaleTag } from '@/domain/markets';
import { deliveryOrPickup } from '@/domain/ordering/handoffs';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import { consentWording, TEXT_ALERT_MESSAGES, textAlertErrorCode } from '@/domain/text-alerts';
import { interpolate } from '@/domain/interpolate';
import { phoneE164 } from '@/domain/validation/phones';
import type { Database } from '@/server/db/client';
import { BadRequestError, ConflictError } from '@/server/errors';
import { mayAccess, orderNotFound, type OrderCaller } from '@/server/modules/orders';
import { alertOrderOf, consentOf, deleteConsent, saveConsent, type AlertOrder, type ConsentRow } from './repository';

export type ConsentDeps = { db: Database; offered: boolean; clock: () => Date };

export type TextAlertsView = {
  offered: boolean;
  handoff: 'pickup' | 'delivery';
  wording: string | null;
  consent: { phone: string; locale: string; consentedAt: string } | null;
};

async function accessibleOrder(db: Database, orderId: string, caller: OrderCaller): Promise<AlertOrder> {
  const found = await alertOrderOf(db, orderId);
  if (!found || !mayAccess(found.order, caller)) throw orderNotFound(orderId);
  return found;
}

function wordingFor(found: AlertOrder, locale: LocaleTag): string {
  const phone = storePhoneText(found.storePhone, found.order.countryCode, locale);
  return consentWording(languageOf(locale), { brand: found.brand, store: found.store, phone });
}

function viewOf(deps: ConsentDeps, found: AlertOrder, consent: ConsentRow | null, locale: LocaleTag): TextAlertsView {
  return {
    offered: deps.offered,
    handoff: deliveryOrPickup(found.order.handoffId),
    wording: deps.offered ? wordingFor(found, locale) : null,
    consent: consent && { phone: consent.phone, locale: consent.locale, consentedAt: consent.consentedAt.toISOString() },
  };
}

function refusal(name: 'off' | 'wordingChanged' | 'orderClosed', params: Record<string, string | number> = {}): ConflictError {
  return new ConflictError(interpolate(TEXT_ALERT_MESSAGES[name], params), { code: textAlertErrorCode(name), params });
}

function assertChangeable(deps: ConsentDeps, found: AlertOrder): void {
  if (!deps.offered) throw refusal('off');
  if (found.order.statusId !== ORDER_STATUS.open) throw refusal('orderClosed', { number: found.order.number });
}

export function createConsentService(deps: ConsentDeps) {
  return {
    async view(orderId: string, caller: OrderCaller, locale: LocaleTag): Promise<TextAlertsView> {
      const found = await accessibleOrder(deps.db, orderId, caller);
      return viewOf(deps, found, await consentOf(deps.db, orderId), locale);
    },

    async optIn(orderId: string, caller: OrderCaller, input: { phone: string; wording: string }, locale: LocaleTag): Promise<TextAlertsView> {
      const found = await accessibleOrder(deps.db, orderId, caller);
      assertChangeable(deps, found);
      const phone = phoneE164(input.phone, found.order.countryCode);
      if (!phone) {
        const params = { phone: input.phone.trim(), country: found.order.countryCode };
        throw new BadRequestError(interpolate(TEXT_ALERT_MESSAGES.phoneInvalid, params), undefined, { code: textAlertErrorCode('phoneInvalid'), params });
      }
      const wording = wordingFor(found, locale);
      if (input.wording !== wording) throw refusal('wordingChanged');
      const consent = await saveConsent(deps.db, { orderId, brandId: found.order.brandId, phone, locale, wording, consentedAt: deps.clock() });
      return viewOf(deps, found, consent, locale);
    },

    async optOut(orderId: string, caller: OrderCaller, locale: LocaleTag): Promise<TextAlertsView> {
      const found = await accessibleOrder(deps.db, orderId, caller);
      assertChangeable(deps, found);
      await deleteConsent(deps.db, orderId);
      return viewOf(deps, found, null, locale);
    },
  };
}
