import { describeIssue, fieldName } from './validation-messages';

describe('fieldName', () => {
  it.each([
    ['/pageSize', 'querystring', 'pageSize'],
    ['/items/0/title', 'body', 'items[0].title'],
    ['/a~1b', 'body', 'a/b'],
    ['', 'body', 'the body'],
    ['', 'params', 'the path'],
  ])('%s in %s is %s', (path, context, name) => {
    expect(fieldName(path, context)).toBe(name);
  });
});

describe('describeIssue', () => {
  const issue = (instancePath: string, keyword: string, params: Record<string, unknown>) => ({ instancePath, keyword, params });
  it.each([
    [issue('/pageSize', 'maximum', { limit: 100 }), 'pageSize must be at most 100'],
    [issue('/page', 'minimum', { limit: 1 }), 'page must be at least 1'],
    [issue('/n', 'exclusiveMaximum', { limit: 5 }), 'n must be less than 5'],
    [issue('/n', 'exclusiveMinimum', { limit: 0 }), 'n must be greater than 0'],
    [issue('/locationId', 'type', { type: 'integer' }), 'locationId must be a whole number'],
    [issue('/a', 'type', { type: 'string,null' }), 'a must be text or empty'],
    [issue('/slug', 'maxLength', { limit: 120 }), 'slug must be at most 120 characters long'],
    [issue('/name', 'minLength', { limit: 1 }), 'name must not be empty'],
    [issue('/name', 'minLength', { limit: 3 }), 'name must be at least 3 characters long'],
    [issue('/tags', 'maxItems', { limit: 1 }), 'tags must hold at most 1 entry'],
    [issue('/tags', 'minItems', { limit: 2 }), 'tags must hold at least 2 entries'],
    [issue('', 'required', { missingProperty: 'email' }), 'email is required'],
    [issue('/address', 'required', { missingProperty: 'zip' }), 'address.zip is required'],
    [issue('', 'additionalProperties', { additionalProperty: 'x' }), '"x" is not allowed in the body'],
    [issue('/type', 'enum', { allowedValues: ['carryout', 'delivery'] }), 'type must be one of: carryout, delivery'],
    [issue('/v', 'const', { allowedValue: 4 }), 'v must be 4'],
    [issue('/slug', 'pattern', { pattern: '^a' }), 'slug has an invalid format'],
    [issue('/email', 'format', { format: 'email' }), 'email must be a valid email'],
    [issue('/x', 'anyOf', {}), 'x is invalid'],
    [{ ...issue('/price', 'not', {}), schemaPath: '#/additionalProperties/not' }, '"price" is not allowed in the body'],
    [{ ...issue('/billing/cvv', 'not', {}), schemaPath: '#/properties/billing/additionalProperties/not' }, '"cvv" is not allowed in billing'],
  ])('%j → %s', (value, message) => {
    expect(describeIssue(value, 'body')).toBe(message);
  });
});
