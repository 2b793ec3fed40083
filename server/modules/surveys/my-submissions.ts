/**
 * GET /loyalty/my-profile/submissions: what the signed-in diner has submitted to the brand,
 * newest first. Order ratings are matched through the diner's own orders (with the points the
 * answer earned); the survey forms carry no customer id, so they are matched by the account's
 * email address, compared lower-cased. An erased account's address matches nothing.
 */
import { FEEDBACK_TYPES, VISIT_TYPES } from '@/domain/contact/types';
import type { LocaleTag } from '@/domain/markets';
import { MY_SUBMISSIONS_PATH, SUBMISSION_KINDS, type WireSubmission, type WireSubmissionKind, type WireSubmissionPage } from '@/domain/wire/submissions';
import { requireCustomer, signedInCustomer } from '@/server/auth/plugin';
import type { Database } from '@/server/db/client';
import { brandWithLoyalty } from '@/server/modules/loyalty';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { Type } from '@sinclair/typebox';
import { errorResponses, LocaleQuery, PageQuery, WireListSchema } from '@/server/schemas/common';
import { contactTexts } from './contact-texts';
import { accountEmail, submissionsPage } from './diner-submissions-repository';

const SubmissionSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union(SUBMISSION_KINDS.map((kind) => Type.Literal(kind))),
  submittedAt: Type.String(),
  rating: Type.Union([Type.Integer(), Type.Null()]),
  summary: Type.Union([Type.String(), Type.Null()]),
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  points: Type.Integer(),
});

const mySubmissionsSchema = {
  tags: ['loyalty'],
  summary: 'The diner’s survey submissions',
  description:
    'Newest first: the signed-in diner’s order ratings (with the points earned) and the talk-to, general feedback, catering feedback and contest forms sent under the account’s email address. 422 when the brand has no points program.',
  querystring: Type.Object({ ...LocaleQuery, ...PageQuery }),
  response: { 200: WireListSchema(SubmissionSchema), ...errorResponses(401, 422) },
};

export async function mySubmissions(db: Database, brandId: number, customerId: number, locale: LocaleTag, page: number, pageSize: number): Promise<WireSubmissionPage> {
  await brandWithLoyalty(db, brandId);
  const email = ((await accountEmail(db, customerId)) ?? '').toLowerCase();
  const { rows, total } = await submissionsPage(db, brandId, customerId, email, { page, pageSize });

  const texts = contactTexts(locale);
  const summaryOf = (kind: WireSubmissionKind, typeId: number | null, storeTitle: string | null): string | null => {
    if (kind === 'talk-to') {
      const name = VISIT_TYPES.find((type) => type.id === Number(typeId))?.name;
      return name ? texts.visitTypes[name] : storeTitle;
    }
    if (kind === 'general-feedback') {
      const name = FEEDBACK_TYPES.find((type) => type.id === Number(typeId))?.name;
      return name ? texts.feedbackTypes[name] : null;
    }
    return storeTitle;
  };
  const data = rows.map(
    (row): WireSubmission => ({
      id: row.id,
      kind: row.kind,
      submittedAt: new Date(row.submittedAt).toISOString(),
      rating: row.rating === null ? null : Number(row.rating),
      summary: summaryOf(row.kind, row.typeId, row.storeTitle),
      orderNumber: row.orderNumber,
      points: Number(row.points),
    }),
  );
  return { data, total, page, pageSize };
}

const mySubmissionsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(MY_SUBMISSIONS_PATH, { schema: mySubmissionsSchema, preHandler: requireCustomer }, async (request) =>
    mySubmissions(db, request.market.brandId, signedInCustomer(request).id, request.market.locale, request.query.page, request.query.pageSize),
  );
};

export default mySubmissionsRoutes;
