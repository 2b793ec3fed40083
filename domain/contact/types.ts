/**
 * The choices of the contact forms: how the guest visited (talk-to-{brand}) and what general
 * feedback is about. Ids are stable (they are stored); the API labels them in the guest's language.
 */
export const VISIT_TYPES = [
  { id: 1, name: 'dineIn' },
  { id: 2, name: 'carryout' },
  { id: 3, name: 'delivery' },
  { id: 4, name: 'curbside' },
  { id: 5, name: 'catering' },
] as const;

export type VisitTypeName = (typeof VISIT_TYPES)[number]['name'];

export const FEEDBACK_TYPES = [
  { id: 1, name: 'compliment' },
  { id: 2, name: 'suggestion' },
  { id: 3, name: 'concern' },
  { id: 4, name: 'question' },
  { id: 5, name: 'websiteOrApp' },
] as const;

export type FeedbackTypeName = (typeof FEEDBACK_TYPES)[number]['name'];

export function isVisitType(id: number): boolean {
  return VISIT_TYPES.some((type) => type.id === id);
}

export function isFeedbackType(id: number): boolean {
  return FEEDBACK_TYPES.some((type) => type.id === id);
}
