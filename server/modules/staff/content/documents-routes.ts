/** The content console's document routes under /online-ordering (contract: domain/wire/staff-content-documents.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_CONTENT_DOCUMENT_PATHS as PATHS } from '@/domain/wire/staff-content-documents';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import type { ContentDeps } from './audited-write';
import { getDocument, listDocuments, publishDocument, saveDraft, unpublishDocument } from './documents';
import { getDocumentSchema, listDocumentsSchema, publishDocumentSchema, saveDraftSchema, unpublishDocumentSchema } from './documents-schema';

function callerOf(request: FastifyRequest): StaffCaller {
  return { ip: request.ip, requestId: request.id };
}

const staffContentDocumentRoutes: FastifyPluginAsyncTypebox<{ deps: ContentDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  app.get(PATHS.documents, { schema: listDocumentsSchema, preHandler: guards.ready }, async (request) => listDocuments(deps, signedInStaff(request), request.query.locale));

  app.get(PATHS.document, { schema: getDocumentSchema, preHandler: guards.ready }, async (request) =>
    getDocument(deps, signedInStaff(request), request.params.kind, request.params.locale),
  );

  app.put(PATHS.draft, { schema: saveDraftSchema, preHandler: guards.ready }, async (request) =>
    saveDraft(deps, callerOf(request), signedInStaff(request), request.params.kind, request.params.locale, request.body),
  );

  app.post(PATHS.publish, { schema: publishDocumentSchema, preHandler: guards.ready }, async (request) =>
    publishDocument(deps, callerOf(request), signedInStaff(request), request.params.kind, request.params.locale, request.body?.at),
  );

  app.post(PATHS.unpublish, { schema: unpublishDocumentSchema, preHandler: guards.ready }, async (request) =>
    unpublishDocument(deps, callerOf(request), signedInStaff(request), request.params.kind, request.params.locale),
  );
};

export default staffContentDocumentRoutes;
