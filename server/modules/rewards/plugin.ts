/**
 * Mystery rewards, achievements, birthday and anniversary rewards and referral rewards, as one
 * plugin under /online-ordering. Every route needs a signed-in diner. The random source of the
 * mystery draw is injected (a cryptographic one by default), so tests choose the prizes. Reward
 * eligibility runs on the real time (`realClock` by default): the demo clock never moves it.
 */
import { randomInt } from 'node:crypto';
import type { RandomSource } from '@/domain/loyalty/mystery-rewards';
import { requireCustomer } from '@/server/auth/plugin';
import { realClock, type Clock } from '@/server/clock';
import type { Database } from '@/server/db/client';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { createMysteryService } from './mystery';
import rewardRoutes from './routes';

const RANGE = 2 ** 47;

/** A uniform number in [0, 1) from the operating system's generator. */
export const cryptoRandom: RandomSource = () => randomInt(RANGE) / RANGE;

export type RewardsModuleOptions = { db: Database; random?: RandomSource; clock?: Clock };

const rewardsModule: FastifyPluginAsyncTypebox<RewardsModuleOptions> = async (app, { db, random = cryptoRandom, clock = realClock }) => {
  app.addHook('preHandler', requireCustomer);
  await app.register(rewardRoutes, { db, mystery: createMysteryService(db, random), clock });
};

export default rewardsModule;
