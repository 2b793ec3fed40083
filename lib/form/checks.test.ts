import { fetchedOnUse, firstOf, holds, isBlank, maxLength, oneOf, onRuleArrival, required, rulesFetched, rulesFetching, textOf, ticked, validateValues, type Check, type Rules } from './checks';

type Values = { name: string; kind: string; password: string; confirmation: string; note: string; agree: boolean; tags: string[] };

const VALID: Values = { name: 'Ada', kind: 'home', password: 'Smoked1', confirmation: 'Smoked1', note: '', agree: true, tags: ['a'] };

describe('firstOf', () => {
  const check = firstOf<Values>(required('required'), holds('too short', (text) => text.length >= 3), maxLength(5, 'too long'));

  it('answers the first failing check’s message, in order', () => {
    expect(check('', VALID)).toBe('required');
    expect(check('ab', VALID)).toBe('too short');
    expect(check('abcdef', VALID)).toBe('too long');
    expect(check('abcd', VALID)).toBeUndefined();
  });

  it('stops at the first message even when a later check fails too', () => {
    const both = firstOf<Values>(holds('first', () => false), holds('second', () => false));
    expect(both('x', VALID)).toBe('first');
  });

  it('passes every value with no checks', () => {
    expect(firstOf<Values>()('anything', VALID)).toBeUndefined();
  });
});

describe('required', () => {
  it.each([
    ['', 'needed'],
    ['   ', 'needed'],
    ['\t\n', 'needed'],
    [undefined, 'needed'],
    [null, 'needed'],
    [[], 'needed'],
    [' x ', undefined],
    [0, undefined],
    [false, undefined],
    [['a'], undefined],
  ])('%j -> %j', (value, expected) => {
    expect(required<Values>('needed')(value, VALID)).toBe(expected);
  });

  it('asks only when `applies` says so, reading the other values', () => {
    const agentName = required<Values>('name the agent', (values) => values.kind === 'agent');
    expect(agentName('', { ...VALID, kind: 'agent' })).toBe('name the agent');
    expect(agentName('', { ...VALID, kind: 'consumer' })).toBeUndefined();
    expect(agentName('Lex', { ...VALID, kind: 'agent' })).toBeUndefined();
  });
});

describe('holds', () => {
  it('leaves a blank value to `required`', () => {
    const never = holds<Values>('refused', () => false);
    expect(never('', VALID)).toBeUndefined();
    expect(never('  ', VALID)).toBeUndefined();
    expect(never(undefined, VALID)).toBeUndefined();
    expect(never('x', VALID)).toBe('refused');
  });

  it('judges the trimmed text, and sees the whole form', () => {
    const seen: string[] = [];
    const same = holds<Values>('must match', (text, values) => {
      seen.push(text);
      return text === values.password;
    });
    expect(same('  Smoked1  ', VALID)).toBeUndefined();
    expect(same('Smoked2', VALID)).toBe('must match');
    expect(seen).toEqual(['Smoked1', 'Smoked2']);
  });
});

describe('maxLength, oneOf, ticked', () => {
  it('counts the trimmed characters', () => {
    const check = maxLength<Values>(3, 'at most 3');
    expect(check(' abc ', VALID)).toBeUndefined();
    expect(check('abcd', VALID)).toBe('at most 3');
  });

  it('takes only the choices, a blank value aside', () => {
    const check = oneOf<Values>(['home', 'work'], 'not a kind');
    expect(check('work', VALID)).toBeUndefined();
    expect(check('cabin', VALID)).toBe('not a kind');
    expect(check('', VALID)).toBeUndefined();
  });

  it('wants a box ticked', () => {
    expect(ticked<Values>('tick it')(true, VALID)).toBeUndefined();
    expect(ticked<Values>('tick it')(false, VALID)).toBe('tick it');
    expect(ticked<Values>('tick it')(undefined, VALID)).toBe('tick it');
  });
});

describe('textOf and isBlank', () => {
  it('trims text and ignores anything else', () => {
    expect(textOf('  a b  ')).toBe('a b');
    expect(textOf(12)).toBe('');
    expect(isBlank(' ')).toBe(true);
    expect(isBlank('a')).toBe(false);
    expect(isBlank(0)).toBe(false);
  });
});

describe('validateValues', () => {
  const confirmation: Check<Values> = (value, values) => (value === values.password ? undefined : 'passwords must match');
  const rules: Rules<Values> = {
    name: firstOf(required('name required'), maxLength(10, 'name too long')),
    kind: oneOf(['home', 'work'], 'kind unknown'),
    confirmation,
    agree: ticked('agree first'),
    tags: required('pick a tag'),
  };

  it('answers nothing for valid values', () => {
    expect(validateValues(rules, VALID)).toEqual({});
  });

  it('collects the first message of every field in error, and nothing of fields without a rule', () => {
    const values: Values = { name: '   ', kind: 'cabin', password: 'a', confirmation: 'b', note: 'x'.repeat(5000), agree: false, tags: [] };
    expect(validateValues(rules, values)).toEqual({
      name: 'name required',
      kind: 'kind unknown',
      confirmation: 'passwords must match',
      agree: 'agree first',
      tags: 'pick a tag',
    });
  });

  it('takes no rules as no problems', () => {
    expect(validateValues<Values>(undefined, { ...VALID, name: '' })).toEqual({});
  });
});

describe('fetchedOnUse', () => {
  it('fetches the rule once, answers nothing until it arrives, and tells the forms it arrived', async () => {
    const load = jest.fn(async () => 'rule');
    const arrivals = jest.fn();
    const stop = onRuleArrival(arrivals);
    const rule = fetchedOnUse(load);
    expect(rule()).toBeUndefined();
    expect(rule()).toBeUndefined();
    expect(rulesFetching()).toBe(true);
    await rulesFetched();
    stop();
    expect(rule()).toBe('rule');
    expect(load).toHaveBeenCalledTimes(1);
    expect(arrivals).toHaveBeenCalledTimes(1);
    expect(rulesFetching()).toBe(false);
  });

  it('lets a submit go on when the fetch fails, and tries again at the next check', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('rule');
    const arrivals = jest.fn();
    const stop = onRuleArrival(arrivals);
    const rule = fetchedOnUse<string>(load);
    expect(rule()).toBeUndefined();
    await rulesFetched();
    expect(arrivals).not.toHaveBeenCalled();
    expect(rule()).toBeUndefined();
    await rulesFetched();
    stop();
    expect(rule()).toBe('rule');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
