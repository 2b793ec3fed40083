/**
 * HTML escaping for every email and server-written page: any value that came from a person
 * (names, instructions, titles) or from a link goes through it before it meets markup.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
