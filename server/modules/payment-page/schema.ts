/** The payment page module's request and response schemas. */
import { Type } from '@sinclair/typebox';
import { errorResponses } from '@/server/schemas/common';

const Alert = Type.Object({
  id: Type.Integer(),
  route: Type.String(),
  kind: Type.String(),
  description: Type.String(),
  detectedAt: Type.String({ format: 'date-time' }),
});

export const openAlertsSchema = {
  tags: ['staff'],
  summary: 'Open alerts of the payment page check',
  description: 'Each difference the daily check saw between the payment pages and their approved scripts and security headers, still seen at the last check; newest first. A brand admin’s staff token only: store staff are a 403.',
  response: { 200: Type.Object({ data: Type.Array(Alert) }), ...errorResponses(401, 403) },
};
