/**
 * The DoorDash Drive adapter of the dispatch interface, over Drive's REST API (v2):
 * - POST /drive/v2/quotes: a quote (delivery_status `quote`, fee in cents), valid 5 minutes;
 * - POST /drive/v2/quotes/{external_delivery_id}/accept: books the courier on that quote;
 * - POST /drive/v2/deliveries: books one without a quote (when the quote had expired);
 * - GET /drive/v2/deliveries/{external_delivery_id}, PUT …/cancel.
 * Every call carries a JWT signed as DoorDash documents: HS256 with the decoded signing secret,
 * header `dd-ver: DD-JWT-V1`, claims aud `doordash`, iss the developer id, kid the key id, iat and
 * exp (5 minutes), signed with `jose`, the project's JWT library. Webhooks are checked as DoorDash
 * secures them: the Authorization header the portal's endpoint is set to send, compared in
 * constant time. DoorDash retries a report up to 3 times unchanged, so its id is a digest of the
 * delivery, the event and its time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { Decimal, centsToDollars, dollarsToCents } from '@/domain/money';
import type { DispatchStage } from '@/domain/dispatch/stages';
import type { DoorDashSettings } from '@/server/dispatch-settings';
import { DispatchError, type DeliveryRequest, type DispatchDelivery, type DispatchQuote, type Dispatcher, type WebhookReading } from './courier';

/** DoorDash documents that a quote can be accepted within 5 minutes of its creation. */
export const DOORDASH_QUOTE_VALID_MS = 5 * 60_000;
const TOKEN_LIFETIME_S = 300;
const CALL_TIMEOUT_MS = 10_000;

/** Drive's delivery_status values, mapped to our stages. */
const STAGE_OF_STATUS: Record<string, DispatchStage> = {
  quote: 'quoted',
  created: 'requested',
  confirmed: 'assigned',
  enroute_to_pickup: 'assigned',
  arrived_at_pickup: 'assigned',
  picked_up: 'picked_up',
  enroute_to_dropoff: 'picked_up',
  arrived_at_dropoff: 'picked_up',
  delivered: 'dropped_off',
  cancelled: 'cancelled',
  enroute_to_return: 'cancelled',
  arrived_at_return: 'cancelled',
  returned: 'cancelled',
};

/** Drive's webhook event names, mapped to our stages; others move nothing. */
const STAGE_OF_EVENT: Record<string, DispatchStage> = {
  DASHER_CONFIRMED: 'assigned',
  DASHER_CONFIRMED_PICKUP_ARRIVAL: 'assigned',
  DASHER_PICKED_UP: 'picked_up',
  DASHER_CONFIRMED_DROPOFF_ARRIVAL: 'picked_up',
  DASHER_DROPPED_OFF: 'dropped_off',
  DELIVERY_RETURN_INITIALIZED: 'cancelled',
  DELIVERY_RETURNED: 'cancelled',
  DELIVERY_CANCELLED: 'cancelled',
};

/** The fields of Drive's Delivery object this adapter reads. */
type DriveDelivery = {
  external_delivery_id: string;
  delivery_status: string;
  fee?: number;
  currency?: string;
  pickup_time_estimated?: string;
  dropoff_time_estimated?: string;
  tracking_url?: string;
  support_reference?: string;
};

export type DoorDashOptions = { settings: DoorDashSettings; /** The real clock: token times and quote validity. */ now?: () => Date };

export async function doordashToken(settings: DoorDashSettings, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ aud: 'doordash', iss: settings.developerId, kid: settings.keyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', 'dd-ver': 'DD-JWT-V1' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_S)
    .sign(Buffer.from(settings.signingSecret, 'base64url'));
}

function dateOrNull(text: string | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A tracking link is shown to diners: only an https address is kept. */
function trackingLink(text: unknown): string | null {
  return typeof text === 'string' && text.length <= 2000 && /^https:\/\/[^\s]+$/.test(text) ? text : null;
}

function deliveryOf(body: DriveDelivery): DispatchDelivery {
  return {
    externalId: body.external_delivery_id,
    stage: STAGE_OF_STATUS[body.delivery_status] ?? 'requested',
    trackingUrl: trackingLink(body.tracking_url),
    providerRef: body.support_reference ?? null,
    pickupAt: dateOrNull(body.pickup_time_estimated),
    dropoffAt: dateOrNull(body.dropoff_time_estimated),
  };
}

function requestBody(request: DeliveryRequest) {
  return {
    external_delivery_id: request.externalId,
    pickup_address: request.pickup.address,
    pickup_business_name: request.pickup.businessName,
    pickup_phone_number: request.pickup.phone,
    dropoff_address: request.dropoff.address,
    dropoff_phone_number: request.dropoff.phone,
    dropoff_contact_given_name: request.dropoff.givenName,
    dropoff_contact_family_name: request.dropoff.familyName,
    dropoff_instructions: request.dropoff.instructions,
    order_value: dollarsToCents(request.orderValue),
    currency: request.currency.toUpperCase(),
  };
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function createDoorDashDispatcher({ settings, now = () => new Date() }: DoorDashOptions): Dispatcher {
  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<DriveDelivery> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiBase}${path}`, {
        method,
        headers: { authorization: `Bearer ${await doordashToken(settings, now())}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DispatchError('unavailable', `DoorDash did not answer: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => ({}))) as DriveDelivery & { message?: string };
    if (response.ok) return answer;
    const message = `DoorDash answered ${response.status}: ${answer.message ?? 'no message'}`;
    if (response.status === 404) throw new DispatchError('not_found', message);
    if (response.status >= 500 || response.status === 429 || response.status === 401 || response.status === 403) throw new DispatchError('unavailable', message);
    throw new DispatchError('refused', message);
  }

  return {
    name: 'doordash',
    async quote(request) {
      const askedAt = now();
      const body = await call('POST', '/drive/v2/quotes', requestBody(request));
      const quote: DispatchQuote = {
        externalId: body.external_delivery_id,
        fee: new Decimal(centsToDollars(body.fee ?? 0)),
        currency: (body.currency ?? request.currency).toUpperCase(),
        pickupAt: dateOrNull(body.pickup_time_estimated) ?? askedAt,
        dropoffAt: dateOrNull(body.dropoff_time_estimated) ?? askedAt,
        expiresAt: new Date(askedAt.getTime() + DOORDASH_QUOTE_VALID_MS),
      };
      return quote;
    },
    async create(request, quote) {
      const usable = quote !== null && quote.externalId === request.externalId && quote.expiresAt.getTime() > now().getTime();
      const path = usable ? `/drive/v2/quotes/${encodeURIComponent(request.externalId)}/accept` : '/drive/v2/deliveries';
      return deliveryOf(await call('POST', path, usable ? {} : requestBody(request)));
    },
    async cancel(delivery) {
      return deliveryOf(await call('PUT', `/drive/v2/deliveries/${encodeURIComponent(delivery.externalId)}/cancel`));
    },
    async status(delivery) {
      return deliveryOf(await call('GET', `/drive/v2/deliveries/${encodeURIComponent(delivery.externalId)}`));
    },
    readWebhook({ authorization, body }): WebhookReading {
      if (!authorization || !sameSecret(authorization, settings.webhookAuthorization)) return { ok: false, problem: 'unverified' };
      const event = body as Record<string, unknown> | null;
      const name = event?.event_name;
      const externalId = event?.external_delivery_id;
      const occurredAt = typeof event?.created_at === 'string' ? dateOrNull(event.created_at) : null;
      if (typeof name !== 'string' || typeof externalId !== 'string' || !externalId || !occurredAt) return { ok: false, problem: 'unreadable' };
      const id = createHash('sha256').update(`${externalId}\n${name}\n${event!.created_at as string}`).digest('hex');
      const trackingUrl = trackingLink(event!.tracking_url);
      return { ok: true, report: { id, externalId, stage: STAGE_OF_EVENT[name] ?? null, trackingUrl, occurredAt, event: name } };
    },
  };
}
