/** GET /holiday-settings/holiday-check: whether a holiday or a pre-order period applies, and the pre-order pick-up days. */
export type WireHolidayCheck = {
  isHolidayPeriod: boolean;
  isPreorderPeriod: boolean;
  /** The first day a pre-order may be picked up ('YYYY-MM-DD'), null without a season. */
  holidayTimeslotGenStartDate: string | null;
  /** The last day a pre-order may be picked up ('YYYY-MM-DD'), null without a season. */
  holidayTimeslotGenEndDate: string | null;
};
