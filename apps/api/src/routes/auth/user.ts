import {
  cooldownResult,
  customerLoginInput,
  customerRegisterInput,
  customerRegisterResult,
  forgotPasswordInput,
  normaliseLogin,
  resendVerificationInput,
  resetPasswordInput,
  userLoginResult,
  verifyEmailInput,
  verifyEmailResult,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInLimit } from '../../lib/sign-in-limit.ts';
import {
  type AccountsDeps,
  forgotPassword,
  logoutCustomer,
  type RequestMeta,
  registerCustomer,
  resendVerification,
  resetPassword,
  verifyEmail,
} from '../../modules/users/customer-accounts.service.ts';
import { signIn } from '../../modules/users/sign-in.service.ts';
import { principalOf } from '../../plugins/auth.ts';
import { noticeOnly, routeSchemas, withNotice } from '../../plugins/route-schema.ts';

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { lang: request.lang, ip: request.ip, userAgent: request.headers['user-agent'], log: request.log };
}

/**
 * Customer sign-up, e-mail verification, sign-in and password reset (`/api/auth/user`, token
 * kind `user`); the sign-in also signs salespeople in (kind `salesperson`, ADR 0030). Contract:
 * docs/api/customer-accounts.md.
 */
export const userAuthRoutes: FastifyPluginAsyncZod<{
  deps: AccountsDeps;
  /** Lifetime of a salesperson's token, the same whichever sign-in issued it. */
  salespersonTtlHours: number;
  loginPerMinute: number;
  loginPerAddressPerMinute: number;
  accountPerMinute: number;
}> = async (app, opts) => {
  const { deps } = opts;
  const accountLimit = { rateLimit: { max: opts.accountPerMinute, timeWindow: '1 minute' } };
  const route = routeSchemas('customer auth', 'public');
  const signedIn = routeSchemas('customer auth');

  app.post(
    '/register',
    {
      config: accountLimit,
      ...route.created(
        'Business customer registration; sends the verification mail',
        customerRegisterResult,
        { body: customerRegisterInput },
      ),
    },
    async (request, reply) => {
      const data = await registerCustomer(deps, request.body, requestMeta(request));
      return reply.status(201).send(withNotice(request, 'registered', data));
    },
  );

  const verify = async (request: FastifyRequest, input: { token: string; email: string }) => {
    const data = await verifyEmail(deps, input);
    return withNotice(request, 'emailVerified', data);
  };
  // The mailed link opens the page, which may send the token and e-mail either way.
  const verifyRoute = <
    Parts extends { querystring?: typeof verifyEmailInput; body?: typeof verifyEmailInput },
  >(
    parts: Parts,
  ) => ({
    config: accountLimit,
    ...route.ok('Verifies the e-mail address with the mailed link (token + email)', verifyEmailResult, parts),
  });
  app.get('/verify', verifyRoute({ querystring: verifyEmailInput }), (request) =>
    verify(request, request.query),
  );
  app.post('/verify', verifyRoute({ body: verifyEmailInput }), (request) => verify(request, request.body));

  app.post(
    '/verify/resend',
    {
      config: accountLimit,
      ...route.ok(
        'Sends a new verification mail, once per cooldown; the same answer for every address',
        cooldownResult,
        { body: resendVerificationInput },
      ),
    },
    async (request) => {
      const data = await resendVerification(deps, request.body.email, requestMeta(request));
      return withNotice(request, 'verificationSent', data);
    },
  );

  app.post(
    '/login',
    {
      preValidation: signInLimit(app, {
        name: 'user-login',
        perAccount: opts.loginPerMinute,
        perAddress: opts.loginPerAddressPerMinute,
        account: (body) => (typeof body.login === 'string' ? normaliseLogin(body.login) : ''),
      }),
      ...route.ok(
        'Sign-in of customers and salespeople with e-mail or phone + password → bearer token; `kind` says whose',
        userLoginResult,
        {
          description:
            'A customer gets a `user` token and the account state; a salesperson a `salesperson` token and the profile. ' +
            'An e-mail or phone both use signs in as the account the password opens, the customer when it opens both.',
          body: customerLoginInput,
        },
      ),
    },
    async (request) => {
      const data = await signIn(deps, request.body, {
        ...requestMeta(request),
        salespersonTtlHours: opts.salespersonTtlHours,
      });
      return withNotice(request, 'loggedIn', data);
    },
  );

  app.post(
    '/logout',
    { onRequest: app.requireAuth('user'), ...signedIn.ok('Revokes the customer token', z.null()) },
    async (request) => {
      await logoutCustomer(deps.db, principalOf(request).tokenId);
      return noticeOnly(request, 'loggedOut');
    },
  );

  app.post(
    '/password/forgot',
    {
      config: accountLimit,
      ...route.ok(
        'Mails a password reset link; the same answer whether or not the address exists',
        cooldownResult,
        { body: forgotPasswordInput },
      ),
    },
    async (request) => {
      const data = await forgotPassword(deps, request.body.email, requestMeta(request));
      return withNotice(request, 'resetLinkSent', data);
    },
  );

  app.post(
    '/password/reset',
    {
      config: accountLimit,
      ...route.ok('Sets a new password with the mailed link (single use, expiring, same e-mail)', z.null(), {
        body: resetPasswordInput,
      }),
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return noticeOnly(request, 'passwordReset');
    },
  );
};
