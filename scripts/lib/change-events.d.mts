/** Types of change-events.mjs for the TypeScript tests that drive it. */
type Log = { info(line: string): void; warn(line: string): void };

export function changeChannel(env: Record<string, string | undefined>): string;
export function keysOfMessage(message: string): string[] | null;
export function storefrontChanges(): { heard: boolean; keepMs: number; listeners: Set<(keys: readonly string[] | 'all') => void> };
export function subscribeToChanges(
  env: Record<string, string | undefined>,
  onChange: (keys: string[] | 'all') => void,
  log?: Log,
): { ready: Promise<void>; close(): Promise<void> } | null;
