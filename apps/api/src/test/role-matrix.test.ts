import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../modules/auth/tokens.ts';
import { useTestApp } from './app.ts';
import { insertAdmin } from './fixtures.ts';
import { createCustomerRow, createRoles, createSalespersonRow, tokenFor } from './role-matrix-fixtures.ts';

/**
 * Every route of the back-office and salesperson slice, called by each role: visitor (no token),
 * customer (`user` token), salesperson, admin and super admin. DESIGN.md "Authorisation": each
 * route has a test for the role that may call it and for those that may not.
 */
type Role = 'visitor' | 'customer' | 'salesperson' | 'admin' | 'superAdmin';
const ROLES: Role[] = ['visitor', 'customer', 'salesperson', 'admin', 'superAdmin'];
type Area = 'admin' | 'super' | 'salesperson';

const EXPECTED: Record<Area, Record<Role, 'ok' | 401 | 403>> = {
  admin: { visitor: 401, customer: 401, salesperson: 401, admin: 'ok', superAdmin: 'ok' },
  super: { visitor: 401, customer: 401, salesperson: 401, admin: 403, superAdmin: 'ok' },
  salesperson: { visitor: 401, customer: 401, salesperson: 'ok', admin: 401, superAdmin: 401 },
};

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  area: Area;
  ok: 200 | 201;
  /** A fresh request for the role (fresh targets so every allowed call can succeed). */
  make: (role: Role) => Promise<{ url: string; payload?: object; token?: string }>;
}

describe('role matrix of the back-office and salesperson API', () => {
  const t = useTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' } });
  let roles: Awaited<ReturnType<typeof createRoles>>;
  const tokenOf = (role: Role) => (role === 'visitor' ? undefined : roles.tokens[role]);
  const db = () => t.database.db;
  let seq = 0;
  const uniq = () => {
    seq += 1;
    return `${seq}${Date.now() % 100000}`;
  };

  beforeAll(async () => {
    roles = await createRoles(db());
    await t.app.storage.put('private', 'approval-forms/matrix/form.pdf', Buffer.from('%PDF-1.4'));
  });

  const customer = (overrides = {}) => createCustomerRow(db(), overrides);
  const salesperson = () => createSalespersonRow(db());
  const admin = () => insertAdmin(db());

  const cases: Case[] = [
    // Customers.
    {
      method: 'GET',
      path: '/api/admin/users',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: '/api/admin/users' }),
    },
    {
      method: 'GET',
      path: '/api/admin/users/:id',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/users/${roles.customer.id}` }),
    },
    {
      method: 'GET',
      path: '/api/admin/users/:id/approval-form',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: `/api/admin/users/${(await customer({ approvalFormFile: 'approval-forms/matrix/form.pdf' })).id}/approval-form`,
      }),
    },
    {
      method: 'POST',
      path: '/api/admin/users/:id/verify',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/users/${(await customer()).id}/verify` }),
    },
    {
      method: 'POST',
      path: '/api/admin/users/:id/approve',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: `/api/admin/users/${(await customer({ emailVerifiedAt: new Date() })).id}/approve`,
      }),
    },
    {
      method: 'POST',
      path: '/api/admin/users/:id/restrict',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: `/api/admin/users/${(await customer()).id}/restrict`,
        payload: { reason: 'Unpaid' },
      }),
    },
    {
      method: 'POST',
      path: '/api/admin/users/:id/unrestrict',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/users/${(await customer({ restricted: true })).id}/unrestrict` }),
    },
    {
      method: 'PUT',
      path: '/api/admin/users/:id/can-see-prices',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: `/api/admin/users/${(await customer()).id}/can-see-prices`,
        payload: { value: false },
      }),
    },
    {
      method: 'PUT',
      path: '/api/admin/users/:id/salesperson',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: `/api/admin/users/${(await customer()).id}/salesperson`,
        payload: { salespersonId: roles.salesperson.id },
      }),
    },
    // Personal settings.
    {
      method: 'GET',
      path: '/api/admin/personal',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: '/api/admin/personal' }),
    },
    {
      method: 'PUT',
      path: '/api/admin/personal',
      area: 'admin',
      ok: 200,
      make: async (role) => ({
        url: '/api/admin/personal',
        payload: { name: `Renamed ${role}`, email: `renamed-${uniq()}@shop.test` },
      }),
    },
    {
      method: 'PUT',
      path: '/api/admin/personal/password',
      area: 'admin',
      ok: 200,
      make: async (role) => {
        const password = role === 'superAdmin' ? roles.superAdmin.password : roles.admin.password;
        return {
          url: '/api/admin/personal/password',
          payload: { currentPassword: password, password, passwordConfirmation: password },
        };
      },
    },
    // Company info (settings/company-info).
    {
      method: 'GET',
      path: '/api/admin/settings/company-info',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: '/api/admin/settings/company-info' }),
    },
    {
      method: 'PUT',
      path: '/api/admin/settings/company-info',
      area: 'admin',
      ok: 200,
      make: async (role) => ({
        url: '/api/admin/settings/company-info',
        payload: {
          projectName: `Shop of ${role}`,
          siteName: { en: 'Matrix Wholesale', ar: 'ماتريكس للجملة' },
          currency: 'GBP',
        },
      }),
    },
    // Salespeople.
    {
      method: 'GET',
      path: '/api/admin/salespeople',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: '/api/admin/salespeople' }),
    },
    {
      method: 'POST',
      path: '/api/admin/salespeople',
      area: 'admin',
      ok: 201,
      make: async () => {
        const n = uniq();
        return {
          url: '/api/admin/salespeople',
          payload: {
            firstName: 'New',
            lastName: 'Seller',
            phone: `0790${n.padStart(7, '0')}`.slice(0, 11),
            email: `seller-${n}@shop.test`,
            code: `NS-${n}`,
            password: 'Sales-pass-1',
            passwordConfirmation: 'Sales-pass-1',
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/api/admin/salespeople/:id',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/salespeople/${roles.salesperson.id}` }),
    },
    {
      method: 'PUT',
      path: '/api/admin/salespeople/:id',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: `/api/admin/salespeople/${(await salesperson()).id}`,
        payload: { firstName: 'Edited' },
      }),
    },
    {
      method: 'DELETE',
      path: '/api/admin/salespeople/:id',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/salespeople/${(await salesperson()).id}` }),
    },
    {
      method: 'POST',
      path: '/api/admin/salespeople/:id/customers',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: `/api/admin/salespeople/${(await salesperson()).id}/customers`,
        payload: { userIds: [(await customer()).id] },
      }),
    },
    // Admins (super admins only).
    {
      method: 'GET',
      path: '/api/admin/admins',
      area: 'super',
      ok: 200,
      make: async () => ({ url: '/api/admin/admins' }),
    },
    {
      method: 'POST',
      path: '/api/admin/admins',
      area: 'super',
      ok: 201,
      make: async () => ({
        url: '/api/admin/admins',
        payload: {
          name: 'Added',
          email: `added-${uniq()}@shop.test`,
          password: 'nine-chars',
          passwordConfirmation: 'nine-chars',
        },
      }),
    },
    {
      method: 'GET',
      path: '/api/admin/admins/:id',
      area: 'super',
      ok: 200,
      make: async () => ({ url: `/api/admin/admins/${roles.admin.id}` }),
    },
    {
      method: 'PUT',
      path: '/api/admin/admins/:id',
      area: 'super',
      ok: 200,
      make: async () => ({ url: `/api/admin/admins/${(await admin()).id}`, payload: { name: 'Edited' } }),
    },
    {
      method: 'DELETE',
      path: '/api/admin/admins/:id',
      area: 'super',
      ok: 200,
      make: async () => ({ url: `/api/admin/admins/${(await admin()).id}` }),
    },
    // The back office's home (docs/api/dashboards.md).
    {
      method: 'GET',
      path: '/api/admin/dashboard',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: '/api/admin/dashboard?period=7d' }),
    },
    // Salesperson area.
    {
      method: 'GET',
      path: '/api/salesperson/profile',
      area: 'salesperson',
      ok: 200,
      make: async () => ({ url: '/api/salesperson/profile' }),
    },
    {
      method: 'GET',
      path: '/api/salesperson/customers',
      area: 'salesperson',
      ok: 200,
      make: async () => ({ url: '/api/salesperson/customers' }),
    },
    {
      method: 'GET',
      path: '/api/salesperson/customers/:id',
      area: 'salesperson',
      ok: 200,
      make: async () => ({ url: `/api/salesperson/customers/${roles.customer.id}` }),
    },
    {
      method: 'POST',
      path: '/api/auth/salesperson/logout',
      area: 'salesperson',
      ok: 200,
      // The salesperson signs out a session of its own, not the one the other cases use.
      make: async (role) => ({
        url: '/api/auth/salesperson/logout',
        token: role === 'salesperson' ? await tokenFor(db(), 'salesperson', roles.salesperson.id) : undefined,
      }),
    },
    // Refunds, returns and collections (ADR 0057).
    ...(
      [
        ['/api/admin/refunds', 'admin'],
        ['/api/admin/collections', 'admin'],
        ['/api/salesperson/returns', 'salesperson'],
        ['/api/salesperson/returns/orders', 'salesperson'],
        ['/api/salesperson/collections', 'salesperson'],
        ['/api/salesperson/collections/orders', 'salesperson'],
      ] as const
    ).map(
      ([path, area]): Case => ({
        method: 'GET',
        path,
        area,
        ok: 200,
        make: async () => ({ url: path }),
      }),
    ),
  ];

  it('covers every route the slice registers', () => {
    for (const c of cases) {
      expect(t.app.hasRoute({ method: c.method, url: c.path }), `${c.method} ${c.path}`).toBe(true);
    }
    expect(cases).toHaveLength(36);
  });

  describe.each(cases)('$method $path', (c) => {
    it.each(ROLES)('as %s', async (role) => {
      const { url, payload, token } = await c.make(role);
      const options: InjectOptions & { token?: string } = {
        method: c.method,
        url,
        token: token ?? tokenOf(role),
      };
      if (payload) options.payload = payload;
      const res = await t.api(options);
      const expected = EXPECTED[c.area][role];
      if (expected === 'ok') {
        expect(res.statusCode, res.body).toBe(c.ok);
      } else {
        expect(res.statusCode, res.body).toBe(expected);
        expect(res.json().code).toBe(expected === 401 ? 'unauthenticated' : 'forbidden');
      }
    });
  });

  describe('a refused caller learns 401/403 before anything about its body', () => {
    const withBody = () => cases.filter((c) => c.method !== 'GET' && c.method !== 'DELETE');
    it.each(ROLES)('as %s, with a nonsense body', async (role) => {
      for (const c of withBody()) {
        const expected = EXPECTED[c.area][role];
        if (expected === 'ok') continue;
        const { url, token } = await c.make(role);
        const res = await t.api({
          method: c.method,
          url,
          token: token ?? tokenOf(role),
          payload: { nonsense: [1] },
        });
        expect(res.statusCode, `${c.method} ${c.path}: ${res.body}`).toBe(expected);
      }
    });
  });

  describe('a token of one kind is never accepted as another, even for the same subject id', () => {
    it('salesperson and customer tokens on /api/admin/*', async () => {
      for (const kind of ['salesperson', 'user'] as const) {
        const { token } = await issueToken(db(), { kind, subjectId: roles.superAdmin.id, ttlHours: 1 });
        for (const url of ['/api/admin/admins', '/api/admin/users', '/api/admin/personal']) {
          const res = await t.api({ method: 'GET', url, token });
          expect(res.statusCode, `${kind} on ${url}`).toBe(401);
        }
      }
    });

    it('admin and customer tokens on /api/salesperson/* and the salesperson logout', async () => {
      for (const kind of ['admin', 'user'] as const) {
        const { token } = await issueToken(db(), { kind, subjectId: roles.salesperson.id, ttlHours: 1 });
        for (const [method, url] of [
          ['GET', '/api/salesperson/profile'],
          ['GET', '/api/salesperson/customers'],
          ['POST', '/api/auth/salesperson/logout'],
        ] as const) {
          const res = await t.api({ method, url, token });
          expect(res.statusCode, `${kind} on ${url}`).toBe(401);
        }
      }
    });
  });

  it('the salesperson sign-in is open to visitors', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/auth/salesperson/login',
      payload: { email: roles.salesperson.email, password: roles.salesperson.password },
    });
    expect(res.statusCode).toBe(200);
  });
});
