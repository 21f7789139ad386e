import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_COOKIE, languageCodes, translate } from '@shop/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { wantsHtml } from '../lib/accept.ts';
import { getSavedTheme } from '../modules/settings/settings.service.ts';
import { preloadTags, readPagePreloads, themeTags, withHeadTags } from '../modules/spa/index-html.ts';
import { spaPageExists } from '../modules/spa/page-exists.ts';

/**
 * Uploaded and seeded files, and the built SPA: its assets, and index.html for every page path
 * (with 404 when the address shows no page, ADR 0036). Registered last: its not-found handler
 * answers whatever no route took.
 */
export const spaHosting = fp(async (app: FastifyInstance, { config, db }: { config: AppConfig; db: Db }) => {
  // Uploaded and seeded files (their resized copies are a route: routes/uploads.ts).
  await mkdir(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: config.isProduction ? '7d' : 0,
  });

  // The built SPA: assets with long caching, index.html for every other page path.
  const indexHtml = path.join(config.webDistDir, 'index.html');
  const hasSpa = existsSync(indexHtml);
  // The SPA learns which deployment it serves (api key, language, flags) from this meta tag.
  // Read per request outside production so a rebuild needs no restart.
  // Build files are read once in production, per request elsewhere (a rebuild renames the files).
  const fromBuild = <T>(read: () => T) => {
    let kept: T | undefined;
    return () => {
      if (kept === undefined || !config.isProduction) kept = read();
      return kept;
    };
  };
  const spaIndex = fromBuild(() =>
    readFileSync(indexHtml, 'utf8').replaceAll('%SHOP_ENV%', config.deployment.key),
  );
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The system route answers /version.json (no-store); index.html is served with the env meta.
      // The build's brotli and gzip copies are sent in place of the file a client asks for.
      globIgnore: ['version.json', 'index.html', '**/*.br', '**/*.gz'],
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  const pagePreloads = fromBuild(() => readPagePreloads(config.webDistDir));
  /** The downloads a page starts at once (ADR 0046); none when the database cannot say which picture. */
  const pagePreloadTags = async (request: FastifyRequest, pathname: string) => {
    // The SPA keeps the shopper's language in a cookie; without one it starts in the deployment's.
    const chosen = request.cookies[LANGUAGE_COOKIE];
    const language = languageCodes.find((code) => code === chosen) ?? config.deployment.language;
    try {
      return await preloadTags(pagePreloads(), pathname, { db, language });
    } catch (err) {
      request.log.error({ err }, 'could not list the downloads of a page');
      return '';
    }
  };

  /** Whether the address shows a page; when the database cannot say, the page is sent as found. */
  const pageFound = async (pathname: string, log: FastifyBaseLogger) => {
    try {
      return await spaPageExists(db, config.deployment.flags, pathname);
    } catch (err) {
      log.error({ err }, 'could not look up the page of an address');
      return true;
    }
  };
  /** The saved theme, read per page (ADR 0059); the default stands when the database cannot say. */
  const savedTheme = async (log: FastifyBaseLogger) => {
    try {
      return await getSavedTheme(db);
    } catch (err) {
      log.error({ err }, 'could not read the saved theme');
      return null;
    }
  };
  app.setNotFoundHandler(async (request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    const wantsPage =
      hasSpa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathOnly.startsWith('/api/') &&
      pathOnly !== '/api' &&
      !pathOnly.startsWith('/uploads/') &&
      !pathOnly.startsWith('/assets/') &&
      // A page path may end in something that looks like a file name (the e-mail address in
      // /password/reset/{token}/{email}); a browser navigating there asks for HTML.
      (!path.extname(pathOnly) || wantsHtml(request.headers.accept));
    if (wantsPage) {
      // Every page starts from index.html, the SPA's not-found page too: that one is sent with
      // 404, so search engines and link checkers learn the address shows nothing (ADR 0036).
      const [found, theme] = await Promise.all([pageFound(pathOnly, request.log), savedTheme(request.log)]);
      const page = themeTags(spaIndex(), theme);
      return reply
        .status(found ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(found ? withHeadTags(page, await pagePreloadTags(request, pathOnly)) : page);
    }
    return reply.status(404).send({
      code: 'notFound',
      message: translate(request.lang, 'routeNotFound', { method: request.method, url: pathOnly }),
    });
  });
});
