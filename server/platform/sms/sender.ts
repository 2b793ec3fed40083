/**
 * The messaging interface: what sends a text, whoever carries it. The Twilio adapter hands it to
 * Twilio; the sandbox (demo mode only) keeps it in the outbox table the dev page lists.
 */
export type OutgoingSms = { to: string; body: string };

/** `providerId`: the carrier's id of the message (Twilio's SM…); null when the sandbox kept it. */
export type SmsReceipt = { providerId: string | null; kept: boolean };

export type SmsSender = {
  readonly name: 'twilio' | 'sandbox';
  send(message: OutgoingSms): Promise<SmsReceipt>;
  /**
   * Whether an inbound request (a STOP) really comes from the carrier: Twilio's signature of the
   * public URL it called and the form it posted. The sandbox has no inbound webhook.
   */
  verifyInbound(input: { signature: string; url: string; params: Record<string, string> }): boolean;
};
