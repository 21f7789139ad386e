import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeTokens, expectAdminOnly } from '../../modules/taxonomy/test-helpers.ts';
import { useTestApp } from '../../test/app.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { createCustomerRow, tokenFor } from '../../test/role-matrix-fixtures.ts';

describe('site reviews (/api/front/reviews, /api/admin/reviews)', () => {
  // Every attempt counts towards the per-address limit; this file makes more than the default 5.
  const t = useTestApp({ env: { RATE_LIMIT_ACCOUNT_PER_MINUTE: '50' } });
  let tokens: Awaited<ReturnType<typeof backOfficeTokens>>;
  let unapprovedToken: string;
  let restrictedToken: string;
  beforeAll(async () => {
    const db = t.database.db;
    tokens = await backOfficeTokens(db);
    unapprovedToken = await tokenFor(
      db,
      'user',
      (await createCustomerRow(db, { emailVerifiedAt: new Date() })).id,
    );
    restrictedToken = await tokenFor(
      db,
      'user',
      (await createCustomerRow(db, { emailVerifiedAt: new Date(), approvedAt: new Date(), restricted: true }))
        .id,
    );
  });
  const valid = {
    rating: 5,
    ratings: { quality: 5, delivery: 4 },
    comment: 'Fast delivery and the fabric is as described.',
    name: 'Sara Ahmed',
    email: 'sara@example.test',
  };
  const post = (payload: object, token?: string, lang: 'ar' | 'en' = 'en') =>
    t.api({ method: 'POST', url: '/api/front/reviews', payload, token, lang });
  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.api({ method, url, token: tokens.admin });

  it('needs a signed-in customer (401 before any validation)', async () => {
    const res = await post({}, undefined);
    expect(res.statusCode).toBe(401);
    expect((await post(valid, tokens.salesperson)).statusCode).toBe(401);
    expect((await post(valid, tokens.admin)).statusCode).toBe(401);
  });

  it('refuses customers who are not approved or are restricted with the not-eligible message', async () => {
    for (const token of [unapprovedToken, restrictedToken]) {
      const res = await post(valid, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'reviewNotEligible',
        message: 'You Are Not Elligible to View This Page.',
      });
    }
    const ar = await post(valid, unapprovedToken, 'ar');
    expect(ar.json().message).toBe('أنت غير مؤهل لعرض هذه الصفحة.');
    const eligibility = (token?: string) =>
      t
        .api({ method: 'GET', url: '/api/front/reviews/eligibility', token })
        .then((r) => r.json().data.eligible);
    expect(await eligibility()).toBe(false);
    expect(await eligibility(unapprovedToken)).toBe(false);
    expect(await eligibility(tokens.customer)).toBe(true);
  });

  it('validates: overall rating at least 1, other ratings 1..5, name, comment, valid email', async () => {
    const empty = await post({}, tokens.customer, 'ar');
    expectFieldErrors(empty, {
      rating: ['يرجى إعطاء تقييم عام لا يقل عن 1'],
      comment: ['هذا الحقل مطلوب'],
      name: ['هذا الحقل مطلوب'],
      email: ['هذا الحقل مطلوب'],
    });
    const zero = await post({ ...valid, rating: 0, ratings: { quality: 6 }, email: 'nope' }, tokens.customer);
    expect(zero.json().errors).toEqual({
      rating: ['Please give an overall rating of at least 1'],
      'ratings.quality': ['Must be at most 5'],
      email: ['Enter a valid email address'],
    });
  });

  it('an eligible customer submits; it shows on the storefront only once approved; admin manages it', async () => {
    const res = await post(valid, tokens.customer);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { id: expect.any(Number), approved: false },
      message: 'Review submitted successfully',
    });
    const id = res.json().data.id;
    expect((await t.api({ method: 'GET', url: '/api/front/reviews' })).json().data.items).toEqual([]);

    await expectAdminOnly(t, tokens, [
      ['GET', '/api/admin/reviews'],
      ['GET', `/api/admin/reviews/${id}`],
      ['POST', `/api/admin/reviews/${id}/approve`],
      ['POST', `/api/admin/reviews/${id}/unapprove`],
      ['DELETE', `/api/admin/reviews/${id}`],
    ]);

    const pending = await admin('GET', '/api/admin/reviews?approved=false');
    expect(pending.json().data.items[0]).toMatchObject({
      id,
      rating: 5,
      ratings: { quality: 5, delivery: 4 },
      reviewerEmail: 'sara@example.test',
      userId: tokens.customerId,
      approved: false,
    });
    const approved = await admin('POST', `/api/admin/reviews/${id}/approve`);
    expect(approved.json()).toMatchObject({
      data: { approved: true },
      message: 'The review is approved and shown on the site',
    });
    const front = (await t.api({ method: 'GET', url: '/api/front/reviews' })).json().data.items;
    expect(front).toEqual([
      {
        id,
        rating: 5,
        ratings: { quality: 5, delivery: 4 },
        comment: valid.comment,
        reviewerName: 'Sara Ahmed',
        createdAt: expect.any(String),
      },
    ]);
    expect((await admin('GET', '/api/admin/reviews?rating=5&search=fabric')).json().data.meta.total).toBe(1);
    expect((await admin('POST', `/api/admin/reviews/${id}/unapprove`)).json().data.approved).toBe(false);
    expect((await t.api({ method: 'GET', url: '/api/front/reviews' })).json().data.meta.total).toBe(0);
    expect((await admin('DELETE', `/api/admin/reviews/${id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/reviews/${id}`)).statusCode).toBe(404);
    expect((await admin('POST', `/api/admin/reviews/${id}/approve`)).statusCode).toBe(404);
  });
});
