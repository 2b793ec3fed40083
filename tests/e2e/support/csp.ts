/** What the browser refused because of the Content-Security-Policy, as a journey sees it. */
import type { Page } from '@playwright/test';

/**
 * Starts recording, for the rest of the test, every message Chromium logs when the policy blocks
 * something ("Refused to load the script ... because it violates the following Content Security
 * Policy directive"). Call before the first visit; read the list at the end.
 */
export function recordCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const line = message.text();
    if (/Content Security Policy/i.test(line)) violations.push(`${page.url()}: ${line}`);
  });
  return violations;
}

/** The directives of a Content-Security-Policy header, by name. */
export function cspDirectives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name = '', ...sources]) => [name, sources] as const),
  );
}
