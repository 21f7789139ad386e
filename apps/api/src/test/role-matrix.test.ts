import { defaultThemeSettings, type EmailSettingRecord } from '@shop/shared';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailSettings, mailOutbox, pages } from '../db/schema/index.ts';
import { PdfDocument } from '../lib/pdf-writer.ts';
import { issueToken } from '../modules/auth/tokens.ts';
import { commitInvoice, writeInvoice } from '../modules/invoices/invoices.service.ts';
import { insertInvoiceableOrder } from '../modules/invoices/test-fixtures.ts';
import { multipartBody } from '../modules/media/test-images.ts';
import { deliveredOrder, returnRequest } from '../modules/returns/test-fixtures.ts';
import { useTestApp } from './app.ts';
import { insertAdmin, insertSiteSettings } from './fixtures.ts';
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
  make: (role: Role) => Promise<{
    url: string;
    payload?: object | Buffer;
    /** A multipart upload's content type. */
    headers?: Record<string, string>;
    token?: string;
  }>;
}

describe('role matrix of the back-office and salesperson API', () => {
  // No mail worker: the refunds' mails wait in the queue, the retried one is sent by its route.
  const t = useTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', MAIL_QUEUE_POLL_SECONDS: '0' } });
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
    // Refunds on, with a window the delivered orders below are inside.
    await insertSiteSettings(db(), { refundDays: 14, enableRefunds: true });
  });

  const customer = (overrides = {}) => createCustomerRow(db(), overrides);
  const salesperson = () => createSalespersonRow(db());
  const admin = () => insertAdmin(db());
  /** Calls as the admin, to make what a case works on (a return, a collection). */
  const asAdmin = (method: Case['method'], url: string, payload?: object) =>
    t.api({ method, url, payload, token: roles.tokens.admin });

  /** An invoice of an order of `userId` (the salesperson's customer by default), printed or a draft. */
  const invoiceOf = async (opts: { printed?: boolean; userId?: number } = {}) => {
    const order = await insertInvoiceableOrder(db(), { userId: opts.userId ?? roles.customer.id });
    return db().transaction(async (tx) => {
      const id = await writeInvoice(
        tx,
        { orderId: order.id, invoiceDate: '2025-03-05', note: null },
        { adminId: null, shopName: 'Matrix Wholesale' },
      );
      if (opts.printed) await commitInvoice(tx, id);
      return id;
    });
  };
  /** A CMS page under the `legal` layout. */
  const pageOf = async () => {
    const [row] = await db()
      .insert(pages)
      .values({
        url: `matrix-${uniq()}`,
        title: { en: 'Matrix terms', ar: 'شروط المصفوفة' },
        layout: 'legal',
        body: { en: '<p>Terms</p>', ar: '<p>الشروط</p>' },
      })
      .returning({ id: pages.id });
    if (!row) throw new Error('page not inserted');
    return row.id;
  };
  /** A shipped e-mail template as its editor sends it back. */
  const templateInput = async () => {
    const [row] = await db().select({ id: emailSettings.id }).from(emailSettings).limit(1);
    const res = await asAdmin('GET', `/api/admin/email-settings/${row?.id}`);
    const {
      id,
      placeholders: _p,
      createdAt: _c,
      updatedAt: _u,
      orderStatus: _o,
      ...input
    } = res.json().data as EmailSettingRecord;
    return { id, input };
  };
  /** A request filed by the admin on a delivered order of the salesperson's customer. */
  const returnOf = async (status?: 'accepted') => {
    const { order, shirt } = await deliveredOrder(db(), roles.customer.id);
    const res = await asAdmin(
      'POST',
      '/api/admin/refunds',
      returnRequest(order.id, [{ orderItemId: shirt.id, qty: 1 }]),
    );
    const id = res.json().data.id as number;
    if (status) await asAdmin('POST', `/api/admin/refunds/${id}/status`, { status });
    return id;
  };
  /** A cash order of the salesperson's customer, and a collection the salesperson recorded on it. */
  const collectionOf = async () => {
    const { order } = await deliveredOrder(db(), roles.customer.id, { method: 'cash' });
    const res = await t.api({
      method: 'POST',
      url: '/api/salesperson/collections',
      token: roles.tokens.salesperson,
      payload: {
        orderId: order.id,
        amount: 1000,
        method: 'cash',
        collectedOn: '2025-03-01',
        reference: 'RC-1',
      },
    });
    return res.json().data.id as number;
  };
  const cataloguePdf = () => {
    const doc = new PdfDocument('Catalogue');
    doc.addPage().text(50, 50, 'Spring catalogue');
    return multipartBody([
      { name: 'file', value: doc.toBuffer(), filename: 'catalogue.pdf', contentType: 'application/pdf' },
    ]);
  };

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
    // Invoices (ADR 0056; the deployment has isInvoicesEnabled).
    {
      method: 'GET',
      path: '/api/admin/invoices',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: '/api/admin/invoices' }),
    },
    {
      method: 'POST',
      path: '/api/admin/invoices',
      area: 'admin',
      ok: 201,
      make: async () => ({
        url: '/api/admin/invoices',
        payload: { orderId: (await insertInvoiceableOrder(db())).id, invoiceDate: '05/03/2025' },
      }),
    },
    {
      method: 'GET',
      path: '/api/admin/invoices/:id',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/invoices/${await invoiceOf()}` }),
    },
    {
      method: 'PUT',
      path: '/api/admin/invoices/:id',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: `/api/admin/invoices/${await invoiceOf()}`,
        payload: { invoiceDate: '06/03/2025', address: 'Goods In\n1 Mill Street\nLeeds' },
      }),
    },
    {
      method: 'POST',
      path: '/api/admin/invoices/:id/print',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/invoices/${await invoiceOf()}/print` }),
    },
    {
      method: 'GET',
      path: '/api/admin/invoices/:id/pdf',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/invoices/${await invoiceOf({ printed: true })}/pdf` }),
    },
    // Its customers' printed invoices (ADR 0064).
    {
      method: 'GET',
      path: '/api/salesperson/invoices',
      area: 'salesperson',
      ok: 200,
      make: async () => ({ url: '/api/salesperson/invoices' }),
    },
    {
      method: 'GET',
      path: '/api/salesperson/invoices/:id',
      area: 'salesperson',
      ok: 200,
      make: async () => ({ url: `/api/salesperson/invoices/${await invoiceOf({ printed: true })}` }),
    },
    {
      method: 'GET',
      path: '/api/salesperson/invoices/:id/pdf',
      area: 'salesperson',
      ok: 200,
      make: async () => ({ url: `/api/salesperson/invoices/${await invoiceOf({ printed: true })}/pdf` }),
    },
    // A CMS page's attributes (ADR 0061).
    {
      method: 'GET',
      path: '/api/admin/pages/:id/attributes',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/pages/${await pageOf()}/attributes?layout=legal` }),
    },
    {
      method: 'PUT',
      path: '/api/admin/pages/:id/attributes',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: `/api/admin/pages/${await pageOf()}/attributes?layout=legal`,
        payload: { priority: 'high', metaTitle: { en: 'Terms of trade', ar: 'شروط التجارة' }, active: true },
      }),
    },
    // Site settings, their files, the theme and the transactions (ADR 0059).
    {
      method: 'GET',
      path: '/api/admin/settings/site',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: '/api/admin/settings/site' }),
    },
    {
      method: 'PUT',
      path: '/api/admin/settings/site',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: '/api/admin/settings/site',
        payload: {
          maxQuantityPerProduct: 250,
          refundDays: 14,
          enableRefunds: true,
          dashboardTopN: 5,
          columns: { mobile: 1, ipadV: 2, ipadH: 3, laptop: 4, monitor: 5 },
          perPage: 24,
          adminLimit: 20,
          colors: defaultThemeSettings.colors,
        },
      }),
    },
    {
      method: 'PUT',
      path: '/api/admin/settings/site/files/:file',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: '/api/admin/settings/site/files/catalogue', ...cataloguePdf() }),
    },
    {
      method: 'DELETE',
      path: '/api/admin/settings/site/files/:file',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: '/api/admin/settings/site/files/catalogue' }),
    },
    {
      method: 'GET',
      path: '/api/admin/settings/theme',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: '/api/admin/settings/theme' }),
    },
    {
      method: 'PUT',
      path: '/api/admin/settings/theme',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: '/api/admin/settings/theme',
        payload: { light: defaultThemeSettings.light, dark: defaultThemeSettings.dark },
      }),
    },
    {
      method: 'GET',
      path: '/api/admin/settings/transactions',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: '/api/admin/settings/transactions' }),
    },
    // E-mail templates and the mail queue (ADR 0058).
    {
      method: 'GET',
      path: '/api/admin/email-settings',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: '/api/admin/email-settings' }),
    },
    {
      method: 'GET',
      path: '/api/admin/email-settings/:id',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/email-settings/${(await templateInput()).id}` }),
    },
    {
      method: 'PUT',
      path: '/api/admin/email-settings/:id',
      area: 'admin',
      ok: 200,
      make: async () => {
        const { id, input } = await templateInput();
        return { url: `/api/admin/email-settings/${id}`, payload: input };
      },
    },
    {
      method: 'POST',
      path: '/api/admin/email-settings/preview',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: '/api/admin/email-settings/preview',
        payload: (await templateInput()).input,
      }),
    },
    {
      method: 'POST',
      path: '/api/admin/email-settings/test-mail',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: '/api/admin/email-settings/test-mail',
        payload: { template: (await templateInput()).input, to: 'matrix@shop.test', lang: 'ar' },
      }),
    },
    {
      method: 'GET',
      path: '/api/admin/mail-outbox',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: '/api/admin/mail-outbox' }),
    },
    {
      method: 'POST',
      path: '/api/admin/mail-outbox/:id/retry',
      area: 'admin',
      ok: 200,
      make: async () => {
        const [row] = await db()
          .insert(mailOutbox)
          .values({
            event: 'account.approved',
            to: 'failed@shop.test',
            lang: 'en',
            status: 'failed',
            attempts: 5,
          })
          .returning({ id: mailOutbox.id });
        return { url: `/api/admin/mail-outbox/${row?.id}/retry` };
      },
    },
    // Refunds and returns, collections under review (ADR 0057).
    {
      method: 'GET',
      path: '/api/admin/refunds/order/:id',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: `/api/admin/refunds/order/${(await deliveredOrder(db(), roles.customer.id)).order.id}`,
      }),
    },
    {
      method: 'GET',
      path: '/api/admin/refunds/:id',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/refunds/${await returnOf()}` }),
    },
    {
      method: 'POST',
      path: '/api/admin/refunds',
      area: 'admin',
      ok: 201,
      make: async () => {
        const { order, socks } = await deliveredOrder(db(), roles.customer.id);
        return {
          url: '/api/admin/refunds',
          payload: returnRequest(order.id, [{ orderItemId: socks.id, qty: 1 }], 'refund'),
        };
      },
    },
    {
      method: 'POST',
      path: '/api/admin/refunds/:id/status',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: `/api/admin/refunds/${await returnOf()}/status`,
        payload: { status: 'accepted' },
      }),
    },
    {
      method: 'POST',
      path: '/api/admin/refunds/:id/restock',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/refunds/${await returnOf('accepted')}/restock` }),
    },
    {
      method: 'GET',
      path: '/api/admin/collections/:id',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/collections/${await collectionOf()}` }),
    },
    {
      method: 'POST',
      path: '/api/admin/collections/:id/confirm',
      area: 'admin',
      ok: 200,
      make: async () => ({ url: `/api/admin/collections/${await collectionOf()}/confirm`, payload: {} }),
    },
    {
      method: 'POST',
      path: '/api/admin/collections/:id/reject',
      area: 'admin',
      ok: 200,
      make: async () => ({
        url: `/api/admin/collections/${await collectionOf()}/reject`,
        payload: { note: 'Not in the till' },
      }),
    },
    // The salesperson's returns and collections for its customers (ADR 0057).
    {
      method: 'GET',
      path: '/api/salesperson/returns/order/:id',
      area: 'salesperson',
      ok: 200,
      make: async () => ({
        url: `/api/salesperson/returns/order/${(await deliveredOrder(db(), roles.customer.id)).order.id}`,
      }),
    },
    {
      method: 'GET',
      path: '/api/salesperson/returns/:id',
      area: 'salesperson',
      ok: 200,
      make: async () => ({ url: `/api/salesperson/returns/${await returnOf()}` }),
    },
    {
      method: 'POST',
      path: '/api/salesperson/returns',
      area: 'salesperson',
      ok: 201,
      make: async () => {
        const { order, shirt } = await deliveredOrder(db(), roles.customer.id);
        return {
          url: '/api/salesperson/returns',
          payload: returnRequest(order.id, [{ orderItemId: shirt.id, qty: 2 }]),
        };
      },
    },
    {
      method: 'GET',
      path: '/api/salesperson/collections/:id',
      area: 'salesperson',
      ok: 200,
      make: async () => ({ url: `/api/salesperson/collections/${await collectionOf()}` }),
    },
    {
      method: 'POST',
      path: '/api/salesperson/collections',
      area: 'salesperson',
      ok: 201,
      make: async () => {
        const { order } = await deliveredOrder(db(), roles.customer.id, { method: 'cash' });
        return {
          url: '/api/salesperson/collections',
          payload: { orderId: order.id, amount: 4200, method: 'bank_transfer', collectedOn: '2025-03-02' },
        };
      },
    },
  ];

  it('covers every route the slice registers', () => {
    for (const c of cases) {
      expect(t.app.hasRoute({ method: c.method, url: c.path }), `${c.method} ${c.path}`).toBe(true);
    }
    expect(cases).toHaveLength(74);
  });

  describe.each(cases)('$method $path', (c) => {
    it.each(ROLES)('as %s', async (role) => {
      const { url, payload, headers, token } = await c.make(role);
      const options: InjectOptions & { token?: string } = {
        method: c.method,
        url,
        token: token ?? tokenOf(role),
      };
      if (payload) options.payload = payload;
      if (headers) options.headers = headers;
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
        for (const url of [
          '/api/admin/admins',
          '/api/admin/users',
          '/api/admin/personal',
          '/api/admin/invoices',
          '/api/admin/settings/site',
        ]) {
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
          ['GET', '/api/salesperson/invoices'],
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
