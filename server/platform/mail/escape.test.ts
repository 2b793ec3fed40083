import { escapeHtml } from './escape';

describe('escapeHtml', () => {
  it.each([
    ['<script>', '&lt;script&gt;'],
    [`"'&`, '&quot;&#39;&amp;'],
  ])('escapes %s', (raw, escaped) => {
    expect(escapeHtml(raw)).toBe(escaped);
  });
});
