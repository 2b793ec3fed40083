import { serializeJsonLd } from './json-ld-script';

describe('serializeJsonLd', () => {
  it.each([
    ['</script><script>alert(1)</script>'],
    ['<!-- comment'],
    ['a & b > c'],
    ['line\u2028separator\u2029'],
  ])('leaves no markup in %p and parses back to the same value', (text) => {
    const json = serializeJsonLd({ name: text });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name: text });
  });
});
