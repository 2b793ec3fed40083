/** The staff console's catering lead routes under /online-ordering (contract: domain/wire/staff-leads.ts). Thin: each checks the member's store, then calls its use case. */
import type { FastifyRequest } from 'fastify';
import { STAFF_LEAD_PATHS } from '@/domain/wire/staff-leads';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { auditedRead } from '../audit-reads';
import { staffLead } from './access';
import { cancelStaffLead } from './cancel';
import type { LeadDeps, StaffCaller } from './deps';
import { sendStaffEstimate } from './estimate';
import { staffLeadView } from './lead';
import { listStaffLeads } from './list';
import { estimateMenu } from './menu';
import { moveStaffLead } from './move';
import { recordStaffPayment } from './payment';
import { cancelLeadSchema, getLeadSchema, leadMenuSchema, listLeadsSchema, moveLeadSchema, recordPaymentSchema, sendEstimateSchema } from './schema';

const callerOf = (request: FastifyRequest): StaffCaller => ({ ip: request.ip, requestId: request.id });

const staffLeadRoutes: FastifyPluginAsyncTypebox<{ deps: LeadDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  const { db } = deps;
  type LeadRequest = FastifyRequest & { params: { number: number } };
  const leadOf = (request: LeadRequest) => staffLead(db, signedInStaff(request), request.params.number);
  const view = async (request: LeadRequest) => staffLeadView(db, await leadOf(request), deps.now());

  app.get(STAFF_LEAD_PATHS.leads, { schema: listLeadsSchema, preHandler: guards.ready }, async (request) =>
    listStaffLeads(db, signedInStaff(request), request.query),
  );

  app.get(STAFF_LEAD_PATHS.lead, { schema: getLeadSchema, preHandler: guards.ready }, async (request) => {
    const lead = await leadOf(request);
    return auditedRead(deps, request, () => staffLeadView(db, lead, deps.now()), () => ({ subjectType: 'lead', subjectId: lead.id, locationId: lead.locationId }));
  });

  app.get(STAFF_LEAD_PATHS.menu, { schema: leadMenuSchema, preHandler: guards.ready }, async (request) => estimateMenu(db, await leadOf(request)));

  app.post(STAFF_LEAD_PATHS.estimate, { schema: sendEstimateSchema, preHandler: guards.ready }, async (request) => {
    await sendStaffEstimate(deps, callerOf(request), signedInStaff(request), await leadOf(request), request.body);
    return view(request);
  });

  app.post(STAFF_LEAD_PATHS.moves, { schema: moveLeadSchema, preHandler: guards.ready }, async (request) => {
    await moveStaffLead(deps, callerOf(request), signedInStaff(request), await leadOf(request), request.body.event, request.body.reason);
    return view(request);
  });

  app.post(STAFF_LEAD_PATHS.cancel, { schema: cancelLeadSchema, preHandler: guards.ready }, async (request) => {
    await cancelStaffLead(deps, callerOf(request), signedInStaff(request), await leadOf(request), request.body);
    return view(request);
  });

  app.post(STAFF_LEAD_PATHS.payments, { schema: recordPaymentSchema, preHandler: guards.ready }, async (request) => {
    await recordStaffPayment(deps, callerOf(request), signedInStaff(request), await leadOf(request), request.body);
    return view(request);
  });
};

export default staffLeadRoutes;
