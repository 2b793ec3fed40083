/**
 * DEMO_MODE, read the same way by the API and the storefront: demo mode is on only when the
 * setting says so explicitly (true, 1 or yes); false, 0, no or no value at all leave it off.
 * Nothing else (a loopback bind, a missing NODE_ENV) turns it on. `npm start`, `npm run dev` and
 * `npm run start:cluster` set DEMO_MODE=true for a newcomer unless it is already set.
 */
type DemoModeSetting =
  | { ok: true; on: boolean; reason: string }
  | { ok: false; message: string };

const ON = ['true', '1', 'yes'];
const OFF = ['false', '0', 'no'];

/** What a DEMO_MODE value (undefined or blank: unset) says, with the reason for the start-up log. */
export function parseDemoMode(value: string | undefined): DemoModeSetting {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return { ok: true, on: false, reason: 'DEMO_MODE is not set (only DEMO_MODE=true turns demo mode on)' };
  if (ON.includes(text)) return { ok: true, on: true, reason: 'DEMO_MODE is true' };
  if (OFF.includes(text)) return { ok: true, on: false, reason: 'DEMO_MODE is false' };
  return { ok: false, message: `DEMO_MODE must be true or false, got "${value?.trim()}"` };
}

/** Whether a DEMO_MODE value turns demo mode on; a value that is not true or false leaves it off. */
export function isDemoMode(value: string | undefined): boolean {
  const setting = parseDemoMode(value);
  return setting.ok && setting.on;
}
