import { z } from 'zod';
import { customerLoginResult } from './customer-auth.ts';
import { salespersonLoginResult } from './salespeople.ts';

/**
 * `POST /api/auth/user/login`: the one sign-in of customers and salespeople (SPEC 2 `/login`,
 * ADR 0030). `kind` says whose token it is; each kind opens only its own routes.
 */
export const userLoginResult = z.discriminatedUnion('kind', [
  customerLoginResult.extend({ kind: z.literal('customer') }),
  salespersonLoginResult.extend({ kind: z.literal('salesperson') }),
]);
export type UserLoginResult = z.infer<typeof userLoginResult>;
export type SignInKind = UserLoginResult['kind'];
