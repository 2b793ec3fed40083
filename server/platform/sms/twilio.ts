/**
 * The Twilio adapter of the messaging interface, through the official `twilio` package: a text is
 * a Message created on the account (Messages API, 2010-04-01) from TWILIO_FROM or through the
 * messaging service; an inbound webhook is checked with the package's validateRequest (the
 * X-Twilio-Signature of the URL Twilio called and its form parameters). TWILIO_API_BASE points the
 * client at another address (the local fake the tests run).
 */
import twilio from 'twilio';
import type { TwilioSettings } from '@/server/twilio-settings';
import type { SmsSender } from './sender';

export function createTwilioSender(settings: TwilioSettings): SmsSender {
  const client = twilio(settings.accountSid, settings.authToken, { autoRetry: true, maxRetries: 2, timeout: 10_000 });
  if (settings.apiBase) client.api.baseUrl = settings.apiBase;
  const sender = 'number' in settings.from ? { from: settings.from.number } : { messagingServiceSid: settings.from.messagingServiceSid };
  return {
    name: 'twilio',
    async send({ to, body }) {
      const message = await client.messages.create({ to, body, ...sender });
      return { providerId: message.sid, kept: false };
    },
    verifyInbound({ signature, url, params }) {
      return signature !== '' && twilio.validateRequest(settings.authToken, signature, url, params);
    },
  };
}
