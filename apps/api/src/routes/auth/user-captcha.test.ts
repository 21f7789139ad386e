import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { users } from '../../db/schema/index.ts';
import { startSiteverifyStandIn } from '../../modules/captcha/siteverify-stand-in.ts';
import { useTestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/db.ts';

const body = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Bot',
  lastName: 'Check',
  companyName: 'Bot Check Ltd',
  companyNumber: '31234567',
  email: 'bot@check.test',
  mobile: '07700900300',
  password: 'Bot-check-pass',
  passwordConfirmation: 'Bot-check-pass',
  ...overrides,
});

describe('registration bot check (Cloudflare Turnstile, against a local stand-in)', () => {
  let standIn: Awaited<ReturnType<typeof startSiteverifyStandIn>>;
  const env: Record<string, string> = {
    CAPTCHA_SECRET: 'test-secret',
    RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000',
  };
  beforeAll(async () => {
    standIn = await startSiteverifyStandIn();
    env.CAPTCHA_VERIFY_URL = standIn.url;
  });
  afterAll(() => standIn.close());
  const t = useTestApp({ env });
  const register = (payload: Record<string, unknown>, lang?: 'ar' | 'en') =>
    t.api({ method: 'POST', url: '/api/auth/user/register', payload, lang });

  it('asks for the bot check when the token is missing', async () => {
    const res = await register(body());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation',
      errors: { captchaToken: ['Please complete the bot check'] },
    });
  });

  it('refuses a token the provider rejects, and sends it the client address', async () => {
    const res = await register(body({ captchaToken: 'forged' }), 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'captchaFailed',
      message: 'فشل التحقق من أنك لست روبوتًا، يرجى المحاولة مرة أخرى',
      errors: { captchaToken: ['فشل التحقق من أنك لست روبوتًا، يرجى المحاولة مرة أخرى'] },
    });
    expect(standIn.calls.at(-1)).toEqual({
      secret: 'test-secret',
      response: 'forged',
      remoteip: '127.0.0.1',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'bot@check.test'))).toEqual([]);
  });

  it('fails closed when the provider errors', async () => {
    const res = await register(body({ captchaToken: 'explode' }));
    expect(res.json().code).toBe('captchaFailed');
  });

  it('registers with a token the provider accepts', async () => {
    const res = await register(body({ captchaToken: 'good' }));
    expect(res.statusCode).toBe(201);
  });
});

describe('bot check off', () => {
  it('without CAPTCHA_SECRET registration needs no token, and the server says so once at start', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-captcha-off-'));
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      CAPTCHA_SECRET: '',
    });
    const app = await buildApp({ config, db: database.db, logger });
    try {
      await app.ready();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/user/register',
        headers: { 'x-api-key': config.deployment.key },
        payload: body(),
      });
      expect(res.statusCode).toBe(201);
      const warnings = lines.filter((l) => l.includes('bot check is off'));
      expect(warnings).toHaveLength(1);
      // No SMTP: the verification mail, once the queue sends it, went to the outbox as an .eml file
      // and was logged.
      await app.mailer.drain();
      expect(lines.some((l) => l.includes('mail written to the outbox'))).toBe(true);
    } finally {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
