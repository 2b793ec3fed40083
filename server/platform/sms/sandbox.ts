/**
 * The sandbox of the messaging interface, for demo mode without Twilio: a text goes nowhere, and
 * its row in sms_messages (written before sending, as for Twilio) stays the outbox the dev page
 * lists. Inbound texts come from the demo's form, never from a carrier, so no signature is checked.
 */
import type { SmsSender } from './sender';

export function createSandboxSender(): SmsSender {
  return {
    name: 'sandbox',
    send: async () => ({ providerId: null, kept: true }),
    verifyInbound: () => false,
  };
}
