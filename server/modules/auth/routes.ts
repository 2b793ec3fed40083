/** The auth routes under /online-ordering (contract: domain/wire/accounts.ts). */
import { AUTH_PATHS } from '@/domain/wire/accounts';
import { requireCustomer, signedInCustomer } from '@/server/auth/plugin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { AuthCaller, AuthDeps } from './deps';
import { changePassword, forgotPassword, setPassword } from './passwords';
import {
  changePasswordSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  setPasswordSchema,
  signUpSchema,
  socialLoginSchema,
  verificationEmailSchema,
} from './schema';
import { login, logout, socialLogin } from './sign-in';
import { signUp } from './sign-up';
import { confirmEmail, resendVerification } from './verification';

function callerOf(request: FastifyRequest): AuthCaller {
  return { locale: request.market.locale, ip: request.ip };
}

const authRoutes: FastifyPluginAsyncTypebox<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(AUTH_PATHS.signUp, { schema: signUpSchema }, async (request, reply) =>
    reply.status(201).send(await signUp(deps, callerOf(request), request.body)),
  );

  app.post(AUTH_PATHS.login, { schema: loginSchema }, async (request) => login(deps, callerOf(request), request.body));

  app.post(AUTH_PATHS.socialLogin, { schema: socialLoginSchema }, async (request) =>
    socialLogin(deps, callerOf(request), request.body.provider, request.body.accessToken),
  );

  app.post(AUTH_PATHS.logout, { schema: logoutSchema }, async (request, reply) => {
    await logout(deps, request.customer?.sessionId);
    return reply.status(204).send(null);
  });

  app.post(AUTH_PATHS.verificationEmail, { schema: verificationEmailSchema }, async (request, reply) => {
    const answer = await resendVerification(deps, callerOf(request), request.customer, request.body?.email);
    return reply.status(202).send(answer);
  });

  app.post(AUTH_PATHS.confirmEmail, { schema: confirmEmailSchema }, async (request) => confirmEmail(deps, request.body.token));

  app.post(AUTH_PATHS.forgotPassword, { schema: forgotPasswordSchema }, async (request, reply) =>
    reply.status(202).send(await forgotPassword(deps, callerOf(request), request.body.email)),
  );

  app.post(AUTH_PATHS.setPassword, { schema: setPasswordSchema }, async (request) => setPassword(deps, request.body));

  app.post(AUTH_PATHS.changePassword, { schema: changePasswordSchema, preHandler: requireCustomer }, async (request) =>
    changePassword(deps, callerOf(request), signedInCustomer(request), request.body),
  );
};

export default authRoutes;
