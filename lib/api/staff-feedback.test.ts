import { fromContestEntry, fromCateringFeedback, submissionQueryOf } from './staff-feedback';

describe('submissionQueryOf', () => {
  it.each([
    [{}, { kind: 'talk-to', page: 1 }],
    [{ kind: 'general', page: '3' }, { kind: 'general', page: 3 }],
    [{ kind: ['contest', 'general'], page: '0' }, { kind: 'contest', page: 1 }],
    [{ kind: 'orders', page: '-2' }, { kind: 'talk-to', page: 1 }],
    [{ kind: 'catering-feedback', page: '1e9' }, { kind: 'catering-feedback', page: 1 }],
  ])('reads %j as %j', (query, expected) => {
    expect(submissionQueryOf(query as Record<string, string | string[]>)).toEqual(expected);
  });
});

describe('the submission views', () => {
  const common = { id: 'x', name: 'Ada Pit', email: 'ada@example.com', locale: 'fr-ca', createdAt: '2030-03-04T15:00:00.000Z' };

  it('gives catering feedback its quote, event and rating, and its comment as the message', () => {
    const view = fromCateringFeedback({
      ...common, store: { id: 1, title: 'Dallas' }, quoteNumber: 5001, phone: null, eventDate: '2030-03-01',
      serviceType: { id: 3, name: 'deliveryAndSetup', label: 'Delivery and setup' }, ratings: { overall: 4, food: null, service: null, onTime: null }, comment: null,
    });
    expect(view.facts.map((fact) => fact.key)).toEqual(['store', 'quote', 'event', 'ratings']);
    expect(view.message).toBeNull();
  });

  it('names a contest entry without a store as such', () => {
    const view = fromContestEntry({ ...common, period: '2030-Q1', store: null, phone: '(514) 555-0199', company: null, headcount: 80, occasion: 'Picnic', reason: 'Because' });
    expect(view.facts).toEqual([
      { key: 'season', values: { period: '2030-Q1' } },
      { key: 'noStore', values: {} },
      { key: 'guests', values: { count: 80, occasion: 'Picnic' } },
    ]);
    expect(view.message).toBe('Because');
  });
});
