import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ENVIRONMENT, type DeploymentConfig, environmentKeys, getEnvironment } from '@shop/shared';
import { z } from 'zod';

/** The repository root: relative paths in the environment are resolved from here. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number().int().min(1).max(65535);
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/**
 * Every setting of the server, validated once at start. A bad value stops the server with a
 * message naming the variable (see `loadConfig`). `.env.example` documents each one.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.enum(environmentKeys).default(DEFAULT_ENVIRONMENT),
  /** Loopback by default: only this machine reaches the shop (ADR 0029). */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  /** Default `http://localhost:<PORT>` (see loadConfig), so links follow a changed PORT. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('data'),
  EMBEDDED_PG_PORT: port.default(54329),
  UPLOADS_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  SEED_ON_START: bool.default(true),
  /** Serve the demo accounts with their printed passwords even when HOST is reachable (ADR 0029). */
  DEMO_ACCOUNTS_ON_NETWORK: bool.default(false),
  ADMIN_TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  USER_TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24 * 30),
  REDIS_URL: optionalUrl,
  /** Sign-in attempts on one account (normalised login) from one client address per minute. */
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Sign-in attempts on any account from one client address per minute (an office shares one). */
  RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Registration, verification, resend and password-reset calls per client address per minute. */
  RATE_LIMIT_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** smtp(s)://user:pass@host:port; empty: mails are written to DATA_DIR/outbox and logged. */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().trim().min(3).default('Wholesale Shop <no-reply@localhost>'),
  /** How often this process looks for queued mails (ADR 0058); 0: never (another process sends). */
  MAIL_QUEUE_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /** Sends a mail is given before the admin sees it failed. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  /** The wait after a mail's first failed send, doubling after each further one. */
  MAIL_RETRY_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
  /** Cloudflare Turnstile secret key; empty: the bot check on registration is off. */
  CAPTCHA_SECRET: z.string().trim().default(''),
  CAPTCHA_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  VERIFY_TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(48),
  RESET_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(60),
  VERIFY_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  RESET_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** How often this process looks for carts left a week (SPEC 4); 0: never (another process does). */
  ABANDONED_CART_CHECK_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /**
   * Map tiles of the shipping-zone and address maps (ADR 0051), a `{z}/{x}/{y}` template such as
   * `https://tile.openstreetmap.org/{z}/{x}/{y}.png`; empty: the maps draw an offline grid.
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .default('')
    .refine(
      (v) =>
        v === '' || (/^https:\/\/[^\s"'<>]+$/.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p))),
      {
        error: 'an https URL template with {z}, {x} and {y}',
      },
    ),
  /** Stripe (UK variants): secret key; empty: card payments run in test mode (ADR 0052). */
  STRIPE_SECRET_KEY: z.string().trim().default(''),
  /** Signing secret of the Stripe webhook endpoint (`whsec_…`). */
  STRIPE_WEBHOOK_SECRET: z.string().trim().default(''),
  /** Another base for Stripe's API (a local stand-in in tests); empty: https://api.stripe.com. */
  STRIPE_API_URL: optionalUrl,
  /** Tap Payments (Saudi variants): secret key; empty: card payments run in test mode. */
  TAP_SECRET_KEY: z.string().trim().default(''),
  /** Key of Tap's webhook `hashstring`; empty: the secret key, which Tap signs with. */
  TAP_WEBHOOK_SECRET: z.string().trim().default(''),
  /** Another base for Tap's API (a local stand-in in tests); empty: https://api.tap.company. */
  TAP_API_URL: optionalUrl,
  TRUST_PROXY: bool.default(false),
  /** The whole request (headers and body) must arrive within this; then 408 and closed. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
  /** The request headers must arrive within this (at most the request timeout). */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(20),
  /** An idle keep-alive connection is closed after this. */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(72),
  /** Open connections one client address may hold; 0: no limit. Default 50, or 0 with TRUST_PROXY. */
  MAX_CONNECTIONS_PER_ADDRESS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).optional(),
  ),
});
export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

/**
 * True when `host` only accepts connections from this machine: `localhost`, 127.0.0.0/8 and ::1
 * (also as an IPv4-mapped address). Anything else, `0.0.0.0` and `::` above all, is reachable.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (h === '::1' || /^(0{0,4}:){7}0{0,3}1$/.test(h)) return true;
  const v4 = h.replace(/^::ffff:/, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export interface AppConfig {
  env: Env;
  /** HOST lets other machines connect (not a loopback address). */
  reachableFromNetwork: boolean;
  deployment: DeploymentConfig;
  dataDir: string;
  uploadsDir: string;
  webDistDir: string;
  isProduction: boolean;
  isTest: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates `source` (process.env by default); throws ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '(environment)');
      return `${name}: ${issue.message} (got ${JSON.stringify(source[name] ?? null)})`;
    });
    throw new ConfigError(problems);
  }
  const env: Env = {
    ...parsed.data,
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`,
  };
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.join(repoRoot, p));
  const dataDir = resolve(env.DATA_DIR);
  return {
    env,
    reachableFromNetwork: !isLoopbackHost(env.HOST),
    // The SPA receives the deployment (front settings' `environment`), the map tiles with it.
    deployment: { ...getEnvironment(env.APP_ENV), mapTileUrl: env.MAP_TILE_URL },
    dataDir,
    uploadsDir: env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    webDistDir: resolve(env.WEB_DIST_DIR),
    isProduction: env.NODE_ENV === 'production',
    isTest: env.NODE_ENV === 'test',
  };
}
