/** Types of redacted-url.mjs. */
export function redactedUrl(url: string): string;
