/** Drives the group-order routes like the storefront does, for the group-order suites. */
import type { App } from '@/server/app';

const url = (path: string) => `/online-ordering${path}`;

export function groupClient(app: App) {
  const guest = (secret: string | undefined) => (secret === undefined ? {} : { 'x-group-guest': secret });
  const host = (token: string | undefined) => (token === undefined ? {} : { 'x-order-token': token });
  return {
    create: (body: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: url('/group-orders'), payload: body, headers }),
    view: (share: string, secret?: string) => app.inject({ method: 'GET', url: url(`/group-orders/${share}`), headers: guest(secret) }),
    join: (share: string, name: unknown) => app.inject({ method: 'POST', url: url(`/group-orders/${share}/guests`), payload: { name } }),
    add: (share: string, secret: string | undefined, body: object) =>
      app.inject({ method: 'POST', url: url(`/group-orders/${share}/lines`), payload: body, headers: guest(secret) }),
    remove: (share: string, secret: string | undefined, lineId: number | string) =>
      app.inject({ method: 'DELETE', url: url(`/group-orders/${share}/lines/${lineId}`), headers: guest(secret) }),
    hostView: (share: string, token?: string) => app.inject({ method: 'GET', url: url(`/group-orders/${share}/host`), headers: host(token) }),
    hostRemove: (share: string, token: string | undefined, lineId: number | string) =>
      app.inject({ method: 'DELETE', url: url(`/group-orders/${share}/host/lines/${lineId}`), headers: host(token) }),
    lock: (share: string, token?: string) => app.inject({ method: 'POST', url: url(`/group-orders/${share}/lock`), headers: host(token) }),
  };
}
