import { auditFiltersOf, auditLogPath, NO_AUDIT_FILTERS } from './audit-filters';

describe('auditFiltersOf', () => {
  it('reads the filters of the URL', () => {
    expect(auditFiltersOf({ person: ' ada@example.com ', store: '3', from: '2030-06-01', to: '2030-06-30', page: '2' })).toEqual({
      person: 'ada@example.com',
      storeId: 3,
      from: '2030-06-01',
      to: '2030-06-30',
      page: 2,
    });
  });

  it.each([
    [{ store: 'x', from: '2030-02-30', to: 'soon', page: '0' }],
    [{ store: ['0'], page: ['-1'] }],
    [{}],
  ])('drops values of the wrong shape: %j', (query) => {
    expect(auditFiltersOf(query)).toEqual(NO_AUDIT_FILTERS);
  });

  it('bounds the person to an email’s length', () => {
    expect(auditFiltersOf({ person: 'a'.repeat(400) }).person).toHaveLength(254);
  });
});

describe('auditLogPath', () => {
  it.each([
    [NO_AUDIT_FILTERS, '/staff/audit'],
    [{ ...NO_AUDIT_FILTERS, person: '7', page: 1 }, '/staff/audit?person=7'],
    [{ person: 'ada@example.com', storeId: 3, from: '2030-06-01', to: '2030-06-30', page: 2 }, '/staff/audit?person=ada%40example.com&store=3&from=2030-06-01&to=2030-06-30&page=2'],
  ])('%j → %s', (filters, path) => {
    expect(auditLogPath(filters)).toBe(path);
  });
});
