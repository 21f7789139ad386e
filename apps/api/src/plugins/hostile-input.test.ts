import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { SLUG_MAX_LENGTH } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { expectFieldErrors } from '../test/field-errors.ts';
import { insertSiteSettings } from '../test/fixtures.ts';
import { createRoles } from '../test/role-matrix-fixtures.ts';

/**
 * Issue 8 "Hostile input: no answer in the 5xx range, ever": one test per kind of input that
 * answered 500 (or the router's own shape) before. The fuzz test (src/test/fuzz.test.ts) sends
 * these and more to every operation; these pin each kind down where it is handled.
 */
describe('hostile input', () => {
  const t = useTestApp({
    env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000' },
  });
  let roles: Awaited<ReturnType<typeof createRoles>>;
  beforeAll(async () => {
    await insertSiteSettings(t.database.db);
    roles = await createRoles(t.database.db);
  });
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang?: 'ar' | 'en') =>
    t.api({ method, url, payload, token: roles.tokens.superAdmin, lang });

  describe('NUL and other C0 control characters', () => {
    it('in a sign-in, a registration, the contact form and a lead: 422 on the field', async () => {
      const cases = [
        ['/api/auth/user/login', { login: 'sam\u0000@example.test', password: 'x' }, 'login'],
        ['/api/auth/admin/login', { email: 'a@b.test', password: 'pass\u0000word' }, 'password'],
        [
          '/api/auth/user/register',
          {
            firstName: 'Sam\u0001',
            lastName: 'Seller',
            companyName: 'Seller Ltd',
            companyNumber: '12345678',
            email: 'sam@example.test',
            mobile: '07700900123',
            password: 'Secret-pass-1',
            passwordConfirmation: 'Secret-pass-1',
          },
          'firstName',
        ],
        [
          '/api/front/contact',
          { name: 'Sam', email: 'sam@example.test', subject: 'Stock', message: 'Hello\u0000' },
          'message',
        ],
        [
          '/api/front/leads',
          {
            companyName: 'Noor\u001b[31m Ltd',
            contactName: 'Fatima',
            email: 'f@noor.test',
            phone: '07700900123',
            city: 'Leeds',
            businessType: 'boutique',
            monthlyVolume: '100-500',
            interests: ['kidswear'],
          },
          'companyName',
        ],
      ] as const;
      for (const [url, payload, field] of cases) {
        const res = await t.api({ method: 'POST', url, payload, lang: 'ar' });
        expect(res.statusCode, url).toBe(422);
        expect(res.json().code).toBe('validation');
        expect(res.json().errors[field], url).toEqual([
          'يحتوي هذا النص على رموز غير مسموح بها (رموز تحكم أو رموز تالفة)',
        ]);
      }
    });

    it('in an admin text field, in an object key and in a url-encoded form', async () => {
      const brand = {
        name: { en: 'Navy\u0000Co', ar: 'نيفي كو' },
        status: 'active',
        image: '/uploads/b.webp',
      };
      const res = await admin('POST', '/api/admin/brands', brand);
      expectFieldErrors(res, {
        'name.en': [
          'This text contains characters that are not allowed (control characters or broken symbols)',
        ],
      });
      const key = await admin('POST', '/api/admin/brands', { ...brand, 'x\u0000': 1 });
      expect(key.statusCode).toBe(422);
      expect(Object.keys(key.json().errors)).toContain('x\u0000');
      const form = await t.api({
        method: 'POST',
        url: '/api/front/contact',
        payload: 'name=Sam&email=sam%40example.test&subject=Hi&message=a%00b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.statusCode).toBe(422);
      expect(Object.keys(form.json().errors)).toEqual(['message']);
    });

    it('in a query string (every `search=`) and in a path segment', async () => {
      for (const url of ['/api/front/products?search=%00', '/api/front/blogs?search=a%01b']) {
        const res = await t.api({ method: 'GET', url });
        expect(res.statusCode, url).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(['search']);
      }
      const listed = await admin('GET', '/api/admin/users?search=%00');
      expect(listed.statusCode).toBe(422);
      for (const url of ['/api/front/products/%00', '/api/front/pages/about%00', '/api/front/brands/a%01b']) {
        const res = await t.api({ method: 'GET', url, lang: 'ar' });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ code: 'notFound', message: 'الصفحة أو العنصر المطلوب غير موجود' });
      }
    });

    it('line breaks stay allowed in multi-line text and refused in single-line text', async () => {
      const contact = { name: 'Sam', email: 'sam@example.test', subject: 'Stock' };
      const ok = await t.api({
        method: 'POST',
        url: '/api/front/contact',
        payload: { ...contact, message: 'Hello,\n\tare the coats in?' },
      });
      expect(ok.statusCode).toBe(201);
      const res = await t.api({
        method: 'POST',
        url: '/api/front/contact',
        payload: { ...contact, subject: 'Stock\r\nBcc: all@example.test', message: 'Hello' },
      });
      expectFieldErrors(res, { subject: ['Write this on one line, without line breaks or tabs'] });
    });
  });

  describe('lone UTF-16 surrogates in bilingual texts', () => {
    const slide = { url: '/products', status: 'active', image: '/uploads/gallery/s.webp' };
    it('are refused on the language that holds one', async () => {
      for (const [title, field] of [
        [{ en: 'Winter', ar: 'شتاء \ud800' }, 'title.ar'],
        [{ en: '\udc00 Winter', ar: 'شتاء' }, 'title.en'],
      ] as const) {
        const res = await admin('POST', '/api/admin/slides', { ...slide, title });
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual([field]);
      }
    });

    it('while a paired surrogate (an emoji) is text and is kept as sent', async () => {
      const res = await admin('POST', '/api/admin/slides', {
        ...slide,
        title: { en: 'Winter ❄️🧥', ar: 'شتاء 🧥' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.title).toEqual({ en: 'Winter ❄️🧥', ar: 'شتاء 🧥' });
    });
  });

  describe('integers beyond PostgreSQL integer', () => {
    it('in a path id, a query reference and a body reference: 422, not 500', async () => {
      const address = await t.api({
        method: 'GET',
        url: '/api/user/addresses/2147483648',
        token: roles.tokens.customer,
      });
      expect(address.statusCode).toBe(422);
      expect(Object.keys(address.json().errors)).toEqual(['id']);
      const listed = await admin('GET', '/api/admin/categories?mainCategoryId=2147483648');
      expect(listed.statusCode).toBe(422);
      expect(Object.keys(listed.json().errors)).toEqual(['mainCategoryId']);
      const assigned = await admin('PUT', `/api/admin/users/${roles.customer.id}/salesperson`, {
        salespersonId: 2_147_483_648,
      });
      expectFieldErrors(assigned, { salespersonId: ['This value is not valid'] });
      const category = await admin('POST', '/api/admin/categories', {
        name: { en: 'Shirts', ar: 'قمصان' },
        status: 'active',
        image: '/uploads/c.webp',
        mainCategoryId: '9223372036854775808',
      });
      expect(category.statusCode).toBe(422);
      expect(Object.keys(category.json().errors)).toEqual(['mainCategoryId']);
    });
  });

  describe('an update with nothing to change', () => {
    it('is refused with 422 on admins and salespeople, and changes nothing', async () => {
      for (const url of [
        `/api/admin/admins/${roles.admin.id}`,
        `/api/admin/salespeople/${roles.salesperson.id}`,
      ]) {
        for (const payload of [{}, { passwordConfirmation: 'x' }, { unknown: 1 }]) {
          const res = await admin('PUT', url, payload);
          expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(422);
          expect(res.json().errors).toEqual({ _: ['Change at least one field before saving'] });
        }
      }
      const renamed = await admin('PUT', `/api/admin/salespeople/${roles.salesperson.id}`, {
        firstName: 'Samira',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data.firstName).toBe('Samira');
    });
  });

  describe('slugs and the router', () => {
    it('a slug of the longest length that can be saved can be opened', async () => {
      const slug = `navy-${'x'.repeat(SLUG_MAX_LENGTH - 5)}`;
      const created = await admin('POST', '/api/admin/products', {
        title: { en: 'Navy Polo', ar: 'قميص بولو كحلي' },
        slug,
        sku: 'POLO-160',
        status: 'available',
        qty: 10,
        price: 1299,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().data.slug).toHaveLength(SLUG_MAX_LENGTH);
      const opened = await t.api({ method: 'GET', url: `/api/front/products/${slug}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.json().data.slug).toBe(slug);
    });

    it('a longer path parameter is not found, in the shop shape and language', async () => {
      const res = await t.api({
        method: 'GET',
        url: `/api/front/products/${'x'.repeat(SLUG_MAX_LENGTH + 1)}`,
        lang: 'ar',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound', message: 'الصفحة أو العنصر المطلوب غير موجود' });
    });

    it('malformed percent-encoding is a translated 400 in the shop shape', async () => {
      for (const url of ['/api/front/products/%', '/api/front/brands/%ZZ', '/api/admin/users/%ED%A0%80']) {
        const res = await t.api({ method: 'GET', url, lang: 'ar' });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ code: 'badUrl', message: 'عنوان هذا الطلب غير صالح' });
        expect(res.headers['content-language']).toBe('ar');
      }
    });

    it('a request line over the HTTP parser limit is a 431 in the shop shape', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `GET /api/front/products?search=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: shop.test\r\n\r\n`,
          );
        });
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk.toString('utf8');
        });
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head).toContain('application/json');
      expect(JSON.parse(body)).toEqual({
        code: 'headersTooLarge',
        message: 'The address or headers of this request are too long',
      });
    });
  });

  describe('malformed multipart bodies', () => {
    it('are a translated 400, not a 500', async () => {
      for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=b']) {
        const res = await t.api({
          method: 'POST',
          url: '/api/admin/gallery',
          token: roles.tokens.admin,
          payload: '--b\r\nContent-Disposition: form-data; name="files"\r\n\r\nunfinished',
          headers: { 'content-type': contentType },
        });
        expect(res.statusCode, contentType).toBe(400);
        expect(res.json().code).toBe('badMultipart');
      }
    });

    it('refuse a control character in a file name or text part like any other text', async () => {
      const boundary = 'fuzzboundary';
      const payload = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="note"',
        '',
        'holiday\u0000stock',
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const res = await t.api({
        method: 'POST',
        url: '/api/admin/gallery',
        token: roles.tokens.admin,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['note']);
    });
  });
});
