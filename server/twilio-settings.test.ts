import { readTwilioSettings } from './twilio-settings';

const SID = 'AC' + '0123456789abcdef'.repeat(2);
const TOKEN = 'a'.repeat(32);

describe('readTwilioSettings', () => {
  it('is off without an account SID', () => {
    expect(readTwilioSettings({})).toEqual({ twilio: null });
  });

  it('reads the account, token and sending number, or a messaging service', () => {
    expect(readTwilioSettings({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+15125550100' }).twilio).toEqual({ accountSid: SID, authToken: TOKEN, from: { number: '+15125550100' }, apiBase: null });
    const service = 'MG' + 'b'.repeat(32);
    expect(readTwilioSettings({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_MESSAGING_SERVICE_SID: service, TWILIO_API_BASE: 'http://127.0.0.1:9999' }).twilio).toMatchObject({ from: { messagingServiceSid: service }, apiBase: 'http://127.0.0.1:9999' });
  });

  it.each([
    [{ TWILIO_AUTH_TOKEN: TOKEN }, /TWILIO_AUTH_TOKEN is set but TWILIO_ACCOUNT_SID is not/],
    [{ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+15125550100' }, /TWILIO_ACCOUNT_SID must be/],
    [{ TWILIO_ACCOUNT_SID: SID, TWILIO_FROM: '+15125550100' }, /TWILIO_AUTH_TOKEN is required/],
    [{ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN }, /exactly one of TWILIO_FROM/],
    [{ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+15125550100', TWILIO_MESSAGING_SERVICE_SID: 'MG' + 'b'.repeat(32) }, /exactly one of TWILIO_FROM/],
    [{ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '512-555-0100' }, /E\.164/],
    [{ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+15125550100', TWILIO_API_BASE: 'ftp://x' }, /bare origin/],
  ])('refuses %j', (env, message) => {
    expect(() => readTwilioSettings(env)).toThrow(message);
  });
});
