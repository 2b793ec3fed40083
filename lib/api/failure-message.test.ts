import { GENERIC_FAILURE_MESSAGE as GENERIC } from '@/domain/messages';
import { capitalize, failureMessage } from './failure-message';

describe('capitalize', () => {
  it.each([
    ['email is required', 'Email is required'],
    ['Already', 'Already'],
    ['éclair', 'Éclair'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(capitalize(text)).toBe(expected);
  });
});

describe('failureMessage', () => {
  const json = 'application/json; charset=utf-8';
  it.each<[string, string, string | null, string]>([
    ['list of strings', '["email is required","phone is invalid"]', json, 'Email is required.\nPhone is invalid'],
    ['list of one', '["email is required"]', json, 'Email is required'],
    ['list of message objects', '[{"message":"a"},{"message":"b"}]', json, 'A.\nB'],
    ['list with a non-string', '["a",3]', json, GENERIC],
    ['empty list', '[]', json, GENERIC],
    ['message', '{"message":"location not found"}', json, 'Location not found'],
    ['message and two errors', '{"message":"invalid order","errors":["tip is negative","date is past"]}', json, 'Invalid order: tip is negative, date is past'],
    ['message and one error', '{"message":"invalid order","errors":["tip is negative"]}', json, 'Invalid order'],
    ['message and error objects', '{"message":"bad","errors":[{"message":"x"},{"message":"y"}]}', json, 'Bad: x, y'],
    ['message list (NestJS style)', '{"message":["a is required","b is required"]}', json, 'A is required.\nB is required'],
    ['errors without message', '{"errors":["a","b"]}', json, 'A.\nB'],
    ['blank message', '{"message":"  "}', json, GENERIC],
    ['no message', '{"statusCode":500}', json, GENERIC],
    ['JSON string', '"coupon expired"', json, 'coupon expired'],
    ['JSON number', '42', json, GENERIC],
    ['JSON null', 'null', json, GENERIC],
    ['plain text', 'Coupon conditions are not met', 'text/plain', 'Coupon conditions are not met'],
    ['plain text kept as is', 'no such store ', null, 'no such store '],
    ['HTML page', '<!doctype html><title>502</title>', 'text/html', GENERIC],
    ['HTML without a type', '  <html></html>', null, GENERIC],
    ['HTML typed as text', 'Bad gateway', 'text/html; charset=utf-8', GENERIC],
    ['empty body', '', json, GENERIC],
    ['blank body', ' \n', 'text/plain', GENERIC],
    ['broken JSON', '{"message":', json, GENERIC],
    ['binary', '\u0000\u0001PNG\ufffd', 'application/octet-stream', GENERIC],
  ])('%s', (_case, text, contentType, expected) => {
    expect(failureMessage(text, contentType)).toBe(expected);
  });
});
