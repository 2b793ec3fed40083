/** Issues a single-use link for a customer and queues its email; a mail failure is only logged. */
import { createEmailToken } from './email-tokens';
import { renderAccountMail, type AccountMailKind } from './account-emails';
import type { AuthDeps } from './deps';
import type { CustomerRow } from './repository';

export async function sendAccountMail(deps: AuthDeps, customer: CustomerRow, kind: AccountMailKind): Promise<void> {
  const token = await createEmailToken(deps.db, customer.id, kind, deps.now());
  try {
    await deps.mailer.queue(
      renderAccountMail({ kind, to: customer.email, firstName: customer.firstName, locale: customer.locale, token, storefrontUrl: deps.storefrontUrl }),
    );
  } catch (error) {
    deps.log.error({ customerId: customer.id, kind, err: error }, 'account mail not queued');
  }
}
