/** The content console's list entry routes under /online-ordering (contract: domain/wire/staff-content-entries.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_CONTENT_ENTRY_PATHS as PATHS } from '@/domain/wire/staff-content-entries';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import { changeEntry, createEntry, listEntries, moveEntry, publishEntry, unpublishEntry } from './entries';
import { changeEntrySchema, createEntrySchema, listEntriesSchema, moveEntrySchema, publishEntrySchema, unpublishEntrySchema } from './entries-schema';
import type { ContentDeps } from './posts';

function callerOf(request: FastifyRequest): StaffCaller {
  return { ip: request.ip, requestId: request.id };
}

const staffContentEntryRoutes: FastifyPluginAsyncTypebox<{ deps: ContentDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  app.get(PATHS.entries, { schema: listEntriesSchema, preHandler: guards.ready }, async (request) =>
    listEntries(deps, signedInStaff(request), request.query.kind, request.query.locale),
  );

  app.post(PATHS.entries, { schema: createEntrySchema, preHandler: guards.ready }, async (request, reply) => {
    const entry = await createEntry(deps, callerOf(request), signedInStaff(request), request.body);
    return reply.status(201).send(entry);
  });

  app.put(PATHS.entry, { schema: changeEntrySchema, preHandler: guards.ready }, async (request) =>
    changeEntry(deps, callerOf(request), signedInStaff(request), request.params.entryId, request.body),
  );

  app.post(PATHS.publish, { schema: publishEntrySchema, preHandler: guards.ready }, async (request) =>
    publishEntry(deps, callerOf(request), signedInStaff(request), request.params.entryId, request.body?.at),
  );

  app.post(PATHS.unpublish, { schema: unpublishEntrySchema, preHandler: guards.ready }, async (request) =>
    unpublishEntry(deps, callerOf(request), signedInStaff(request), request.params.entryId),
  );

  app.post(PATHS.move, { schema: moveEntrySchema, preHandler: guards.ready }, async (request) =>
    moveEntry(deps, callerOf(request), signedInStaff(request), request.params.entryId, request.body.direction),
  );
};

export default staffContentEntryRoutes;
