/** Request and response schemas of a store's hours (domain/wire/staff-hours.ts). Bodies allow no extra fields; lengths come from the hours rules (domain/staff/staff-hours.ts), which check the rest with their own messages. */
import { Type } from '@sinclair/typebox';
import { EXCEPTION_NOTE_MAX, MAX_INTERVALS_PER_DAY } from '@/domain/staff/staff-hours';
import { errorResponses, Id, Strict } from '@/server/schemas/common';

const tags = ['staff'];
const Clock = Type.String({ minLength: 1, maxLength: 8, description: 'A time of day on the store’s clock, HH:MM' });
const Interval = Strict({ opened: Clock, closed: Clock }, { description: 'Closing at or before the opening time: the interval ends after midnight' });
const Intervals = Type.Array(Interval, { maxItems: MAX_INTERVALS_PER_DAY });
const StoreParams = Strict({ storeId: Id('Store id') });
const ExceptionParams = Strict({ storeId: Id('Store id'), exceptionId: Id('Exception id') });

const Day = Strict({
  weekday: Type.Integer({ minimum: 1, maximum: 7, description: '1 = Monday … 7 = Sunday' }),
  intervals: Intervals,
  byAppointmentOnly: Type.Boolean(),
});

const ExceptionBody = Strict({
  date: Type.String({ minLength: 1, maxLength: 10, description: 'The store’s local date, YYYY-MM-DD' }),
  closed: Type.Boolean({ description: 'Closed all day (no intervals)' }),
  intervals: Intervals,
  occasion: Type.Union([Type.Null(), Type.String({ maxLength: 40 })], { description: 'thanksgiving, christmas or new-years-eve' }),
  note: Type.Union([Type.Null(), Type.String({ maxLength: EXCEPTION_NOTE_MAX })], { description: 'Shown as written when there is no occasion' }),
});

const IntervalOut = Type.Object({ opened: Type.String(), closed: Type.String() });
const ExceptionOut = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  closed: Type.Boolean(),
  intervals: Type.Array(IntervalOut),
  occasion: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
});
const StoreHoursOut = Type.Object({
  store: Type.Object({ id: Type.Integer(), title: Type.String(), timeZone: Type.String() }),
  today: Type.String(),
  week: Type.Array(Type.Object({ weekday: Type.Integer(), intervals: Type.Array(IntervalOut), byAppointmentOnly: Type.Boolean() })),
  exceptions: Type.Array(ExceptionOut),
});

const note = 'Store managers of the store and brand admins (store staff: 403; a store the caller does not run: 404).';

export const storeHoursSchema = {
  tags,
  summary: 'A store’s hours',
  description: `${note} The weekly hours and the dated exceptions from the store’s local today on.`,
  params: StoreParams,
  response: { 200: StoreHoursOut, ...errorResponses(401, 403, 404) },
};

export const changeWeekSchema = {
  tags,
  summary: 'Change a store’s weekly hours',
  description: `${note} Each weekday once, with its intervals (none: closed); intervals may not overlap, nor a night run into the next day (audited).`,
  params: StoreParams,
  body: Strict({ week: Type.Array(Day, { maxItems: 7 }) }),
  response: { 200: StoreHoursOut, ...errorResponses(401, 403, 404) },
};

export const addExceptionSchema = {
  tags,
  summary: 'Add a dated exception to a store’s hours',
  description: `${note} Closed all day, or special hours, on a date from today on; one per date (audited).`,
  params: StoreParams,
  body: ExceptionBody,
  response: { 201: ExceptionOut, ...errorResponses(401, 403, 404, 409) },
};

export const changeExceptionSchema = {
  tags,
  summary: 'Change a dated exception of a store’s hours',
  description: `${note} Another store’s exception: 404 (audited).`,
  params: ExceptionParams,
  body: ExceptionBody,
  response: { 200: ExceptionOut, ...errorResponses(401, 403, 404, 409) },
};

export const deleteExceptionSchema = {
  tags,
  summary: 'Delete a dated exception of a store’s hours',
  description: `${note} The weekly hours apply that day again (audited).`,
  params: ExceptionParams,
  response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
};
