/**
 * A store's hours as managers edit them (under /online-ordering): the weekly hours with split
 * shifts, and the dated exceptions (closed all day, or special hours) from the store's today on.
 * Times are 'HH:MM' on the store's clock; an interval closing at or before its opening ends after midnight.
 */
export const STAFF_HOURS_PATHS = {
  hours: '/admin/stores/:storeId/hours',
  exceptions: '/admin/stores/:storeId/hours/exceptions',
  exception: '/admin/stores/:storeId/hours/exceptions/:exceptionId',
} as const;

export const staffHoursPath = (path: string, storeId: number, exceptionId?: number) =>
  path.replace(':storeId', String(storeId)).replace(':exceptionId', String(exceptionId ?? ''));

export type WireHoursInterval = { opened: string; closed: string };

/** 1 = Monday … 7 = Sunday; no intervals = closed. */
export type WireHoursDay = { weekday: number; intervals: WireHoursInterval[]; byAppointmentOnly: boolean };

export type WireHoursExceptionEntry = {
  id: number;
  /** The store's local date, 'YYYY-MM-DD'. */
  date: string;
  closed: boolean;
  intervals: WireHoursInterval[];
  /** A known day the site names in every language ('thanksgiving', 'christmas', 'new-years-eve'). */
  occasion: string | null;
  note: string | null;
};

export type WireStoreHours = {
  store: { id: number; title: string; timeZone: string };
  /** The store's local date now: exceptions are listed, and may be set, from it on. */
  today: string;
  week: WireHoursDay[];
  exceptions: WireHoursExceptionEntry[];
};

export type WireHoursWeekRequest = { week: WireHoursDay[] };
export type WireHoursExceptionRequest = Omit<WireHoursExceptionEntry, 'id'>;
