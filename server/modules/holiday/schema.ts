/** Schema of GET /holiday-settings/holiday-check: an optional store id as `location.id`. */
import { Type } from '@sinclair/typebox';
import { errorResponses, Id } from '@/server/schemas/common';

const CalendarDay = Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }), Type.Null()]);

export const WireHolidayCheckSchema = Type.Object({
  isHolidayPeriod: Type.Boolean({ description: 'A holiday period applies today' }),
  isPreorderPeriod: Type.Boolean({ description: 'Holiday pre-orders are taken today' }),
  holidayTimeslotGenStartDate: { ...CalendarDay, description: 'First pick-up day of a holiday pre-order' },
  holidayTimeslotGenEndDate: { ...CalendarDay, description: 'Last pick-up day of a holiday pre-order' },
});

export const HolidayCheckQuery = Type.Object(
  { 'location.id': Type.Optional(Id('Store id: its own periods, else its brand’s, on its own calendar')) },
);

export const holidayCheckSchema = {
  tags: ['holiday'],
  summary: 'Whether a holiday or a pre-order period applies, for the brand or one store',
  querystring: HolidayCheckQuery,
  response: { 200: WireHolidayCheckSchema, ...errorResponses(404) },
};
