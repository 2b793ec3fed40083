/**
 * The signed-in diner's survey submissions history, the contract between
 * server/modules/surveys/my-submissions.ts and the storefront (lib/api/loyalty.ts).
 *
 * - GET /loyalty/my-profile/submissions?page=&pageSize= → WireSubmissionPage
 *     Newest first: the diner's order ratings (with the points each earned) and the survey forms
 *     sent under the account's email address to the brand (talk-to, general feedback, catering
 *     feedback, catering contest entries). A brand without loyalty is a 422
 *     (loyalty_loyalty_off); without sign-in a 401.
 */
export const MY_SUBMISSIONS_PATH = '/loyalty/my-profile/submissions';

export const SUBMISSION_KINDS = ['order-rating', 'talk-to', 'general-feedback', 'catering-feedback', 'contest-entry'] as const;

export type WireSubmissionKind = (typeof SUBMISSION_KINDS)[number];

export type WireSubmission = {
  id: string;
  kind: WireSubmissionKind;
  submittedAt: string;
  /** The stars given (order ratings; the overall stars of catering feedback), else null. */
  rating: number | null;
  /**
   * What it was about, in the request's language: the store of an order rating, catering
   * feedback or contest entry; the visit type of a talk-to; the feedback type of general feedback.
   */
  summary: string | null;
  orderNumber: string | null;
  /** Points it earned (0 where none). */
  points: number;
};

export type WireSubmissionPage = { data: WireSubmission[]; total: number; page: number; pageSize: number };
