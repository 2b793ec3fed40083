import { couponEditRefusal, fixedCouponFields, type EditedCoupon } from './coupon-edits';

const coupon = (overrides: Partial<EditedCoupon> = {}): EditedCoupon => ({ code: 'SAVE15', typeId: 2, singleUse: false, ended: false, uses: 0, codesMade: 0, ...overrides });
const edit = { code: 'save15', typeId: 2, singleUse: false };

describe('couponEditRefusal', () => {
  it.each([
    ['an unused coupon, new code and type', coupon(), { ...edit, code: 'SAVE20', typeId: 1 }, null],
    ['a used coupon, same code in another case and same type', coupon({ uses: 3 }), edit, null],
    ['a used coupon, another type', coupon({ uses: 1 }), { ...edit, typeId: 1 }, 'usedTypeFixed'],
    ['a used coupon, another code', coupon({ uses: 1 }), { ...edit, code: 'SAVE20' }, 'usedCodeFixed'],
    ['single-use codes made, made shared', coupon({ singleUse: true, codesMade: 5 }), edit, 'singleUseFixed'],
    ['single-use without codes yet, made shared', coupon({ singleUse: true }), edit, null],
    ['a shared coupon made single-use', coupon({ uses: 2 }), { ...edit, singleUse: true }, null],
    ['an ended coupon', coupon({ ended: true }), edit, 'alreadyEnded'],
  ])('%s: %p', (_case, stored, draft, refusal) => {
    expect(couponEditRefusal(stored, draft)).toBe(refusal);
  });
});

describe('fixedCouponFields', () => {
  it.each([
    [{ uses: 0, ended: false }, []],
    [{ uses: 1, ended: false }, ['code', 'typeId']],
    [{ uses: 0, ended: true }, ['code', 'typeId']],
  ])('%p keeps %p', (stored, fixed) => {
    expect(fixedCouponFields(stored)).toEqual(fixed);
  });
});
