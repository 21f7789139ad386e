import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { errorHandler } from './error-handler.ts';

describe('error handler: database failures', () => {
  let database: TestDatabase;
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table uniq_probe (x int primary key)`);
    await app.register(errorHandler);
    // A unique index that no service maps onto a form field (Drizzle wraps the pg error).
    app.post('/twice', async () => {
      await database.db.execute(sql`insert into uniq_probe values (1)`);
      await database.db.execute(sql`insert into uniq_probe values (1)`);
      return { data: null };
    });
    // Values only PostgreSQL judges: what a schema that forgot a rule would let through.
    app.get('/nul', async () => {
      await database.db.execute(sql`select ${'a\u0000b'}::text`);
      return { data: null };
    });
    app.get('/int4', async () => {
      await database.db.execute(sql`select ${'2147483648'}::int`);
      return { data: null };
    });
    app.get('/not-a-number', async () => {
      await database.db.execute(sql`select ${'abc'}::int`);
      return { data: null };
    });
    app.get('/down', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('an unmapped unique violation is a translated 409, not a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/twice', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
  });

  it('a value the database refuses as data (NUL, out of range, not a number) is a 422, not a 500', async () => {
    for (const url of ['/nul', '/int4', '/not-a-number']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'ar' } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().code).toBe('validation');
    }
  });

  it('a refused database connection is a 503 without details', async () => {
    const res = await app.inject({ method: 'GET', url: '/down', headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('databaseUnavailable');
    expect(res.body).not.toContain('127.0.0.1');
  });
});
