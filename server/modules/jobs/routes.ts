/** The job routes under /online-ordering (contract: domain/wire/jobs.ts). Thin: each calls its use case. */
import { randomUUID } from 'node:crypto';
import { megabytesToBytes } from '@/domain/jobs';
import { HONEYPOT_FIELD } from '@/domain/validation';
import { JOB_PATHS } from '@/domain/wire/jobs';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import { auditedRead, listRead } from '@/server/modules/staff';
import { submitterOf } from '@/server/modules/surveys';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { applyForJob } from './apply';
import type { JobDeps } from './deps';
import { jobError } from './errors';
import { applicationRateLimit } from './rate-limit';
import { readApplicationForm, type FormValues } from './read-form';
import { hiringStores } from './repository';
import * as s from './schema';
import { staffApplicationFile, staffApplications } from './staff-listing';

/** The fields' lengths and shapes against the schema; the first problem names its field. */
function checkShapes(values: FormValues): void {
  const [problem] = s.applicationFieldsCheck.Errors(values);
  if (!problem) return;
  const field = problem.path.split('/')[1] || 'form';
  throw jobError(400, 'fieldInvalid', { field, problem: problem.message.toLowerCase() });
}

const jobRoutes: FastifyPluginAsyncTypebox<{ deps: JobDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', null);
  const limits = { fileBytes: megabytesToBytes(deps.uploadMaxMb), maxMb: deps.uploadMaxMb };

  app.get(JOB_PATHS.openings, { schema: s.openingsSchema }, async (request) => ({
    stores: await hiringStores(deps.db, request.market.brandId, request.market.country),
    uploadMaxMb: deps.uploadMaxMb,
  }));

  app.post(JOB_PATHS.applications, { schema: s.applicationSchema, config: applicationRateLimit }, async (request, reply) => {
    const { values, file } = await readApplicationForm(request, limits);
    checkShapes(values);
    if (((values[HONEYPOT_FIELD] as string | undefined) ?? '').trim() !== '') {
      request.log.info({ form: 'job-application' }, 'job application honeypot filled: answered as a success, nothing kept');
      return reply.status(201).send({ id: randomUUID(), email: String(values.email ?? '').trim() });
    }
    return reply.status(201).send(await applyForJob(deps, submitterOf(request), values, file));
  });

  app.get(JOB_PATHS.staffApplications, { schema: s.staffApplicationsSchema, preHandler: guards.ready }, async (request) =>
    auditedRead(deps, request, () => staffApplications(deps.db, signedInStaff(request), request.query), () => listRead('job-applications', request.query)),
  );

  app.get(`${JOB_PATHS.staffApplications}/:id/file`, { schema: s.staffApplicationFileSchema, preHandler: guards.ready }, async (request, reply) => {
    const file = await auditedRead(
      deps,
      request,
      () => staffApplicationFile(deps, signedInStaff(request), request.params.id),
      (found) => ({ subjectType: 'job-application', subjectId: request.params.id, locationId: found.storeId }),
    );
    return reply
      .header('content-type', file.mediaType)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
};

export default jobRoutes;
