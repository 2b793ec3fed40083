/**
 * The texts of refused store-hours edits (weekly hours, dated exceptions) and the code the API
 * sends with each (`staff_hours_…`); the console has a text for each code
 * (staffHours.error.<code>). The form says the same text beside the field at fault.
 */
export const HOURS_MESSAGES = {
  managersOnly: 'Only a store manager or a brand admin can change store hours; ask your manager',
  timeInvalid: 'Write a time of day as HH:MM, from 00:00 to 23:59 (not [time])',
  intervalEmpty: 'An interval opens and closes at the same time: to open all day, keep that one interval alone on the day',
  tooManyIntervals: 'A day takes at most [max] intervals',
  overlap: '[first] and [second] overlap on [day]: an interval opens after the one before it closes',
  overnightOverlap: 'The interval ending after midnight on [day] runs into the first interval of the next day',
  weekIncomplete: 'Send each day of the week once, Monday (1) to Sunday (7)',
  dateRequired: 'Choose the date of the closure or special hours',
  dateInvalid: 'The date [date] does not exist: write it as YYYY-MM-DD',
  datePast: 'The date [date] has passed in the store’s time zone',
  dateTooFar: 'An exception is set at most [max] days ahead',
  dateTaken: 'The store has an exception on [date] already: edit that one',
  intervalsRequired: 'Special hours need at least one interval, or mark the day closed',
  closedWithIntervals: 'A day closed all day has no intervals',
  occasionUnknown: 'The occasion [occasion] is not one the site names: write a note instead',
  noteTooLong: 'A note takes at most [max] characters',
  occasionAndNote: 'Choose an occasion or write a note, not both',
  exceptionNotFound: 'Exception [id] was not found at this store',
} as const;

export type HoursMessageName = keyof typeof HOURS_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type HoursErrorCode = `staff_hours_${Snake<HoursMessageName>}`;

export function hoursErrorCode(name: HoursMessageName): HoursErrorCode {
  return `staff_hours_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as HoursErrorCode;
}

export const HOURS_ERROR_CODES: readonly HoursErrorCode[] = (Object.keys(HOURS_MESSAGES) as HoursMessageName[]).map(hoursErrorCode);
