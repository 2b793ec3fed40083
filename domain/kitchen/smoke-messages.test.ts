import { shortageRefusal, smokeErrorCode, SMOKE_ERROR_CODES } from './smoke-messages';

describe('smokeErrorCode', () => {
  it('spells each text as a smoke_ code', () => {
    expect(smokeErrorCode('racksLeftToday')).toBe('smoke_racks_left_today');
    expect(new Set(SMOKE_ERROR_CODES).size).toBe(SMOKE_ERROR_CODES.length);
  });
});

describe('shortageRefusal', () => {
  const base = { item: 'ribs', left: 2, countedAs: 'rack' as const, leftText: '2', date: '2026-11-30', today: true };

  it('says what is left in racks, pieces or weight today', () => {
    expect(shortageRefusal(base).message).toBe('Only 2 racks of ribs left today');
    expect(shortageRefusal({ ...base, left: 1 }).message).toBe('Only 1 rack of ribs left today');
    expect(shortageRefusal({ ...base, countedAs: 'piece', item: 'sausage links' }).message).toBe('Only 2 of sausage links left today');
    expect(shortageRefusal({ ...base, countedAs: 'weight', item: 'Beef Brisket', leftText: '3 lb' })).toEqual({
      name: 'weightLeftToday',
      message: 'Only 3 lb of Beef Brisket left today',
      params: { item: 'Beef Brisket', weight: '3 lb' },
    });
  });

  it('says sold out at zero, offering tomorrow when it is today', () => {
    expect(shortageRefusal({ ...base, left: 0 }).name).toBe('soldOutToday');
    expect(shortageRefusal({ ...base, left: 0, today: false })).toMatchObject({ name: 'soldOutOn', params: { date: '2026-11-30' } });
  });

  it('names the day when it is not today', () => {
    expect(shortageRefusal({ ...base, today: false, leftText: '2' }).message).toBe('Only 2 of ribs left for 2026-11-30');
  });
});
