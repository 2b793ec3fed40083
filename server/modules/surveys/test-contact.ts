/** Fixtures of the contact suites: bodies a person would send, and a client that calls the contact routes from a given connection. */
import type { App } from '@/server/app';
import { freshIp } from './test-surveys';

const PREFIX = '/online-ordering';

export function talkToBody(storeId: number | undefined, overrides: object = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Pit',
    email: 'ada@example.com',
    phone: '(512) 555-0142',
    ...(storeId === undefined ? {} : { storeId }),
    visitDate: '2030-03-01',
    visitTypeId: 1,
    message: 'The brisket was dry on Sunday & the sides were cold.',
    ...overrides,
  };
}

export function generalFeedbackBody(overrides: object = {}) {
  return {
    firstName: 'Zoé',
    lastName: 'Fumé',
    email: 'zoe@example.com',
    feedbackTypeId: 2,
    message: 'Please add a vegetarian plate to the menu.',
    ...overrides,
  };
}

type Headers = Record<string, string>;

export function contactClient(app: App, brand: string) {
  const post = (path: string, payload: object, headers: Headers, remoteAddress: string) =>
    app.inject({ method: 'POST', url: `${PREFIX}${path}`, payload, headers, remoteAddress });
  const get = (path: string, headers: Headers = {}) => app.inject({ method: 'GET', url: `${PREFIX}${path}`, headers });
  const auth = (token?: string): Headers => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    visitTypes: (headers: Headers = {}, slug = brand) => get(`/survey-management/talk-to-${slug}/visit-types`, headers),
    feedbackTypes: (headers: Headers = {}) => get('/survey-management/general-feedback/types', headers),
    talkTo: (payload: object, headers: Headers = {}, ip = freshIp(), slug = brand) => post(`/survey-management/talk-to-${slug}`, payload, headers, ip),
    generalFeedback: (payload: object, headers: Headers = {}, ip = freshIp()) => post('/survey-management/general-feedback', payload, headers, ip),
    staffTalkTo: (token?: string, query = '') => get(`/staff/surveys/talk-to${query}`, auth(token)),
    staffGeneralFeedback: (token?: string, query = '') => get(`/staff/surveys/general-feedback${query}`, auth(token)),
  };
}
