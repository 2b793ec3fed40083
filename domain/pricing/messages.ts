/** The prices back office's refusals, in English (the console translates by code and shows these as the fallback). */
export const PRICE_MESSAGES = {
  adminsOnly: 'Only brand admins change prices',
  itemNotFound: 'Item [itemId] was not found',
  storeNotFound: 'Store [storeId] was not found',
  notSold: 'Store [storeId] does not sell item [itemId]',
  optionNotSold: 'Store [storeId] does not sell option [optionId]',
  decimalsInvalid: 'A price in [currency] has at most [decimals] decimals',
  sectionNotFound: 'Section [sectionId] was not found',
  stateNotFound: 'State [stateId] was not found',
  marketNotFound: 'Market [countryCode] was not found',
  percentInvalid: 'A percentage must be between -100 and 1000, with at most 2 decimals',
  amountInvalid: 'An amount must be a price such as 12.50',
  nothingMoves: 'No price moves with this change',
  runAtInvalid: 'Choose a time after now and within a year',
  changeNotFound: 'Planned price change [changeId] was not found',
  changeNotPending: 'Planned price change [changeId] already [status]',
} as const;
