import * as constants from './constants';
import { COOKIE_NAMES } from './constants';

describe('constants', () => {
  it.each([
    ['BRAND_ID', 4],
    ['PRICE_RANGE', '$$'],
    ['CUISINE', 'barbecue'],
    ['COOKIE_CONSENT_MAX_AGE', 63115200],
    ['ROOT_PATH_COOKIE_MAX_AGE', 21600],
    ['HIDE_PROMOTIONS_BAR_MAX_AGE', 604800],
    ['PASSWORD_MIN_LENGTH', 8],
    ['CENTS_FACTOR', 100],
    ['SECONDS_PER_DAY', 86400],
    ['DEFAULT_PAGE_SIZE', 30],
    ['LARGE_PAGE_SIZE', 35],
    ['DATE_FORMAT', 'MM/dd/yyyy'],
    ['IMAGE_QUALITY', 75],
    ['IMAGE_LAZY_ROOT_MARGIN', '200px'],
  ] as const)('%s is %p (SPEC §9)', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('keeps image sizes within the SPEC ranges', () => {
    expect([constants.IMAGE_DEVICE_SIZES[0], constants.IMAGE_DEVICE_SIZES.at(-1)]).toEqual([640, 3840]);
    expect([constants.IMAGE_SIZES[0], constants.IMAGE_SIZES.at(-1)]).toEqual([8, 512]);
  });

  it('runs the holiday window from 15 September to 15 January', () => {
    expect(constants.HOLIDAY_WINDOW).toEqual({ start: { month: 9, day: 15 }, end: { month: 1, day: 15 } });
  });
});

describe('COOKIE_NAMES', () => {
  it('names every stored key of SPEC §3 exactly once', () => {
    expect(Object.values(COOKIE_NAMES).sort()).toEqual(
      [
        'bannerRewardsItemId',
        'quoteNGN',
        'hidePromotionsBar',
        'handoff',
        'couponItemId',
        'quotecateringId',
        'cookieConsent',
        'jwt_token',
        'menuAtAGlanceItem',
        'loyaltyCouponCodeItem',
        'loyaltyCouponCode',
        'loyaltyItem',
        'hideContinueToInternationalSitePrompt',
      ].sort(),
    );
  });
});
