/** Request and response schemas of the content console's routes (domain/wire/staff-content.ts); lengths from the post's field table. */
import { Type } from '@sinclair/typebox';
import { POST_FIELDS } from '@/domain/content/post-fields';
import { POST_KINDS } from '@/domain/content/post-kinds';
import { POST_STATUSES } from '@/domain/content/post-publishing';
import { CONTENT_LOCALES } from '@/domain/wire/staff-content';
import { errorResponses, Id, Strict } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';

const tags = ['staff'];
const Locale = Type.Union(CONTENT_LOCALES.map((locale) => Type.Literal(locale)), { description: 'A content locale: en, fr-ca, es-mx, ja-jp or pt-br' });
const Status = Type.Union(POST_STATUSES.map((status) => Type.Literal(status)));
const Kind = Type.Union(POST_KINDS.map((kind) => Type.Literal(kind)), { description: 'blog (a blog post, /press/blog) or press (a press release hosted on the site, listed on /press)' });
const PostParams = Strict({ postId: Id('Blog post id') });
const Image = Type.Object({ url: Type.String(), alternativeText: Type.String(), width: Type.Integer(), height: Type.Integer() });
const Block = Type.Object({}, { additionalProperties: true, description: 'A heading, paragraph, list or quote block' });

const Summary = {
  id: Type.Integer(),
  kind: Kind,
  locale: Locale,
  slug: Type.String(),
  title: Type.String(),
  date: Type.String(),
  status: Status,
  publishedAt: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
};
const PostSummarySchema = Type.Object(Summary);
const PostSchema = Type.Object({ ...Summary, author: Type.String(), excerpt: Type.String(), bodyText: Type.String(), body: Type.Array(Block), image: Image });

const PostBody = Strict({
  kind: Type.Optional(Kind),
  locale: Locale,
  title: FieldText(POST_FIELDS.title),
  slug: FieldText(POST_FIELDS.slug),
  date: FieldText(POST_FIELDS.date, { description: 'The date the post shows, yyyy-mm-dd' }),
  author: FieldText(POST_FIELDS.author),
  excerpt: FieldText(POST_FIELDS.excerpt, { description: 'The summary the blog list shows' }),
  bodyText: FieldText(POST_FIELDS.body, { description: 'Blocks separated by a blank line; "## " a heading, "- " list items, "> " a quote' }),
  imageUrl: Type.String({ minLength: 1, maxLength: 300, description: 'One of the pictures the list offers' }),
  imageAlt: FieldText(POST_FIELDS.imageAlt),
});

const adminNote = 'Brand admins only (anyone else: 403).';

export const listPostsSchema = {
  tags,
  summary: 'The blog posts and press releases',
  description: `${adminNote} Every post of the kind and locale (all when absent) with its status, newest date first, and the pictures a post may use.`,
  querystring: Strict({ kind: Type.Optional(Kind), locale: Type.Optional(Locale), status: Type.Optional(Status) }),
  response: { 200: Type.Object({ posts: Type.Array(PostSummarySchema), images: Type.Array(Image) }), ...errorResponses(401, 403) },
};

export const getPostSchema = {
  tags,
  summary: 'One blog post',
  description: `${adminNote} The post with its body, whatever its status (the console's preview).`,
  params: PostParams,
  response: { 200: PostSchema, ...errorResponses(401, 403, 404) },
};

export const createPostSchema = {
  tags,
  summary: 'Write a blog post or press release',
  description: `${adminNote} A new post is a draft; without \`kind\`, a blog post (audited).`,
  body: PostBody,
  response: { 201: PostSchema, ...errorResponses(401, 403, 409) },
};

export const changePostSchema = {
  tags,
  summary: 'Edit a blog post',
  description: `${adminNote} The post keeps its status (and its kind when \`kind\` is absent); a published post shows the new text at once (audited).`,
  params: PostParams,
  body: PostBody,
  response: { 200: PostSchema, ...errorResponses(401, 403, 404, 409) },
};

export const publishPostSchema = {
  tags,
  summary: 'Publish a blog post, now or at a chosen time',
  description: `${adminNote} Without \`at\`, now; a later \`at\` schedules it, and diners read it once that time has come; an \`at\` more than a minute past is refused (400) (audited).`,
  params: PostParams,
  body: Type.Optional(
    Strict({
      at: Type.Optional(
        Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$', description: 'An ISO instant, e.g. 2026-12-01T14:00:00Z' }),
      ),
    }),
  ),
  response: { 200: PostSchema, ...errorResponses(401, 403, 404) },
};

export const unpublishPostSchema = {
  tags,
  summary: 'Unpublish a blog post',
  description: `${adminNote} Back to a draft: diners read it no more, and a scheduled post is called off (audited).`,
  params: PostParams,
  response: { 200: PostSchema, ...errorResponses(401, 403, 404, 409) },
};
