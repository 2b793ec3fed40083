import clone from './clone';
import cloneDeep from './clone-deep';
import isPlainObject from './is-plain-object';
import toPath from './to-path';

describe("Formik's lodash helpers", () => {
  it('split a field path by dots and brackets', () => {
    expect(toPath('email')).toEqual(['email']);
    expect(toPath('items[0].quantity')).toEqual(['items', '0', 'quantity']);
    expect(toPath('items.0.quantity')).toEqual(['items', '0', 'quantity']);
    expect(toPath('answers["a.b"].text')).toEqual(['answers', 'a.b', 'text']);
    expect(toPath(['items', 0])).toEqual(['items', '0']);
  });

  it('tell object literals from arrays, dates, files and null', () => {
    expect(isPlainObject({ a: 1 })).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject(new Date())).toBe(false);
    expect(isPlainObject(new Blob(['x']))).toBe(false);
    expect(isPlainObject(null)).toBe(false);
    expect(isPlainObject('text')).toBe(false);
  });

  it('copy the container only, keeping a class instance its prototype', () => {
    const values = { address: { city: 'Mesa' }, items: [1, 2] };
    const copy = clone(values);
    expect(copy).toEqual(values);
    expect(copy).not.toBe(values);
    expect(copy.address).toBe(values.address);
    const list = [{ a: 1 }];
    expect(clone(list)).not.toBe(list);
    expect(clone(list)[0]).toBe(list[0]);
    class Draft {
      title = 'x';
    }
    expect(clone(new Draft())).toBeInstanceOf(Draft);
    expect(clone(5)).toBe(5);
  });

  it('copy initial values deeply, sharing a chosen file', () => {
    const file = new Blob(['cv']);
    const when = new Date('2026-11-24T12:00:00Z');
    const initial = { guest: { name: 'Ada', phones: ['555'] }, resume: file, when, note: null };
    const copy = cloneDeep(initial);
    expect(copy).toEqual(initial);
    expect(copy.guest).not.toBe(initial.guest);
    expect(copy.guest.phones).not.toBe(initial.guest.phones);
    expect(copy.resume).toBe(file);
    expect(copy.when).not.toBe(when);
    expect(copy.when.getTime()).toBe(when.getTime());
    copy.guest.phones.push('556');
    expect(initial.guest.phones).toEqual(['555']);
  });

  it('copy a value met twice once, cycles included', () => {
    const shared = { a: 1 };
    const looped: Record<string, unknown> = { shared, again: shared };
    looped.self = looped;
    const copy = cloneDeep(looped);
    expect(copy.again).toBe(copy.shared);
    expect(copy.self).toBe(copy);
  });
});
