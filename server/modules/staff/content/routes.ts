/** The content console's routes under /online-ordering (contract: domain/wire/staff-content.ts), its list entries' (entries-routes.ts) and its documents' (documents-routes.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_CONTENT_PATHS as PATHS } from '@/domain/wire/staff-content';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { ChangeFeed } from '@/server/cache/change-feed';
import { VERSION_KEYS } from '@/server/cache/version-keys';
import type { JobDefinition } from '@/server/jobs/job';
import type { StaffCaller } from '../deps';
import { settleDueDocuments } from './documents';
import staffContentDocumentRoutes from './documents-routes';
import staffContentEntryRoutes from './entries-routes';
import { changePost, createPost, getPost, listPosts, publishPost, unpublishPost, type ContentDeps } from './posts';
import { changePostSchema, createPostSchema, getPostSchema, listPostsSchema, publishPostSchema, unpublishPostSchema } from './schema';

function callerOf(request: FastifyRequest): StaffCaller {
  return { ip: request.ip, requestId: request.id };
}

/**
 * The documents whose scheduled draft has come become their published text (the content GraphQL
 * reads a due draft already); a run that moved any announces a content change, so the storefront's
 * shell and page caches drop what they kept, as after a change made at once.
 */
export function contentScheduleJob(changes: ChangeFeed | undefined): JobDefinition {
  return {
    name: 'publish-scheduled-content',
    everySeconds: 30,
    runAtStart: true,
    run: async ({ db, now }) => {
      const published = await settleDueDocuments(db, now);
      if (published > 0 && changes) await changes.publish([VERSION_KEYS.content]);
      return { published };
    },
  };
}

const staffContentRoutes: FastifyPluginAsyncTypebox<{ deps: ContentDeps; guards: StaffGuards; changes?: ChangeFeed }> = async (app, { deps, guards, changes }) => {
  if (app.hasDecorator('jobs')) app.jobs.define(contentScheduleJob(changes));
  app.get(PATHS.posts, { schema: listPostsSchema, preHandler: guards.ready }, async (request) => listPosts(deps, signedInStaff(request), request.query));

  app.get(PATHS.post, { schema: getPostSchema, preHandler: guards.ready }, async (request) => getPost(deps, signedInStaff(request), request.params.postId));

  app.post(PATHS.posts, { schema: createPostSchema, preHandler: guards.ready }, async (request, reply) => {
    const post = await createPost(deps, callerOf(request), signedInStaff(request), request.body);
    return reply.status(201).send(post);
  });

  app.put(PATHS.post, { schema: changePostSchema, preHandler: guards.ready }, async (request) =>
    changePost(deps, callerOf(request), signedInStaff(request), request.params.postId, request.body),
  );

  app.post(PATHS.publish, { schema: publishPostSchema, preHandler: guards.ready }, async (request) =>
    publishPost(deps, callerOf(request), signedInStaff(request), request.params.postId, request.body?.at),
  );

  app.post(PATHS.unpublish, { schema: unpublishPostSchema, preHandler: guards.ready }, async (request) =>
    unpublishPost(deps, callerOf(request), signedInStaff(request), request.params.postId),
  );

  await app.register(staffContentEntryRoutes, { deps, guards });
  await app.register(staffContentDocumentRoutes, { deps, guards });
};

export default staffContentRoutes;
