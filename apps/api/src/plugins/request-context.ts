import { randomBytes } from 'node:crypto';
import { HEADERS, type LanguageCode, pickLanguage } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env.ts';
import { wantsHtml } from '../lib/accept.ts';
import { AppError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request (Accept-Language, else the deployment's language). */
    lang: LanguageCode;
    /** True when the client marks an admin preview session (SPEC 7 `x-preview`). */
    preview: boolean;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** API paths a browser or probe may call without the shop's headers. */
const OPEN_API_PATHS = [
  /^\/api\/health$/,
  /^\/api\/docs(\/|$)/,
  // Payment providers post their events without the shop's headers; the signature is checked.
  /^\/api\/payments\/webhooks\/[a-z]+$/,
];
/**
 * SPEC 2's page aliases (routes/front/page-aliases.ts, ADR 0024): open to a browser asking for the
 * page, which is redirected; an API client asking for the data needs the shop's headers.
 */
const PAGE_ALIASES = /^\/api\/(category|productDetails)\/[^/]+$/;

function isOpen(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  if (OPEN_API_PATHS.some((re) => re.test(pathname))) return true;
  return PAGE_ALIASES.test(pathname) && wantsHtml(request.headers.accept);
}

/**
 * The build's hashed files (`/assets/…`): scripts, styles and fonts, the same in every language and
 * never shown as a page. They carry only the headers that matter to such a file (type, caching,
 * encoding, `nosniff`); a phone fetches half a dozen on its first visit, and the page-only headers
 * (language, CSP, framing, permissions: ~370 bytes) cost each one bytes for nothing (ADR 0037).
 */
export function isBuildAsset(url: string): boolean {
  return url.startsWith('/assets/');
}

function isApi(request: FastifyRequest) {
  return request.url === '/api' || request.url.startsWith('/api/');
}

function acceptsJson(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.split(',').some((part) => {
    const type = part.split(';')[0]?.trim().toLowerCase() ?? '';
    return (
      type === '*/*' || type === 'application/*' || type === 'application/json' || type.endsWith('+json')
    );
  });
}

/**
 * Per-request context and the header rules of SPEC 7 for `/api/*`: the api key must name the
 * active deployment, answers are JSON only, and the XSRF double-submit cookie is honoured.
 */
export const requestContext = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { deployment } = opts.config;
  app.decorateRequest('lang', 'en');
  app.decorateRequest('preview', false);

  app.addHook('onRequest', async (request, reply) => {
    request.lang = pickLanguage(request.headers[HEADERS.language], deployment.language);
    request.preview = request.headers[HEADERS.preview] === 'true';
    if (isBuildAsset(request.url)) return;
    reply.header('Content-Language', request.lang);
    reply.header('Vary', 'Accept-Language');
    if (!isApi(request) || isOpen(request)) return;

    if (request.headers[HEADERS.apiKey] !== deployment.key) throw new AppError(401, 'invalidApiKey');
    if (!acceptsJson(request.headers.accept)) throw new AppError(406, 'notAcceptable');

    // Bearer tokens (not cookies) authenticate, so CSRF cannot ride on them; the XSRF cookie is
    // still checked whenever a browser sends it, so a forged cross-site form post is refused.
    const cookie = request.cookies[HEADERS.xsrfCookie];
    if (UNSAFE.has(request.method) && cookie && request.headers[HEADERS.xsrfHeader] !== cookie) {
      throw new AppError(403, 'forbidden');
    }
    if (!cookie) {
      reply.setCookie(HEADERS.xsrfCookie, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: opts.config.isProduction && opts.config.env.PUBLIC_URL.startsWith('https:'),
        httpOnly: false,
      });
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (isBuildAsset(request.url)) return payload;
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    return payload;
  });
});
