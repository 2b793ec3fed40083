import {
  FILTER_OPERATORS,
  MAX_FILTER_LENGTH,
  MAX_FILTERS,
  isFilterOperator,
  parseFilters,
  serializeFilter,
  serializeFilters,
  type Filter,
} from './filters';

describe('isFilterOperator', () => {
  it.each(FILTER_OPERATORS.map((operator) => [operator]))('knows %s', (operator) => {
    expect(isFilterOperator(operator)).toBe(true);
  });

  it.each([['EQ'], ['equals'], [''], ['$eq']])('refuses %j', (operator) => {
    expect(isFilterOperator(operator)).toBe(false);
  });

  it('has the seventeen operators of SPEC §3', () => {
    expect([...FILTER_OPERATORS].sort()).toEqual(
      ['btwn', 'endsw', 'eq', 'gt', 'gte', 'in', 'is', 'like', 'lt', 'lte', 'nbtwn', 'ne', 'nin', 'nlike', 'not', 'startsw', 'subs'],
    );
  });
});

describe('serializeFilter', () => {
  it.each<[Filter, string]>([
    [{ property: 'id', operator: 'eq', value: 5 }, 'id[eq]5'],
    [{ property: 'onlineOrdering', operator: 'is', value: true }, 'onlineOrdering[is]true'],
    [{ property: 'state.label', operator: 'in', value: ['TX', 'CO'] }, 'state.label[in]TX,CO'],
    [{ property: 'latitude', operator: 'btwn', value: [30, 33.5] }, 'latitude[btwn]30,33.5'],
    [{ property: 'title', operator: 'subs', value: 'pit stop' }, 'title[subs]pit stop'],
  ])('%j → %s', (filter, text) => {
    expect(serializeFilter(filter)).toBe(text);
  });
});

describe('serializeFilters', () => {
  it('joins filters with ;', () => {
    expect(
      serializeFilters([
        { property: 'a', operator: 'eq', value: 1 },
        { property: 'b', operator: 'nin', value: ['x', 'y'] },
      ]),
    ).toBe('a[eq]1;b[nin]x,y');
  });

  it('is empty for no filters', () => {
    expect(serializeFilters([])).toBe('');
  });
});

describe('parseFilters', () => {
  it.each([
    ['id[eq]5', [{ property: 'id', operator: 'eq', value: '5' }]],
    ['state.label[in]TX, CO', [{ property: 'state.label', operator: 'in', value: ['TX', 'CO'] }]],
    ['latitude[nbtwn]1,2', [{ property: 'latitude', operator: 'nbtwn', value: ['1', '2'] }]],
    ['title[like]%a', [{ property: 'title', operator: 'like', value: '%a' }]],
    ['title[eq]', [{ property: 'title', operator: 'eq', value: '' }]],
    ['', []],
    [' ; ', []],
    ['a[eq]1;;b[ne]2', [{ property: 'a', operator: 'eq', value: '1' }, { property: 'b', operator: 'ne', value: '2' }]],
  ])('parses %j', (raw, filters) => {
    expect(parseFilters(raw)).toEqual({ ok: true, filters });
  });

  it.each(FILTER_OPERATORS.map((operator) => [operator]))('round-trips the %s operator', (operator) => {
    const list = operator === 'btwn' || operator === 'nbtwn' ? ['1', '9'] : operator === 'in' || operator === 'nin' ? ['a', 'b', 'c'] : 'v';
    const filter = { property: 'prop', operator, value: list };
    expect(parseFilters(serializeFilter(filter))).toEqual({ ok: true, filters: [filter] });
  });

  it('round-trips several filters', () => {
    const filters = [
      { property: 'city.slug', operator: 'eq' as const, value: 'austin' },
      { property: 'id', operator: 'in' as const, value: ['1', '2'] },
    ];
    expect(parseFilters(serializeFilters(filters))).toEqual({ ok: true, filters });
  });

  it.each([
    ['x'.repeat(MAX_FILTER_LENGTH + 1), undefined, `Filter is too long (at most ${MAX_FILTER_LENGTH} characters)`],
    [Array.from({ length: MAX_FILTERS + 1 }, (_, i) => `a[eq]${i}`).join(';'), undefined, `Too many filters (at most ${MAX_FILTERS})`],
    ['title', undefined, 'Filter "title" is malformed: expected property[operator]value'],
    ['[eq]1', undefined, 'Filter "[eq]1" is malformed: expected property[operator]value'],
    ['1a[eq]1', undefined, 'Filter "1a[eq]1" is malformed: expected property[operator]value'],
    ['title[EQ]x', undefined, 'Filter "title[EQ]x" is malformed: expected property[operator]value'],
    ['title[zz]x', undefined, 'Unknown filter operator "zz" in "title[zz]x"'],
    ['secret[eq]1', ['id', 'title'], 'Unknown filter property "secret"; allowed: id, title'],
    ['id[in]1,,2', undefined, 'Filter "id[in]1,,2" has an empty entry in its list'],
    ['id[nin]', undefined, 'Filter "id[nin]" has an empty entry in its list'],
    ['id[btwn]1', undefined, 'Filter "id[btwn]1" needs exactly two values for btwn'],
    ['id[nbtwn]1,2,3', undefined, 'Filter "id[nbtwn]1,2,3" needs exactly two values for nbtwn'],
  ])('refuses %j with a message naming the part', (raw, allowed, message) => {
    expect(parseFilters(raw, allowed)).toEqual({ ok: false, message });
  });

  it('accepts a property on the allow-list', () => {
    expect(parseFilters('title[eq]x', ['id', 'title'])).toMatchObject({ ok: true });
  });

  it('accepts exactly the maximum number of filters', () => {
    const raw = Array.from({ length: MAX_FILTERS }, (_, i) => `a[eq]${i}`).join(';');
    expect(parseFilters(raw)).toMatchObject({ ok: true });
  });
});
