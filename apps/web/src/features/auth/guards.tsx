import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { adminToken, salespersonToken, userToken } from '../../lib/auth-tokens.ts';

/** Where a guard sent the visitor from, so the login page can return there. */
export interface FromState {
  from?: { pathname: string; search: string; hash: string };
}

export function intendedPath(state: unknown, fallback: string): string {
  const from = (state as FromState | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : fallback;
}

/*
 * Guards read the token when a navigation renders them, not on every token change: SPEC 4's
 * dismissed session dialog clears the admin token "without navigation", and the next navigation
 * then leads to the login.
 */

/**
 * Customer area: no user token → /login, remembering the intended path (SPEC 2); a signed-in
 * salesperson, whose token opens no customer route, goes to its own area instead.
 */
export function RequireUser({ children }: { children?: ReactNode }) {
  const location = useLocation();
  if (!userToken.get() && salespersonToken.get())
    return <Navigate to={paths.salesperson.customers} replace />;
  if (!userToken.get()) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children ?? <Outlet />;
}

/** Admin area: no admin token → the admin login (SPEC 2). */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const location = useLocation();
  if (!adminToken.get()) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.admin.login} replace state={state} />;
  }
  return children ?? <Outlet />;
}

/** Login and registration: already logged in (customer or salesperson) → home (SPEC 8). */
export function GuestOnly({ children }: { children?: ReactNode }) {
  useLocation();
  if (userToken.get() || salespersonToken.get()) return <Navigate to={paths.home} replace />;
  return children ?? <Outlet />;
}
