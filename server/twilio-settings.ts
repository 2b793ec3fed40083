/**
 * The Twilio settings of text alerts, read with the rest of the environment (server/config.ts).
 * All or nothing: without TWILIO_ACCOUNT_SID texts go nowhere (off, or the sandbox in demo mode).
 * - TWILIO_ACCOUNT_SID: the account (`AC` and 32 hex digits);
 * - TWILIO_AUTH_TOKEN: its auth token (it also signs the inbound webhook Twilio calls);
 * - TWILIO_FROM: the sending number in E.164 (+15125550100), or TWILIO_MESSAGING_SERVICE_SID
 *   (`MG…`) to send through a messaging service (one of the two);
 * - TWILIO_API_BASE: optional, another address for the Twilio REST API (a local fake, a proxy).
 */
type Env = Record<string, string | undefined>;

export type TwilioSettings = Readonly<{
  accountSid: string;
  authToken: string;
  /** The sender: a number, or a messaging service. */
  from: { number: string } | { messagingServiceSid: string };
  /** Null: api.twilio.com. */
  apiBase: string | null;
}>;

export class TwilioSettingError extends Error {
  override name = 'ConfigError';
}

const value = (env: Env, name: string) => {
  const text = env[name]?.trim();
  return text === '' ? undefined : text;
};

function readApiBase(env: Env): string | null {
  const text = value(env, 'TWILIO_API_BASE');
  if (text === undefined) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TwilioSettingError('TWILIO_API_BASE must be a URL such as https://api.twilio.com, got an unreadable value');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.username) {
    throw new TwilioSettingError('TWILIO_API_BASE must be a bare origin such as https://api.twilio.com');
  }
  return url.origin;
}

/** The Twilio settings when TWILIO_ACCOUNT_SID is set, else null. */
export function readTwilioSettings(env: Env): { twilio: TwilioSettings | null } {
  const accountSid = value(env, 'TWILIO_ACCOUNT_SID');
  if (accountSid === undefined) {
    const stray = ['TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID'].find((name) => value(env, name) !== undefined);
    if (stray) throw new TwilioSettingError(`${stray} is set but TWILIO_ACCOUNT_SID is not: set the account SID too, or neither`);
    return { twilio: null };
  }
  if (!/^AC[0-9a-f]{32}$/i.test(accountSid)) throw new TwilioSettingError('TWILIO_ACCOUNT_SID must be the account SID from the Twilio console: AC and 32 hex digits');
  const authToken = value(env, 'TWILIO_AUTH_TOKEN');
  if (authToken === undefined || authToken.length < 16) throw new TwilioSettingError('TWILIO_AUTH_TOKEN is required with TWILIO_ACCOUNT_SID: the auth token from the Twilio console');
  const number = value(env, 'TWILIO_FROM');
  const messagingServiceSid = value(env, 'TWILIO_MESSAGING_SERVICE_SID');
  if ((number === undefined) === (messagingServiceSid === undefined)) {
    throw new TwilioSettingError('Set exactly one of TWILIO_FROM (the sending number, +15125550100) and TWILIO_MESSAGING_SERVICE_SID (MG…)');
  }
  if (number !== undefined && !/^\+[1-9]\d{6,14}$/.test(number)) throw new TwilioSettingError(`TWILIO_FROM must be a number in E.164 such as +15125550100, got "${number}"`);
  if (messagingServiceSid !== undefined && !/^MG[0-9a-f]{32}$/i.test(messagingServiceSid)) throw new TwilioSettingError('TWILIO_MESSAGING_SERVICE_SID must be MG and 32 hex digits');
  const from = number !== undefined ? { number } : { messagingServiceSid: messagingServiceSid! };
  return { twilio: Object.freeze({ accountSid, authToken, from, apiBase: readApiBase(env) }) };
}
