import { assignableRoles, INVITE_LINK_HOURS, inviteExpiry, inviteState, seesMember, storesAfterChange, storesOutOfReach } from './team';

const admin = { id: 1, role: 'brand_admin' as const, storeIds: [] };
const manager = { id: 2, role: 'store_manager' as const, storeIds: [10, 11] };

describe('inviteState', () => {
  const sent = new Date('2030-01-01T00:00:00Z');
  const expiresAt = inviteExpiry(sent);
  it.each([
    [{ expiresAt, usedAt: null, replacedAt: null }, new Date(expiresAt.getTime() - 1), 'open'],
    [{ expiresAt, usedAt: null, replacedAt: null }, expiresAt, 'expired'],
    [{ expiresAt, usedAt: sent, replacedAt: null }, sent, 'used'],
    [{ expiresAt, usedAt: null, replacedAt: sent }, sent, 'replaced'],
  ])('%j at %s is %s', (invite, now, state) => {
    expect(inviteState(invite, now)).toBe(state);
  });
  it(`expires ${INVITE_LINK_HOURS} hours after it was sent`, () => {
    expect(expiresAt.getTime() - sent.getTime()).toBe(INVITE_LINK_HOURS * 3600_000);
  });
});

describe('assignableRoles', () => {
  it.each([
    ['brand_admin', ['store_staff', 'store_manager', 'brand_admin']],
    ['store_manager', ['store_staff', 'store_manager']],
    ['store_staff', []],
  ] as const)('%s gives %j', (role, roles) => {
    expect(assignableRoles(role)).toEqual(roles);
  });
});

describe('seesMember', () => {
  it.each([
    [admin, { id: 3, role: 'brand_admin' as const, storeIds: [] }, true],
    [manager, { id: 3, role: 'store_staff' as const, storeIds: [11, 12] }, true],
    [manager, { id: 3, role: 'store_staff' as const, storeIds: [12] }, false],
    [manager, { id: 3, role: 'brand_admin' as const, storeIds: [10] }, false],
    [{ id: 4, role: 'store_staff' as const, storeIds: [10] }, { id: 3, role: 'store_staff' as const, storeIds: [10] }, false],
  ])('%j sees %j: %s', (who, member, sees) => {
    expect(seesMember(who, member)).toBe(sees);
  });
});

describe('storesAfterChange', () => {
  it('takes a brand admin’s list as it is, sorted and without repeats', () => {
    expect(storesAfterChange(admin, [5], [9, 3, 9], 'store_staff')).toEqual([3, 9]);
  });
  it('replaces only the manager’s own stores, keeping the member’s others', () => {
    expect(storesAfterChange(manager, [10, 12], [11], 'store_staff')).toEqual([11, 12]);
  });
  it('gives a brand admin no store list', () => {
    expect(storesAfterChange(admin, [10], [10], 'brand_admin')).toEqual([]);
  });
});

describe('storesOutOfReach', () => {
  it.each([
    [admin, [1, 99], [1, 2], [99]],
    [manager, [10, 12], [10, 11, 12], [12]],
    [manager, [11], [10], [11]],
  ])('%j asking %j of brand stores %j: %j', (who, requested, brand, outside) => {
    expect(storesOutOfReach(who, requested, brand)).toEqual(outside);
  });
});
