/** A page's structured data as it goes into its <script type="application/ld+json">. */

export type JsonLd = Record<string, unknown>;

/**
 * JSON for a <script type="application/ld+json">: every '<' becomes \u003c, so no text inside
 * (a store name, a post title) can close the script element ('</script>') or open a comment.
 * U+2028 and U+2029 are escaped too. The result parses back to the same value.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
