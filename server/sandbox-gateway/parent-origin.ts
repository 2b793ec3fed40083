/**
 * Who may frame the hosted fields: the page names its own origin (`parent`), and the processor
 * serves the fields only to an origin it was configured to trust, then lets exactly that one
 * origin frame them (frame-ancestors) and nothing else run or load in them.
 */

/** The allowed origin `parent` names exactly (a bare scheme://host[:port]), or null. */
export function allowedParentOrigin(parent: unknown, allowed: readonly string[]): string | null {
  if (typeof parent !== 'string' || parent.length === 0 || parent.length > 200) return null;
  let origin: string;
  try {
    origin = new URL(parent).origin;
  } catch {
    return null;
  }
  return origin === parent && allowed.includes(origin) ? origin : null;
}

/** The hosted fields page's Content-Security-Policy: own script, style and calls only; framed by `parentOrigin` alone. */
export function hostedFieldsCsp(parentOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    `frame-ancestors ${parentOrigin}`,
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}
