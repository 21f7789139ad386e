import { beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../modules/taxonomy/test-helpers.ts';
import type { CrudResource } from '../plugins/crud.ts';
import { useAdminApi } from './admin-session.ts';
import type { TestContext } from './app.ts';

type Body = Record<string, unknown>;
type Refs = Record<string, number>;

/** A record of the resource as the API answers it. */
export interface Answered {
  id: number;
  [field: string]: unknown;
}

export interface CrudSamples {
  /** Where the area's routes live; the back office by default. */
  area?: string;
  /** Rows the samples point at (a main category for a category…), made once before the suite. */
  setup?: (t: TestContext, adminToken: string) => Promise<Refs>;
  /** A valid body whose unique fields differ for every `n`. */
  create(n: number, refs: Refs): Body;
  /** A valid edit of `record`, and what the answer must then contain. */
  update(record: Answered, refs: Refs): { body: Body; expect: Body };
  /**
   * A body clashing with `record` (same name…) and the field errors it must get, in English and
   * in Arabic; omitted for a resource without a unique field.
   */
  duplicate?: {
    body(record: Answered, n: number, refs: Refs): Body;
    en: Record<string, string[]>;
    ar: Record<string, string[]>;
  };
  /** The fields an empty body is refused for, each as required (in Arabic), and no other. */
  required?: string[];
  /** List filters as query strings, and whether each finds the record `create` made. */
  filters: { query(record: Answered): string; finds: boolean }[];
}

/** The Arabic message of a missing field. */
const REQUIRED_AR = 'هذا الحقل مطلوب';

const NOTICES = {
  created: { en: 'Added successfully', ar: 'تمت الإضافة بنجاح' },
  updated: { en: 'Saved successfully', ar: 'تم الحفظ بنجاح' },
  deleted: { en: 'Deleted successfully', ar: 'تم الحذف بنجاح' },
} as const;

/**
 * The contract every plain resource keeps (ADR 0040), run by its test file with its resource
 * declaration and sample records: list and its filters, create, a duplicate refused in both
 * languages, read, update, delete, 404 for unknown ids and who may call (admin only). Tests of
 * what is special to one resource stay in its own file.
 */
export function crudContract(t: TestContext, resource: CrudResource, samples: CrudSamples): void {
  const base = `${samples.area ?? '/api/admin'}${resource.path}`;
  describe(`CRUD contract of ${base}`, () => {
    const { tokens, call } = useAdminApi(t);
    let refs: Refs = {};
    let n = 0;
    beforeAll(async () => {
      refs = (await samples.setup?.(t, tokens.admin)) ?? {};
    });
    const create = async (lang: 'en' | 'ar' = 'en') => {
      n += 1;
      const res = await call('POST', base, samples.create(n, refs), lang);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(NOTICES.created[lang]);
      return res.json().data as Answered;
    };

    it('admits only admins: 401 for a visitor, a customer and a salesperson', async () => {
      await expectAdminOnly(
        t,
        tokens,
        [
          ['GET', base],
          ['GET', `${base}/1`],
          ['POST', base],
          ['PUT', `${base}/1`],
          ['DELETE', `${base}/1`],
        ],
        samples.create(0, refs),
      );
      expect((await call('GET', base)).statusCode).toBe(200);
    });

    it('creates and reads a record (translated notice); 404 for an unknown id', async () => {
      for (const lang of ['en', 'ar'] as const) {
        const record = await create(lang);
        const read = await call('GET', `${base}/${record.id}`, undefined, lang);
        expect(read.statusCode).toBe(200);
        expect(read.json().data).toEqual(record);
      }
      const unknown = await call('GET', `${base}/999999`, undefined, 'ar');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('notFound');
    });

    it('refuses an invalid body with 422 validation, naming the required fields', async () => {
      const res = await call('POST', base, {}, 'ar');
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('validation');
      if (samples.required) {
        expect(res.json().errors).toEqual(
          Object.fromEntries(samples.required.map((f) => [f, [REQUIRED_AR]])),
        );
      }
    });

    const { duplicate } = samples;
    if (duplicate) {
      it('refuses a duplicate with the field errors in English and in Arabic', async () => {
        const record = await create();
        for (const lang of ['en', 'ar'] as const) {
          n += 1;
          const res = await call('POST', base, duplicate.body(record, n, refs), lang);
          expect(res.statusCode).toBe(422);
          expect(res.json()).toEqual({
            code: 'validation',
            message: expect.any(String),
            errors: duplicate[lang],
          });
        }
      });
    }

    it('lists a page with its meta, and each filter finds or leaves out the record', async () => {
      const record = await create();
      const page = await call('GET', `${base}?perPage=1`);
      expect(page.statusCode).toBe(200);
      expect(page.json().data.items).toHaveLength(1);
      expect(page.json().data.meta).toMatchObject({ page: 1, perPage: 1 });
      expect(page.json().data.meta.total).toBeGreaterThanOrEqual(1);
      for (const filter of samples.filters) {
        const query = filter.query(record);
        const res = await call('GET', `${base}?${query}`);
        expect(res.statusCode, query).toBe(200);
        const ids = (res.json().data.items as Answered[]).map((item) => item.id);
        expect(ids.includes(record.id), query).toBe(filter.finds);
      }
    });

    it('updates a record (translated notice); 404 for an unknown id', async () => {
      const record = await create();
      const edit = samples.update(record, refs);
      const res = await call('PUT', `${base}/${record.id}`, edit.body, 'ar');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: NOTICES.updated.ar,
        data: { id: record.id, ...edit.expect },
      });
      expect((await call('GET', `${base}/${record.id}`)).json().data).toMatchObject(edit.expect);
      n += 1;
      expect((await call('PUT', `${base}/999999`, samples.create(n, refs))).statusCode).toBe(404);
    });

    it('deletes a record (translated notice); then it is gone', async () => {
      const record = await create();
      const res = await call('DELETE', `${base}/${record.id}`, undefined, 'ar');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null, message: NOTICES.deleted.ar });
      expect((await call('GET', `${base}/${record.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `${base}/${record.id}`)).statusCode).toBe(404);
    });
  });
}

/** The field errors of a body repeating both names of another record (unique per language). */
export const NAMES_TAKEN = {
  en: { 'name.en': ['This name has already been taken'], 'name.ar': ['This name has already been taken'] },
  ar: { 'name.en': ['هذا الاسم مستخدم من قبل'], 'name.ar': ['هذا الاسم مستخدم من قبل'] },
};

/** The `search` query finding a record by its Arabic text. */
export const searchFor = (text: unknown) => `search=${encodeURIComponent(String(text))}`;
