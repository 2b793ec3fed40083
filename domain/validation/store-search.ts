/**
 * The store search field (carryout finder, review-us): a ZIP or postal code, or a city name. Part
 * of the field table (./fields.ts re-exports it) in a file of its own, because every finder page
 * sizes its search box with it in the browser and needs nothing else of the table.
 */
import type { FieldRule } from './fields';

export const STORE_SEARCH_FIELD = { max: 100 } as const satisfies FieldRule;
