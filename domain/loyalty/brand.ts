/** The storefront's brand that runs the points program: the only one with the rewards pages and links (the trailer brand has loyalty off). */
export const LOYALTY_BRAND_ID = 4;
