/**
 * The staff console's gift card routes (domain/wire/staff-gift-cards.ts), under /online-ordering:
 * a brand admin looks a card up by number and unlocks it. Staff tokens only; store staff get 403.
 */
import { Type } from '@sinclair/typebox';
import { GIFT_CARD_FIELDS } from '@/domain/validation/fields';
import { STAFF_GIFT_CARD_PATHS } from '@/domain/wire/staff-gift-cards';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { Database } from '@/server/db/client';
import { cardForm } from '@/server/schemas/card-form';
import { errorResponses, Id, Strict } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { lookUpGiftCard, unlockGiftCard } from './staff';

const StaffGiftCard = Type.Object({
  id: Type.Integer(),
  last4: Type.String(),
  balance: Type.String(),
  currency: Type.String(),
  lock: Type.Union([Type.Literal('open'), Type.Literal('locked'), Type.Literal('held')]),
  lockedUntil: Type.Union([Type.String(), Type.Null()]),
  wrongPins: Type.Integer(),
  locks: Type.Integer(),
});

const lookupSchema = {
  tags: ['staff', 'payments'],
  summary: 'Look a gift card of the brand up by its number (brand admins)',
  body: cardForm(Strict({ number: FieldText(GIFT_CARD_FIELDS.number) }), ['number']),
  response: { 200: StaffGiftCard, ...errorResponses(400, 401, 403, 404) },
};

const unlockSchema = {
  tags: ['staff', 'payments'],
  summary: 'Unlock a gift card that wrong PINs locked (brand admins; recorded in the staff audit log)',
  params: Type.Object({ giftCardId: Id('The gift card id the lookup answered') }),
  response: { 200: StaffGiftCard, ...errorResponses(401, 403, 404) },
};

export type StaffGiftCardDeps = { db: Database; guards: StaffGuards; now: () => Date };

const staffGiftCardRoutes: FastifyPluginAsyncTypebox<StaffGiftCardDeps> = async (app, { db, guards, now }) => {
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', null);
  app.post(STAFF_GIFT_CARD_PATHS.lookup, { schema: lookupSchema, preHandler: guards.ready }, async (request) =>
    lookUpGiftCard(db, signedInStaff(request), request.body.number, now()),
  );

  app.post(STAFF_GIFT_CARD_PATHS.unlock, { schema: unlockSchema, preHandler: guards.ready }, async (request) =>
    unlockGiftCard(db, { staff: signedInStaff(request), requestId: request.id, clientAddress: request.ip }, request.params.giftCardId, now()),
  );
};

export default staffGiftCardRoutes;
