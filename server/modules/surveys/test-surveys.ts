/** Fixtures of the survey suites: bodies a person would send, and a client that calls the routes from a given connection. */
import type { App } from '@/server/app';
import type { Database } from '@/server/db/client';

const PREFIX = '/online-ordering';
let connection = 0;

/** A fresh client address, so one test's submissions never count against another's budget. */
export function freshIp(): string {
  connection += 1;
  return `10.20.${Math.floor(connection / 250)}.${(connection % 250) + 1}`;
}

export function feedbackBody(storeId: number | null, overrides: object = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Pit',
    email: 'ada@example.com',
    phone: '(512) 555-0142',
    ...(storeId === null ? {} : { storeId }),
    eventDate: '2030-03-01',
    serviceTypeId: 3,
    ratings: { overall: 5, food: 5, service: 4, onTime: 3 },
    comment: 'The brisket was perfect & the crew set up fast.',
    ...overrides,
  };
}

export function contestBody(overrides: object = {}) {
  return {
    firstName: 'Zoé',
    lastName: 'Fumé',
    email: 'zoe@example.com',
    phone: '(514) 555-0199',
    company: 'Fumé & Fils',
    headcount: 80,
    occasion: 'Company picnic',
    reason: 'Our team has been smoking ribs in the parking lot for years: time for the real thing.',
    acceptRules: true,
    ...overrides,
  };
}

type Headers = Record<string, string>;

export function surveyClient(app: App) {
  const send = (path: string, payload: object, headers: Headers, remoteAddress: string) =>
    app.inject({ method: 'POST', url: `${PREFIX}${path}`, payload, headers, remoteAddress });
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    serviceTypes: (headers: Headers = {}) => app.inject({ method: 'GET', url: `${PREFIX}/survey-management/catering-service-types`, headers }),
    feedback: (payload: object, headers: Headers = {}, ip = freshIp()) => send('/survey-management/catering-feedback', payload, headers, ip),
    contest: (payload: object, headers: Headers = {}, ip = freshIp()) => send('/survey-management/catering-contest', payload, headers, ip),
    staffFeedback: (token?: string, query = '') => app.inject({ method: 'GET', url: `${PREFIX}/staff/surveys/catering-feedback${query}`, headers: auth(token) }),
    staffContest: (token?: string, query = '') => app.inject({ method: 'GET', url: `${PREFIX}/staff/surveys/catering-contest${query}`, headers: auth(token) }),
  };
}

export async function mailsOfKind(db: Database, kind: string, to: string) {
  return db.query.outboxEmails.findMany({ where: (mails, { and, eq }) => and(eq(mails.kind, kind), eq(mails.toAddress, to)) });
}
