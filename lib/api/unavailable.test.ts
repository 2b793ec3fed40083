import { ServerError } from '@apollo/client';
import { ApiError } from './api-error';
import { isServiceUnavailable } from './unavailable';

describe('isServiceUnavailable', () => {
  const refused = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
  const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
  const apolloServerError = (status: number) => new ServerError('Response not successful', { response: new Response('', { status }), bodyText: '' });

  it.each([
    ['an API 503', new ApiError(503, 'The database is not answering; try again shortly.')],
    ['an API 502 from the proxy in front', new ApiError(502, 'Bad gateway')],
    ['an API 504 from the proxy in front', new ApiError(504, 'Gateway timeout')],
    ['a refused connection', refused],
    ['a timeout', timeout],
    ['a GraphQL 503', apolloServerError(503)],
    ['a wrapped refused connection', new ApiError(500, 'Something went wrong', { cause: refused })],
    ['a timeout two causes deep', new Error('outer', { cause: new Error('inner', { cause: timeout }) })],
  ])('counts %s as unavailable', (_case, error) => {
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it.each([
    ['an API 404', new ApiError(404, 'Not found')],
    ['an API 400', new ApiError(400, 'Bad input')],
    ['an API 500', new ApiError(500, 'Broken')],
    ['a GraphQL 500', apolloServerError(500)],
    ['a caller abort', new DOMException('aborted', 'AbortError')],
    ['a programming error', new TypeError('cannot read properties of undefined')],
    ['a string', 'fetch failed'],
    ['nothing', undefined],
  ])('does not count %s', (_case, error) => {
    expect(isServiceUnavailable(error)).toBe(false);
  });

  it('stops following a cycle of causes', () => {
    const error = new Error('loop');
    (error as { cause?: unknown }).cause = error;
    expect(isServiceUnavailable(error)).toBe(false);
  });
});
