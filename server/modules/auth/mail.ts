/**
 * Account mail: a single-use link for a customer (verification, reset), or the notice to the owner
 * of an address someone tried to sign up with. A mail failure is only logged.
 */
import { createEmailToken } from './email-tokens';
import { renderAccountMail, type AccountMailKind } from './account-emails';
import type { AuthDeps } from './deps';
import type { CustomerRow } from './repository';
import { renderSignUpNotice } from './sign-up-notice-email';

export async function sendAccountMail(deps: AuthDeps, customer: CustomerRow, kind: AccountMailKind): Promise<void> {
  const token = await createEmailToken(deps.db, customer.id, kind, deps.now());
  await queueLogged(deps, customer, kind, () =>
    deps.mailer.queue(
      renderAccountMail({ kind, to: customer.email, firstName: customer.firstName, locale: customer.locale, token, storefrontUrl: deps.storefrontUrl }),
    ),
  );
}

export async function sendSignUpNotice(deps: AuthDeps, owner: CustomerRow): Promise<void> {
  await queueLogged(deps, owner, 'sign-up-notice', () =>
    deps.mailer.queue(renderSignUpNotice({ to: owner.email, firstName: owner.firstName, locale: owner.locale, storefrontUrl: deps.storefrontUrl })),
  );
}

async function queueLogged(deps: AuthDeps, customer: CustomerRow, kind: string, queue: () => Promise<unknown>): Promise<void> {
  try {
    await queue();
  } catch (error) {
    deps.log.error({ customerId: customer.id, kind, err: error }, 'account mail not queued');
  }
}
