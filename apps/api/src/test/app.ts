import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LanguageCode } from '@shop/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config/env.ts';
import type { BuildInfo } from '../lib/build-info.ts';
import type { MailTransport } from '../modules/mail/mailer.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /** Calls the API with the shop's standard headers (api key, JSON, language). */
  api(options: InjectOptions & { lang?: LanguageCode; token?: string }): Promise<LightMyRequestResponse>;
}

/**
 * Builds the real app on a fresh database for the test file and tears both down after it.
 * `env` overrides environment variables (e.g. APP_ENV); `mailTransport` replaces the mail server.
 */
export function useTestApp(
  options: { env?: Record<string, string>; buildInfo?: () => BuildInfo; mailTransport?: MailTransport } = {},
): TestContext {
  const ctx = {} as TestContext;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-data-'));
    ctx.config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'silent',
      ...options.env,
    });
    ctx.database = await createTestDatabase();
    ctx.app = await buildApp({
      config: ctx.config,
      db: ctx.database.db,
      buildInfo: options.buildInfo,
      mailTransport: options.mailTransport,
    });
    await ctx.app.ready();
    ctx.api = ({ lang, token, headers, ...rest }) =>
      ctx.app.inject({
        ...rest,
        headers: {
          'x-api-key': ctx.config.deployment.key,
          accept: 'application/json',
          ...(lang ? { 'accept-language': lang } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return ctx;
}
