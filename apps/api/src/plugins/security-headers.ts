import { randomBytes } from 'node:crypto';
import type { DeploymentConfig } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isBuildAsset } from './request-context.ts';

/**
 * index.html carries this where the per-response nonce goes (`<meta property="csp-nonce"
 * nonce="…">`, read by the SPA for the <style> tags emotion inserts).
 */
export const CSP_NONCE_PLACEHOLDER = '%CSP_NONCE%';

/** Cloudflare Turnstile, the registration bot check, when the deployment has a public key. */
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');

/**
 * The policy of the SPA's pages (docs/decisions/0032): scripts only from the shop's own files (no
 * inline script, no eval), styles from its files plus the <style> tags carrying this response's
 * nonce, nothing may frame the shop. Images may also come from https: (CMS pages may link
 * pictures elsewhere; an image runs no code); blob: frames are the admin's preview of an
 * uploaded approval form.
 */
export function pagePolicy(nonce: string, deployment: DeploymentConfig): string {
  const turnstile = deployment.botCheckPublicKey ? [TURNSTILE_ORIGIN] : [];
  const api = deployment.apiBaseUrl ? [new URL(deployment.apiBaseUrl).origin] : [];
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...turnstile],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api],
    'frame-src': ["'self'", 'blob:', ...turnstile],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** Uploaded files (an SVG may hold script): a sandbox with no origin, nothing but images. */
export const UPLOADS_POLICY = policy({
  sandbox: [],
  'default-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
});

/** API answers and other non-pages: nothing to load, nothing may frame them. */
export const RESOURCE_POLICY = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/**
 * Swagger UI (/api/docs) is third-party: its own files only, but it sets inline styles and shows
 * data: images.
 */
export const DOCS_POLICY = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Browser features the shop never uses are off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()';

/**
 * Content-Security-Policy, Permissions-Policy and Cross-Origin-Opener-Policy on every answer
 * (docs/decisions/0032). Customer and admin tokens live in localStorage, so an injected script
 * would own the session: pages get a strict policy with a fresh nonce per response.
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { deployment: DeploymentConfig }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    // A script or stylesheet of the build is never a document: no policy of a page applies to it.
    if (isBuildAsset(request.url)) return payload;
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/uploads/')) {
      reply.header('Content-Security-Policy', UPLOADS_POLICY);
      return payload;
    }
    if (path === '/api/docs' || path.startsWith('/api/docs/')) {
      reply.header('Content-Security-Policy', DOCS_POLICY);
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', RESOURCE_POLICY);
      return payload;
    }
    const nonce = randomBytes(18).toString('base64');
    reply.header('Content-Security-Policy', pagePolicy(nonce, opts.deployment));
    return typeof payload === 'string' ? payload.replaceAll(CSP_NONCE_PLACEHOLDER, nonce) : payload;
  });
});
