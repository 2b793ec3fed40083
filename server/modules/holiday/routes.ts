/** GET /holiday-settings/holiday-check[?location.id=N]. */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { Database } from '@/server/db/client';
import { requestClock, type Clock } from '@/server/clock';
import { holidayCheckSchema } from './schema';
import { checkHoliday } from './service';

const holidayRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock?: Clock }> = async (app, { db, clock = requestClock }) => {
  app.get('/holiday-settings/holiday-check', { schema: holidayCheckSchema }, async (request) =>
    checkHoliday(db, request.market, clock(), request.query['location.id']),
  );
};

export default holidayRoutes;
