/** Schema pieces the public forms share: the honeypot field, the receipt, and a whole number whose range the use case checks. */
import { Type } from '@sinclair/typebox';
import { HONEYPOT_FIELD } from '@/domain/validation';
import { MAX_ID } from '@/server/schemas/common';

/** The honeypot field (honeypot.ts), to spread into a form's body. */
export const Honeypot = {
  [HONEYPOT_FIELD]: Type.Optional(Type.String({ maxLength: 500, description: 'Leave empty: hidden from people, a filled one marks a robot' })),
};

/** A form's answer: the stored submission's id and the email its confirmation goes to. */
export const ReceiptSchema = Type.Object({ id: Type.String({ format: 'uuid' }), email: Type.String() });

/** Any whole number: the range is the use case's check, so the refusal carries the form's message. */
export const WholeNumber = (description: string) => Type.Integer({ minimum: -MAX_ID - 1, maximum: MAX_ID, description });
