/** The Chromium the journeys and Lighthouse drive: Debian's, or PLAYWRIGHT_CHROMIUM_PATH. Never downloaded. */
import { accessSync, constants, readFileSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Flags for headless Chromium on these machines; shared with playwright.config.ts. */
export const CHROMIUM_FLAGS = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));

/** The executable path, or throws the message that tells the reader how to get one. */
export function findChromium(env = process.env) {
  const candidate = env.PLAYWRIGHT_CHROMIUM_PATH || DEFAULT_CHROMIUM;
  try {
    accessSync(candidate, constants.X_OK);
    return candidate;
  } catch {
    throw new Error(
      `No Chromium found at ${candidate}: apt-get install -y chromium, or set PLAYWRIGHT_CHROMIUM_PATH`,
    );
  }
}
