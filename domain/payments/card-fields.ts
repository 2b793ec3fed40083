/**
 * Which card fields the payment pages show, as the storefront's settings choose them: the sandbox
 * processor's hosted fields (framed from `gatewayUrl`), or Stripe's Payment Element (Stripe.js with
 * the publishable key; null when none is set, so no card can be taken).
 */
export type CardFields = { kind: 'sandbox'; gatewayUrl: string } | { kind: 'stripe'; publishableKey: string | null };
