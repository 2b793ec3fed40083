import { leadFiltersOf, leadListPath, NO_LEAD_FILTERS } from './lead-filters';

describe('leadFiltersOf', () => {
  it.each([
    [{}, NO_LEAD_FILTERS],
    [{ status: '14,1', store: '3', from: '2030-06-01', to: '2030-06-30', q: 'Ada', page: '2' }, { storeId: 3, statuses: [1, 14], from: '2030-06-01', to: '2030-06-30', q: 'Ada', page: 2 }],
    [{ status: ['2', '16'] }, { ...NO_LEAD_FILTERS, statuses: [2, 16] }],
    [{ status: '0,18,x,2,2' }, { ...NO_LEAD_FILTERS, statuses: [2] }],
    [{ from: '2030-02-30', to: 'June', page: '0', store: '-1' }, NO_LEAD_FILTERS],
    [{ page: '1e3', store: '3.5' }, NO_LEAD_FILTERS],
  ])('%j reads as %j', (query, filters) => {
    expect(leadFiltersOf(query)).toEqual(filters);
  });

  it('keeps at most 100 characters of the search', () => {
    expect(leadFiltersOf({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });
});

describe('leadListPath', () => {
  it.each([
    [NO_LEAD_FILTERS, '/staff/leads'],
    [{ ...NO_LEAD_FILTERS, page: 1, q: '  ' }, '/staff/leads'],
    [{ storeId: 3, statuses: [1, 14], from: '2030-06-01', to: '', q: ' Ada Pit ', page: 2 }, '/staff/leads?store=3&status=1,14&from=2030-06-01&q=Ada+Pit&page=2'],
  ])('%j is %s', (filters, path) => {
    expect(leadListPath(filters)).toBe(path);
  });

  it('reads back as the same filters', () => {
    const filters = { storeId: 7, statuses: [2, 4], from: '2030-01-01', to: '2030-12-31', q: 'Acme & Co', page: 3 };
    const search = new URLSearchParams(leadListPath(filters).split('?')[1]);
    expect(leadFiltersOf(Object.fromEntries(search))).toEqual(filters);
  });
});
