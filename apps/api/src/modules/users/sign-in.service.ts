import type { CustomerLoginInput, UserLoginResult } from '@shop/shared';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { findSalespersonByLogin, startSalespersonSession } from '../salespeople/salesperson-auth.service.ts';
import {
  type AccountsDeps,
  findCustomerByLogin,
  type RequestMeta,
  startCustomerSession,
} from './customer-accounts.service.ts';

/**
 * `/login`, the one sign-in of customers and salespeople (SPEC 2, ADR 0030): the login (e-mail or
 * phone) and password are tried on the customer accounts, then on the salespeople. An e-mail or
 * phone that both use signs in as whichever account the password opens, the customer when it
 * opens both. Each kind gets its own token (`user` or `salesperson`), so neither opens the
 * other's routes. A failure always costs two password checks, so its timing tells nothing.
 */
export async function signIn(
  deps: AccountsDeps,
  input: CustomerLoginInput,
  meta: RequestMeta & { salespersonTtlHours: number },
): Promise<UserLoginResult> {
  const customer = await findCustomerByLogin(deps.db, input.login);
  if ((await verifyPassword(customer?.passwordHash, input.password)) && customer) {
    return { kind: 'customer', ...(await startCustomerSession(deps, customer, meta)) };
  }
  const salesperson = await findSalespersonByLogin(deps.db, input.login);
  if ((await verifyPassword(salesperson?.passwordHash, input.password)) && salesperson) {
    const session = await startSalespersonSession(deps.db, salesperson, {
      ttlHours: meta.salespersonTtlHours,
      userAgent: meta.userAgent,
      ip: meta.ip,
    });
    return { kind: 'salesperson', ...session };
  }
  throw new AppError(401, 'loginIncorrect');
}
