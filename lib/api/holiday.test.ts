import { fetchHolidayCheck, fetchHolidayMode } from './holiday';

const answer = { isHolidayPeriod: false, isPreorderPeriod: true, holidayTimeslotGenStartDate: '2026-11-25', holidayTimeslotGenEndDate: '2026-12-24' };

describe('the holiday check', () => {
  const fetchMock = jest.fn();
  const saved = global.fetch;
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterAll(() => {
    global.fetch = saved;
  });

  it("asks the ordering API for the brand's periods, and a store's by location.id", async () => {
    await expect(fetchHolidayCheck({ locale: 'en-us', token: null })).resolves.toEqual(answer);
    await fetchHolidayCheck({ locale: 'en-us', token: null }, 12);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls[0]).toBe('http://localhost:4000/online-ordering/holiday-settings/holiday-check');
    expect(urls[1]).toBe('http://localhost:4000/online-ordering/holiday-settings/holiday-check?location.id=12');
  });

  it('sends the demo clock of the context', async () => {
    await fetchHolidayCheck({ locale: 'en-us', token: null, clock: '2026-11-24T15:00:00.000Z' });
    expect(fetchMock.mock.calls[0]![1].headers['x-hickory-clock']).toBe('2026-11-24T15:00:00.000Z');
  });

  it('is holiday mode when a pre-order period applies', async () => {
    await expect(fetchHolidayMode({ locale: 'en-us', token: null })).resolves.toBe(true);
  });
});
