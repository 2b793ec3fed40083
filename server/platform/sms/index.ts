/**
 * The API's one SMS sender, built once in app.ts and handed to the text-alerts module: Twilio when
 * its settings are given, the sandbox in demo mode without them, and none otherwise (text alerts
 * are then off: the checkout does not offer them).
 */
import type { Config } from '@/server/config';
import { createSandboxSender } from './sandbox';
import type { SmsSender } from './sender';
import { createTwilioSender } from './twilio';

export type { OutgoingSms, SmsReceipt, SmsSender } from './sender';

export function createAppSms(config: Pick<Config, 'twilio' | 'demoMode'>): SmsSender | null {
  if (config.twilio) return createTwilioSender(config.twilio);
  return config.demoMode ? createSandboxSender() : null;
}
