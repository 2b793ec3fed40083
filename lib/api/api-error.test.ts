import { ApiError, isApiError } from './api-error';

describe('ApiError', () => {
  it('carries the status, the message and the name API Error', () => {
    const error = new ApiError(404, 'Location "9" not found');
    expect([error.name, error.status, error.message]).toEqual(['API Error', 404, 'Location "9" not found']);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toBe('API Error: Location "9" not found');
  });
});

describe('isApiError', () => {
  it.each([
    [new ApiError(500, 'x'), true],
    [Object.assign(new Error('x'), { name: 'API Error', status: 500 }), true],
    [new Error('x'), false],
    [{ name: 'API Error', status: 500 }, false],
    [null, false],
  ])('%p → %s', (value, expected) => {
    expect(isApiError(value)).toBe(expected);
  });
});
