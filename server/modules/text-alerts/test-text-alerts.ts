/** Test helpers of text alerts: a recording SMS sender standing in for Twilio (its inbound check is the twilio package's own). */
import twilio from 'twilio';
import type { OutgoingSms, SmsSender } from '@/server/platform/sms';

export const FAKE_AUTH_TOKEN = '7'.repeat(32);

export type RecordingSms = SmsSender & { sent: OutgoingSms[]; failNext: number };

export function recordingSms(name: 'twilio' | 'sandbox' = 'twilio'): RecordingSms {
  const sender: RecordingSms = {
    name,
    sent: [],
    failNext: 0,
    async send(message) {
      if (sender.failNext > 0) {
        sender.failNext -= 1;
        throw new Error('Twilio is unreachable');
      }
      sender.sent.push(message);
      return { providerId: name === 'twilio' ? `SM${sender.sent.length}` : null, kept: name === 'sandbox' };
    },
    verifyInbound: ({ signature, url, params }) => signature !== '' && twilio.validateRequest(FAKE_AUTH_TOKEN, signature, url, params),
  };
  return sender;
}

export function twilioSignature(url: string, params: Record<string, string>): string {
  return twilio.getExpectedTwilioSignature(FAKE_AUTH_TOKEN, url, params);
}
