import { leadListQuery, STAFF_LEADS_PAGE_SIZE } from './staff-leads';
import { toStaffLead, toStaffLeadPage } from './staff-lead-view';
import { wireLeadPage, wireStaffLead } from './testing/wire-staff-lead';

describe('leadListQuery', () => {
  it('sends only the filters that are set, statuses comma-separated', () => {
    expect(leadListQuery({ storeId: null, statuses: [], from: '', to: '', q: '  ', page: 1 })).toEqual({
      storeId: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      page: 1,
      pageSize: STAFF_LEADS_PAGE_SIZE,
    });
    expect(leadListQuery({ storeId: 7, statuses: [1, 14], from: '2030-06-01', to: '2030-06-30', q: ' Ada ', page: 3 })).toMatchObject({
      storeId: 7,
      status: '1,14',
      from: '2030-06-01',
      to: '2030-06-30',
      q: 'Ada',
      page: 3,
    });
  });
});

describe('toStaffLeadPage', () => {
  it.each([
    [0, 1],
    [20, 1],
    [21, 2],
    [45, 3],
  ])('%i leads at 20 a page make %i pages', (total, pageCount) => {
    expect(toStaffLeadPage(wireLeadPage({ total })).pageCount).toBe(pageCount);
  });

  it('names the store and keeps the event’s own day and time', () => {
    expect(toStaffLeadPage(wireLeadPage()).leads[0]).toMatchObject({ store: { id: 7, title: 'Austin Downtown' }, event: { date: '2030-06-01', time: '18:00', headcount: 40 } });
  });
});

describe('toStaffLead', () => {
  it('is the buyer’s quote view plus what staff see', () => {
    const lead = toStaffLead(wireStaffLead({ taxExemptId: 'TX-1234' }));
    expect(lead.quote).toMatchObject({ number: 5042, store: { title: 'Austin Downtown' }, request: { total: '178.00' } });
    expect(lead).toMatchObject({ storeId: 7, statusId: 14, taxExemptId: 'TX-1234', contact: { email: 'ada@example.com' }, canEstimate: true });
    expect(lead.steps.map((step) => [step.event, step.refunds])).toEqual([
      ['markHot', false],
      ['decline', true],
      ['cancel', true],
    ]);
  });
});
