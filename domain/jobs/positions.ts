/**
 * What a restaurant hires for and when an applicant can work: the positions (ids are stable, the
 * storefront and the emails label them by name), the days of the week and the shifts.
 */
export const JOB_POSITIONS = [
  { id: 1, name: 'crewMember' },
  { id: 2, name: 'pitCook' },
  { id: 3, name: 'cateringDriver' },
  { id: 4, name: 'shiftLeader' },
  { id: 5, name: 'generalManager' },
] as const;

export type JobPositionName = (typeof JOB_POSITIONS)[number]['name'];
type JobPosition = (typeof JOB_POSITIONS)[number];

export function jobPositionOf(id: number): JobPosition | undefined {
  return JOB_POSITIONS.find((position) => position.id === id);
}

/** Monday first, as schedules are written. */
export const WORK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WorkDay = (typeof WORK_DAYS)[number];

export const WORK_SHIFTS = ['morning', 'afternoon', 'evening', 'night'] as const;
export type WorkShift = (typeof WORK_SHIFTS)[number];

export const isWorkDay = (value: string): value is WorkDay => (WORK_DAYS as readonly string[]).includes(value);
export const isWorkShift = (value: string): value is WorkShift => (WORK_SHIFTS as readonly string[]).includes(value);

/** The days or shifts in their calendar order, each once. */
export function inOrder<T extends string>(all: readonly T[], chosen: readonly T[]): T[] {
  return all.filter((value) => chosen.includes(value));
}
