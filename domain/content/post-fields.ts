/**
 * A blog post's fields as the console's form and the admin API both check them: the same
 * lengths, the same slug shape, the same messages (staffContent.error.<code> in the console,
 * POST_MESSAGES in the API's answers).
 */
export const POST_FIELDS = {
  title: { max: 160 },
  slug: { max: 120 },
  date: { max: 10 },
  author: { max: 80 },
  excerpt: { max: 400 },
  body: { max: 20000 },
  imageAlt: { max: 200 },
} as const;

export type PostField = keyof typeof POST_FIELDS;

/** A slug: lower-case letters and digits in words joined by single hyphens ("smoke-rings-2026"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export type PostInput = { title: string; slug: string; date: string; author: string; excerpt: string; body: string; imageAlt: string };

export const POST_MESSAGES = {
  titleRequired: 'Give the post a title',
  slugRequired: 'Give the post a web address (its slug)',
  slugInvalid: 'The web address may hold lower-case letters, digits and single hyphens only, such as smoke-rings-2026',
  dateInvalid: 'Give the date as yyyy-mm-dd, a real day',
  authorRequired: 'Say who wrote the post',
  excerptRequired: 'Write a summary of the post',
  bodyRequired: 'Write the post’s text',
  tooLong: '[field] takes at most [max] characters',
  slugTaken: 'Another [locale] post uses the web address [slug] already',
  postNotFound: 'Blog post [id] was not found',
  adminsOnly: 'Only a brand admin can edit the site’s content',
  alreadyDraft: 'This post is not published or scheduled',
  publishAtInvalid: 'Give the publishing time as a date and time',
  publishAtPast: 'That time has passed: choose a publishing time still to come, or publish now',
  imageUnknown: 'Choose one of the pictures the blog offers',
} as const;

export type PostMessageName = keyof typeof POST_MESSAGES;

export type PostProblem = { field: PostField; message: PostMessageName; params?: Record<string, string | number> };

function isRealDay(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
}

const REQUIRED: Partial<Record<PostField, PostMessageName>> = {
  title: 'titleRequired',
  slug: 'slugRequired',
  author: 'authorRequired',
  excerpt: 'excerptRequired',
  body: 'bodyRequired',
};

/** Every problem of the post's fields, in the form's order; empty when it may be saved. */
export function postProblems(input: PostInput): PostProblem[] {
  const problems: PostProblem[] = [];
  for (const field of Object.keys(POST_FIELDS) as PostField[]) {
    const value = input[field].trim();
    const required = REQUIRED[field];
    if (required && value === '') problems.push({ field, message: required });
    else if (value.length > POST_FIELDS[field].max) problems.push({ field, message: 'tooLong', params: { field, max: POST_FIELDS[field].max } });
    else if (field === 'slug' && !SLUG_PATTERN.test(value)) problems.push({ field, message: 'slugInvalid' });
    else if (field === 'date' && !isRealDay(value)) problems.push({ field, message: 'dateInvalid' });
  }
  return problems;
}

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type PostErrorCode = `staff_content_${Snake<PostMessageName>}`;

export function postErrorCode(name: PostMessageName): PostErrorCode {
  return `staff_content_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as PostErrorCode;
}

export const POST_ERROR_CODES: readonly PostErrorCode[] = (Object.keys(POST_MESSAGES) as PostMessageName[]).map(postErrorCode);
