/** Mystery rewards, achievements and the birthday of the signed-in diner (domain/wire/rewards.ts). */
import type { Clock } from '@/server/clock';
import type { Database } from '@/server/db/client';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { customerIdOf } from '@/server/modules/profile';
import { listAchievements } from './achievements';
import { birthdayOf, setBirthday } from './birthday';
import type { MysteryService } from './mystery';
import * as s from './schema';

export type RewardRoutesOptions = { db: Database; mystery: MysteryService; clock: Clock };

const rewardRoutes: FastifyPluginAsyncTypebox<RewardRoutesOptions> = async (app, { db, mystery, clock }) => {
  app.get('/loyalty/my-profile/mystery-reward-progress', { schema: s.progressSchema }, async (request) =>
    mystery.progress(customerIdOf(request), request.market.locale),
  );
  app.post('/loyalty/mystery-rewards/reveal', { schema: s.revealSchema }, async (request) =>
    mystery.reveal(customerIdOf(request), request.market.locale, clock()),
  );
  app.post('/loyalty/mystery-rewards/:revealId/reroll', { schema: s.rerollSchema }, async (request) =>
    mystery.reroll(customerIdOf(request), request.params.revealId, request.market.locale, clock()),
  );
  app.post('/loyalty/mystery-rewards/:revealId/accept', { schema: s.acceptSchema }, async (request) =>
    mystery.accept(customerIdOf(request), request.params.revealId, request.market.locale, clock()),
  );
  app.get('/loyalty/my-profile/achievements', { schema: s.achievementsSchema }, async (request) =>
    listAchievements(db, customerIdOf(request), request.market.locale, clock()),
  );
  app.get('/loyalty/my-profile/birthday', { schema: s.getBirthdaySchema }, async (request) => birthdayOf(db, customerIdOf(request)));
  app.put('/loyalty/my-profile/birthday', { schema: s.putBirthdaySchema }, async (request) =>
    setBirthday(db, customerIdOf(request), request.body.month, request.body.day, clock()),
  );
};

export default rewardRoutes;
