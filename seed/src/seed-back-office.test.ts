import {
  adminPassword,
  adminUpdateInput,
  blogInput,
  COMPANY_INFO_BILINGUAL_FIELDS,
  categoryInput,
  companyInfoInput,
  contentBlockInput,
  couponInput,
  customerAddressInput,
  customerDetailsShape,
  type EmailSettingRecord,
  emailSettingInput,
  formatInvoiceDate,
  galleryUpdateInput,
  type InvoiceRecord,
  measureUnitInput,
  menuInput,
  missingLanguage,
  newPasswordField,
  optionGroupInput,
  pageAttributesInput,
  pageInput,
  paymentMethodInput,
  paymentMethodZonesInput,
  personalUpdateInput,
  productAttributesSchemas,
  productUpdateInput,
  type ReturnDetail,
  returnRequestInput,
  returnStatusInput,
  reviewInput,
  salespersonPassword,
  salespersonUpdateInput,
  siteSettingsInput,
  slideInput,
  tagInput,
  taxGroupInput,
  taxonInput,
  themePalettesInput,
  updateInvoiceInput,
  variantAttributeInput,
  variantInput,
} from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../apps/api/src/test/app.ts';
import { ADMINS, CUSTOMERS, SALESPERSON } from './data/accounts.ts';
import { seed } from './index.ts';

/*
 * "Open a seeded record and save it unchanged" for every back-office resource: the demo shop that
 * `npm start` seeds must satisfy every rule an admin is held to. Each record is loaded through the
 * admin API, turned into the values its form holds, checked with the form's zod schema from
 * packages/shared (the one the update route parses with) and saved back; the save must succeed and
 * change nothing.
 */

type Json = Record<string, unknown>;

interface Resource {
  name: string;
  /** Paginated list of the resource (`{ items, meta }`). */
  list: string;
  /** The record the edit screen opens. */
  detail: (id: number) => string;
  schema: z.ZodType;
  /** The values the form holds for a record (the record itself unless the form reshapes it). */
  formValues?: (record: Json) => unknown;
}

const ids = (list: unknown) => (list as { id: number }[]).map((i) => i.id);

const RESOURCES: Resource[] = [
  {
    name: 'brands',
    list: '/api/admin/brands',
    detail: (id) => `/api/admin/brands/${id}`,
    schema: taxonInput,
  },
  {
    name: 'main categories',
    list: '/api/admin/main-categories',
    detail: (id) => `/api/admin/main-categories/${id}`,
    schema: taxonInput,
  },
  {
    name: 'categories',
    list: '/api/admin/categories',
    detail: (id) => `/api/admin/categories/${id}`,
    schema: categoryInput,
    formValues: (r) => ({ ...r, mainCategoryId: (r.mainCategory as { id: number }).id }),
  },
  {
    name: 'measure units',
    list: '/api/admin/measure-units',
    detail: (id) => `/api/admin/measure-units/${id}`,
    schema: measureUnitInput,
  },
  { name: 'tags', list: '/api/admin/tags', detail: (id) => `/api/admin/tags/${id}`, schema: tagInput },
  {
    name: 'option groups (options)',
    list: '/api/admin/option-groups',
    detail: (id) => `/api/admin/option-groups/${id}`,
    schema: optionGroupInput,
  },
  {
    name: 'variant attributes (variants)',
    list: '/api/admin/variant-attributes',
    detail: (id) => `/api/admin/variant-attributes/${id}`,
    schema: variantAttributeInput,
  },
  {
    name: 'menus',
    list: '/api/admin/menus',
    detail: (id) => `/api/admin/menus/${id}`,
    schema: menuInput,
    formValues: (r) => ({ ...r, items: ids(r.items) }),
  },
  {
    name: 'slides',
    list: '/api/admin/slides',
    detail: (id) => `/api/admin/slides/${id}`,
    schema: slideInput,
  },
  {
    name: 'CMS pages',
    list: '/api/admin/pages',
    detail: (id) => `/api/admin/pages/${id}`,
    schema: pageInput,
  },
  { name: 'blogs', list: '/api/admin/blogs', detail: (id) => `/api/admin/blogs/${id}`, schema: blogInput },
  {
    name: 'content blocks',
    list: '/api/admin/content-blocks',
    detail: (id) => `/api/admin/content-blocks/${id}`,
    schema: contentBlockInput,
  },
  {
    name: 'products',
    list: '/api/admin/products',
    detail: (id) => `/api/admin/products/${id}`,
    schema: productUpdateInput,
  },
  {
    name: 'admins',
    list: '/api/admin/admins',
    detail: (id) => `/api/admin/admins/${id}`,
    schema: adminUpdateInput,
    // The edit form sends name, email and the super admin flag; the password only when typed.
    formValues: (r) => ({ name: r.name, email: r.email, is_super_admin: r.is_super_admin }),
  },
  {
    name: 'salespeople',
    list: '/api/admin/salespeople',
    detail: (id) => `/api/admin/salespeople/${id}`,
    schema: salespersonUpdateInput,
    formValues: (r) => ({
      firstName: r.firstName,
      lastName: r.lastName,
      phone: r.phone,
      email: r.email,
      code: r.code,
      active: r.active,
    }),
  },
  {
    name: 'tax groups',
    list: '/api/admin/tax-groups',
    detail: (id) => `/api/admin/tax-groups/${id}`,
    schema: taxGroupInput,
  },
  {
    name: 'coupons',
    list: '/api/admin/coupons',
    detail: (id) => `/api/admin/coupons/${id}`,
    schema: couponInput,
  },
  {
    name: 'payment methods',
    list: '/api/admin/payment-methods',
    detail: (id) => `/api/admin/payment-methods/${id}`,
    schema: paymentMethodInput,
  },
  {
    name: 'gallery',
    list: '/api/admin/gallery',
    detail: (id) => `/api/admin/gallery/${id}`,
    schema: galleryUpdateInput,
  },
];

/** Strips what a save is expected to move (the update time) from a record. */
function comparable(record: unknown): unknown {
  if (Array.isArray(record)) return record.map(comparable);
  if (record === null || typeof record !== 'object') return record;
  return Object.fromEntries(
    Object.entries(record as Json)
      .filter(([key]) => key !== 'updatedAt')
      .map(([key, value]) => [key, comparable(value)]),
  );
}

/** Field paths and messages of a refusal, readable in a failed expectation. */
function problems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(form)'}: ${issue.message}`);
}

describe('the demo data, opened and saved unchanged in the back office', () => {
  const t = useTestApp();
  let token = '';

  const call = async (method: 'GET' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.api({
      method,
      url,
      token,
      ...(payload === undefined ? {} : { payload: payload as Json }),
    });
    return { status: res.statusCode, body: res.json() as { data: unknown; errors?: unknown } };
  };

  /** Every item of a paginated admin list, page after page. */
  const listAll = async (url: string): Promise<Json[]> => {
    const items: Json[] = [];
    for (let page = 1; ; page += 1) {
      const res = await call('GET', `${url}${url.includes('?') ? '&' : '?'}page=${page}&perPage=100`);
      expect(res.status, url).toBe(200);
      const data = res.body.data as { items: Json[]; meta: { pageCount: number } };
      items.push(...data.items);
      if (page >= data.meta.pageCount) return items;
    }
  };

  /**
   * Opens `url`, checks the form's values with `schema` and saves them back with PUT to `url`
   * (or `saveUrl`); returns what went wrong, nothing when the record passes.
   */
  const openAndSave = async (
    label: string,
    url: string,
    schema: z.ZodType,
    formValues: (record: Json) => unknown = (r) => r,
    read: (data: unknown) => Json = (d) => d as Json,
  ): Promise<string[]> => {
    const opened = await call('GET', url);
    if (opened.status !== 200) return [`${label}: GET ${url} answered ${opened.status}`];
    const record = read(opened.body.data);
    const parsed = schema.safeParse(formValues(record));
    if (!parsed.success) return problems(parsed.error).map((p) => `${label}: ${p}`);
    const saved = await call('PUT', url, parsed.data);
    if (saved.status !== 200)
      return [
        `${label}: PUT ${url} answered ${saved.status} ${JSON.stringify(saved.body.errors ?? saved.body)}`,
      ];
    const reopened = await call('GET', url);
    expect(comparable(read(reopened.body.data)), `${label} changed by an unchanged save`).toEqual(
      comparable(record),
    );
    return [];
  };

  beforeAll(async () => {
    // The real seed of `npm start`, writing its pictures where the app serves them.
    await seed(t.database.db, { uploadsDir: t.config.uploadsDir, now: new Date('2026-11-01T10:00:00Z') });
    const login = await t.api({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: ADMINS[0].email, password: ADMINS[0].password },
    });
    expect(login.statusCode).toBe(200);
    token = login.json().data.token;
  });

  for (const resource of RESOURCES) {
    it(`${resource.name}: every seeded record passes its form and saves unchanged`, async () => {
      const items = await listAll(resource.list);
      expect(items.length, `${resource.name} seeded`).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const item of items) {
        const id = item.id as number;
        failures.push(
          ...(await openAndSave(
            `${resource.name} #${id}`,
            resource.detail(id),
            resource.schema,
            resource.formValues,
          )),
        );
      }
      expect(failures).toEqual([]);
    });
  }

  it("payment methods' zones: every seeded set passes the assign-zones form and saves unchanged", async () => {
    const methods = await listAll('/api/admin/payment-methods');
    const failures: string[] = [];
    for (const method of methods) {
      failures.push(
        ...(await openAndSave(
          `zones of payment method #${method.id}`,
          `/api/admin/payment-methods/${method.id}/zones`,
          paymentMethodZonesInput,
          (r) => ({ zoneIds: r.assigned }),
        )),
      );
    }
    expect(failures).toEqual([]);
  });

  it("CMS pages' attributes: every seeded page's attributes pass the attributes form and save unchanged", async () => {
    const pages = await listAll('/api/admin/pages');
    const failures: string[] = [];
    for (const page of pages) {
      failures.push(
        ...(await openAndSave(
          `attributes of page #${page.id}`,
          `/api/admin/pages/${page.id}/attributes?layout=${page.layout}`,
          pageAttributesInput,
        )),
      );
    }
    expect(failures).toEqual([]);
  });

  it('product variants: every seeded variant passes the variant form and saves unchanged', async () => {
    const products = await listAll('/api/admin/products');
    const failures: string[] = [];
    let seen = 0;
    for (const product of products) {
      const res = await call('GET', `/api/admin/products/${product.id}/variants`);
      expect(res.status).toBe(200);
      const variants = (res.body.data as { items: Json[] }).items;
      for (const variant of variants) {
        seen += 1;
        const url = `/api/admin/products/${product.id}/variants/${variant.id}`;
        const parsed = variantInput.safeParse(variant);
        if (!parsed.success) {
          failures.push(...problems(parsed.error).map((p) => `variant ${variant.code}: ${p}`));
          continue;
        }
        const saved = await call('PUT', url, parsed.data);
        if (saved.status !== 200) failures.push(`variant ${variant.code}: PUT answered ${saved.status}`);
        else
          expect(
            comparable((saved.body.data as { variant: Json }).variant),
            `${variant.code} changed`,
          ).toEqual(comparable(variant));
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it("product attributes: every seeded product's attributes pass the deployment's attributes form", async () => {
    const version = t.config.deployment.flags.product_attributes_version;
    const products = await listAll('/api/admin/products');
    const failures: string[] = [];
    for (const product of products) {
      failures.push(
        ...(await openAndSave(
          `attributes of product #${product.id}`,
          `/api/admin/products/attributes/${version}/${product.id}`,
          productAttributesSchemas[version],
          (r) => r.attributes,
        )),
      );
    }
    expect(failures).toEqual([]);
  });

  it('company info: opens and saves unchanged, every bilingual text in both languages', async () => {
    const url = '/api/admin/settings/company-info';
    expect(await openAndSave('company info', url, companyInfoInput)).toEqual([]);
    const info = (await call('GET', url)).body.data as Record<string, { en: string; ar: string }>;
    for (const field of COMPANY_INFO_BILINGUAL_FIELDS) {
      expect(info[field]?.en, field).not.toBe('');
      expect(missingLanguage(info[field]), field).toBeNull();
    }
    // What the footer prints on an Arabic page is the Arabic text.
    const ar = (await t.api({ method: 'GET', url: '/api/front/site-profile', lang: 'ar' })).json().data;
    expect(ar.address).toBe(info.address?.ar);
    expect(ar.bankName).toBe(info.bankName?.ar);
    expect(ar.address).toMatch(/[\u0600-\u06FF]/);
  });

  it('site settings and the theme: open and save unchanged pass every rule of the forms', async () => {
    expect(await openAndSave('site settings', '/api/admin/settings/site', siteSettingsInput)).toEqual([]);
    expect(await openAndSave('theme', '/api/admin/settings/theme', themePalettesInput)).toEqual([]);
    const site = (await call('GET', '/api/admin/settings/site')).body.data as Record<string, unknown>;
    // The logo is an image and the two documents PDFs, as their upload would have checked.
    expect(site.logo).toEqual(expect.any(String));
    for (const [url, magic] of [
      [site.cataloguePdf, '%PDF-'],
      [site.approvalFormPdf, '%PDF-'],
    ] as const) {
      const file = await t.app.inject({ method: 'GET', url: String(url) });
      expect(file.statusCode, String(url)).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe(magic);
    }
  });

  it('personal settings: each demo admin opens and saves their own profile unchanged', async () => {
    const failures: string[] = [];
    for (const admin of ADMINS) {
      const login = await t.api({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: admin.email, password: admin.password },
      });
      const own = login.json().data.token as string;
      const opened = await t.api({ method: 'GET', url: '/api/admin/personal', token: own });
      const parsed = personalUpdateInput.safeParse(opened.json().data);
      if (!parsed.success) {
        failures.push(...problems(parsed.error).map((p) => `${admin.email}: ${p}`));
        continue;
      }
      const saved = await t.api({
        method: 'PUT',
        url: '/api/admin/personal',
        token: own,
        payload: parsed.data,
      });
      if (saved.statusCode !== 200) failures.push(`${admin.email}: PUT answered ${saved.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('customers: every seeded customer holds details and an address the customer forms accept', async () => {
    const customers = await listAll('/api/admin/users');
    expect(customers.length).toBe(CUSTOMERS.length);
    const failures: string[] = [];
    for (const customer of customers) {
      const opened = await call('GET', `/api/admin/users/${customer.id}`);
      expect(opened.status).toBe(200);
      const parsed = z.object(customerDetailsShape).safeParse(opened.body.data);
      if (!parsed.success) failures.push(...problems(parsed.error).map((p) => `${customer.email}: ${p}`));
    }
    for (const seeded of CUSTOMERS) {
      const parsed = customerAddressInput.safeParse(seeded.address);
      if (!parsed.success)
        failures.push(...problems(parsed.error).map((p) => `${seeded.email} address: ${p}`));
    }
    expect(failures).toEqual([]);
  });

  it('the printed demo passwords follow the password rules of their account kind', () => {
    for (const admin of ADMINS)
      expect(adminPassword.safeParse(admin.password).success, admin.email).toBe(true);
    expect(salespersonPassword.safeParse(SALESPERSON.password).success).toBe(true);
    for (const customer of CUSTOMERS)
      expect(newPasswordField.safeParse(customer.password).success, customer.email).toBe(true);
  });

  it('gallery: every picture the demo shows is in the gallery, opens, and is known where it is used', async () => {
    // The distinct pictures the seeded rows show (thumbnails travel with their picture).
    const { rows } = await t.database.pool.query<{ url: string }>(`
      select image as url from brands union select image from main_categories
      union select image from categories union select image from slides
      union select image from menus union select banner_image from menus
      union select poster_image from menus union select jsonb_array_elements_text(media_gallery) from menus
      union select image from pages union select image from blogs union select image from content_blocks
      union select poster_image from products union select seo_image from products
      union select url from product_images union select image from product_variants
      union select logo from site_settings union select logo from payment_methods
      union select image from shipping_zones`);
    const used = rows.map((r) => r.url).filter((url): url is string => Boolean(url));
    expect(used.length).toBeGreaterThan(100);

    const gallery = await listAll('/api/admin/gallery');
    expect(gallery.length).toBeGreaterThanOrEqual(used.length);
    const listed = new Set(gallery.map((g) => g.url));
    expect(used.filter((url) => !listed.has(url))).toEqual([]);
    // A product picture's thumbnail is the one its gallery entry shows.
    const thumbs = await t.database.pool.query<{ url: string; thumb_url: string }>(
      'select url, thumb_url from product_images',
    );
    const thumbOf = new Map(gallery.map((g) => [g.url, g.thumbUrl]));
    for (const row of thumbs.rows) expect(thumbOf.get(row.url), row.url).toBe(row.thumb_url);

    const broken: string[] = [];
    for (const picture of gallery) {
      for (const url of [picture.url, picture.thumbUrl]) {
        if (typeof url !== 'string') continue;
        const res = await t.app.inject({ method: 'GET', url });
        if (res.statusCode !== 200 || res.headers['content-type'] !== picture.mimeType)
          broken.push(`${url}: ${res.statusCode} ${res.headers['content-type']}`);
        else if (url === picture.url && res.rawPayload.length !== picture.bytes)
          broken.push(`${url}: ${res.rawPayload.length} bytes, the gallery says ${picture.bytes}`);
      }
    }
    expect(broken).toEqual([]);

    // The gallery knows where a seeded picture is used, so it refuses to delete it.
    const logo = gallery.find((g) => g.url === '/uploads/seed/payments/card.png');
    expect(logo).toBeDefined();
    const details = await call('GET', `/api/admin/gallery/${logo?.id}`);
    expect((details.body.data as { usedBy: unknown }).usedBy).toEqual([
      { resource: 'payment-methods', count: 1 },
    ]);
    const refused = await t.api({ method: 'DELETE', url: `/api/admin/gallery/${logo?.id}`, token });
    expect(refused.statusCode).toBe(409);
  });

  it("e-mail templates: every seeded template passes the editor's form and saves unchanged", async () => {
    const templates = await listAll('/api/admin/email-settings');
    expect(templates.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const template of templates) {
      failures.push(
        ...(await openAndSave(
          `e-mail template ${template.event}`,
          `/api/admin/email-settings/${template.id}`,
          emailSettingInput,
          // What the editor holds: the record but its id, times, status and the placeholders it lists.
          (record) => {
            const {
              id: _i,
              placeholders: _p,
              createdAt: _c,
              updatedAt: _u,
              orderStatus: _o,
              ...form
            } = record as unknown as EmailSettingRecord;
            return form;
          },
        )),
      );
    }
    expect(failures).toEqual([]);
  });

  it('invoices: a seeded draft passes the invoice form and saves unchanged; a printed one refuses edits', async () => {
    const invoices = await listAll('/api/admin/invoices');
    const statuses = invoices.map((i) => i.status);
    expect(statuses).toContain('draft');
    expect(statuses).toContain('printed');
    const failures: string[] = [];
    for (const item of invoices) {
      const url = `/api/admin/invoices/${item.id}`;
      const record = (await call('GET', url)).body.data as InvoiceRecord;
      // What the invoice screen's form holds: the date as typed (DD/MM/YYYY), empty texts for none.
      const form = {
        invoiceDate: formatInvoiceDate(record.invoiceDate),
        note: record.note ?? '',
        address: record.address,
        bankAccountName: record.bankAccountName ?? '',
        bankAccountNumber: record.bankAccountNumber ?? '',
        bankSortCode: record.bankSortCode ?? '',
      };
      const parsed = updateInvoiceInput.safeParse(form);
      if (!parsed.success) {
        failures.push(...problems(parsed.error).map((p) => `${record.invoiceNumber}: ${p}`));
        continue;
      }
      // The form sends what was typed: the route parses the date itself.
      const saved = await call('PUT', url, form);
      if (record.status === 'printed') {
        // SPEC 4: printing commits the invoice; the screen offers no form, and the API refuses.
        expect(saved.status, record.invoiceNumber).toBe(409);
        expect((saved.body as unknown as { code: string }).code).toBe('invoiceCommitted');
      } else if (saved.status !== 200) {
        failures.push(`${record.invoiceNumber}: PUT answered ${saved.status} ${JSON.stringify(saved.body)}`);
      } else {
        const reopened = (await call('GET', url)).body.data;
        expect(comparable(reopened), `${record.invoiceNumber} changed`).toEqual(comparable(record));
      }
    }
    expect(failures).toEqual([]);
  });

  it('returns: every seeded request opens for the admin, its customer and its salesperson, and holds what the forms accept', async () => {
    const signIn = async (url: string, payload: object) => {
      const res = await t.api({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(200);
      return res.json().data.token as string;
    };
    const customerToken = await signIn('/api/auth/user/login', {
      login: CUSTOMERS[0].email,
      password: CUSTOMERS[0].password,
    });
    const salesToken = await signIn('/api/auth/salesperson/login', {
      email: SALESPERSON.email,
      password: SALESPERSON.password,
    });
    const requests = await listAll('/api/admin/refunds');
    expect(requests.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const item of requests) {
      const opened = await call('GET', `/api/admin/refunds/${item.id}`);
      expect(opened.status).toBe(200);
      const request = opened.body.data as ReturnDetail & { nextStatuses: string[] };
      const label = `return ${request.returnNumber}`;
      // The request form's rules (refunds/add, /dashboard/refunds, "my returns") hold for what was filed.
      const filed = returnRequestInput.safeParse({
        orderId: request.orderId,
        kind: request.kind,
        reason: request.reason,
        note: request.orderNote,
        lines: request.lines.map((line) => ({ orderItemId: line.orderItemId, qty: line.qty })),
      });
      if (!filed.success) failures.push(...problems(filed.error).map((p) => `${label}: ${p}`));
      // And the decision form's for the admin's note.
      const decided = returnStatusInput.safeParse({ status: request.status, note: request.adminNote });
      if (!decided.success) failures.push(...problems(decided.error).map((p) => `${label} decision: ${p}`));
      const views: Array<[string, string]> = [
        [`/api/user/refunds/${item.id}`, customerToken],
        [`/api/salesperson/returns/${item.id}`, salesToken],
      ];
      for (const [url, own] of views) {
        const res = await t.api({ method: 'GET', url, token: own });
        if (res.statusCode !== 200) failures.push(`${label}: GET ${url} answered ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('reviews: every seeded review holds what the review form accepts', async () => {
    const reviews = await listAll('/api/admin/reviews');
    expect(reviews.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const review of reviews) {
      const parsed = reviewInput.safeParse({
        rating: review.rating,
        ratings: review.ratings,
        comment: review.comment,
        name: review.reviewerName,
        email: review.reviewerEmail,
        ...(review.productId ? { productId: review.productId } : {}),
      });
      if (!parsed.success) failures.push(...problems(parsed.error).map((p) => `review #${review.id}: ${p}`));
    }
    expect(failures).toEqual([]);
  });
});
