/**
 * The demo chain's brands. Every name here is invented.
 * 4 is the barbecue chain the running site serves, 3 the Texas trailer concept, 1 a sister brand.
 * Each counts orders toward rewards from 5.00 received, lets one guest hold two orders in a
 * 15-minute slot, and holds for staff review an order above 500.00 paid by a guest or an account
 * younger than 7 days (well above any everyday demo order).
 */
import type { BrandSeed } from '../types';

export const MAIN_BRAND_ID = 4;

/** The demo brands' review hold threshold, in US dollars (domain/staff/review-thresholds.ts scales it per currency). */
export const DEMO_REVIEW_HOLD_THRESHOLD = '500.00';

export const BRANDS: readonly BrandSeed[] = [
  {
    id: 1,
    folderPath: 'copper-kettle',
    metaTitle: 'Copper Kettle Fried Chicken | Hand-Battered Since 1978',
    title: 'Copper Kettle Fried Chicken',
    shortTitle: 'Copper Kettle',
    webUrl: 'https://www.copperkettle-chicken.example',
    config: {
      footerColor: '#5a3a1a',
      rewardsTitle: 'Copper Kettle Perks',
      cutleryKit: false,
      loyaltyEnabled: false,
      holidayEnabled: false,
      cateringPhone: '1-866-555-0111',
    },
    rewardMinimumAmount: '5.00',
    guestSlotOrderCap: 2,
    reviewHoldThreshold: DEMO_REVIEW_HOLD_THRESHOLD,
  },
  {
    id: 3,
    folderPath: 'red-dirt-trailer',
    metaTitle: 'Red Dirt Trailer BBQ | Texas Barbecue Off the Back of a Trailer',
    title: 'Red Dirt Trailer BBQ',
    shortTitle: 'Red Dirt',
    webUrl: 'https://www.reddirt-trailer.example',
    config: {
      footerColor: '#a4442a',
      rewardsTitle: 'Join the Red Dirt Email Club',
      cutleryKit: true,
      loyaltyEnabled: false,
      holidayEnabled: false,
      cateringPhone: '1-866-555-0133',
    },
    rewardMinimumAmount: '5.00',
    guestSlotOrderCap: 2,
    reviewHoldThreshold: DEMO_REVIEW_HOLD_THRESHOLD,
  },
  {
    id: MAIN_BRAND_ID,
    folderPath: 'whitlocks',
    metaTitle: "Whitlock's Barbecue Pit | Legit Texas Barbecue Since 1941",
    title: "Whitlock's Barbecue Pit",
    shortTitle: "Whitlock's",
    webUrl: 'https://www.whitlocks-bbq.example',
    config: {
      footerColor: '#2b1a12',
      rewardsTitle: "Whitlock's Pit Points",
      cutleryKit: false,
      loyaltyEnabled: true,
      pointsPerUnit: 10,
      holidayEnabled: true,
      cateringPhone: '1-866-555-0141',
    },
    rewardMinimumAmount: '5.00',
    guestSlotOrderCap: 2,
    reviewHoldThreshold: DEMO_REVIEW_HOLD_THRESHOLD,
  },
];
