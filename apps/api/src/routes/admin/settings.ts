import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  companyInfoInput,
  companyInfoRecord,
  type DeploymentConfig,
  SITE_FILE_FIELD,
  SITE_FILE_MAX_BYTES,
  type SiteFile,
  siteFileParams,
  siteSettingsInput,
  siteSettingsRecord,
  themePalettesInput,
  themePalettesRecord,
  transactionList,
  transactionListQuery,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { isReadablePdf } from '../../modules/files/pdf.ts';
import type { FileStorage } from '../../modules/files/storage.ts';
import { processImageUpload, removeImageFiles } from '../../modules/media/images.ts';
import { listTransactions } from '../../modules/payments/transactions.service.ts';
import {
  getCompanyInfo,
  getSiteSettings,
  getThemePalettes,
  setSiteFile,
  updateCompanyInfo,
  updateSiteSettings,
  updateThemePalettes,
} from '../../modules/settings/settings.service.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin settings');

/** Where the site's PDFs are kept (public: the storefront links them). */
const PDF_FOLDER = 'settings';

/**
 * Stores one uploaded site file after checking its content: the logo must be an image (jpeg,
 * png, svg, webp by its magic bytes, SVG sanitised), the catalogue and the approval form a PDF a
 * viewer can open (`%PDF-` and at least one page). The name plays no part. Answers its address.
 */
async function storeSiteFile(storage: FileStorage, file: SiteFile, data: Buffer): Promise<string> {
  if (file === 'logo') {
    const image = await processImageUpload(data, { storage, folder: 'settings', field: SITE_FILE_FIELD });
    return image.url;
  }
  if (!(await isReadablePdf(data))) {
    const code = data.subarray(0, 5).toString('latin1') === '%PDF-' ? 'pdfUnreadable' : 'fileTypeUnsupported';
    throw new AppError(422, code, undefined, { [SITE_FILE_FIELD]: [code] });
  }
  const stored = await storage.put('public', `${PDF_FOLDER}/${randomBytes(16).toString('hex')}.pdf`, data);
  if (!stored.url) throw new Error('public storage returned no url');
  return stored.url;
}

/** Removes a file this screen stored earlier (seeded or pasted addresses are left alone). */
async function removeSiteFile(storage: FileStorage, file: SiteFile, url: string | null): Promise<void> {
  if (!url) return;
  if (file === 'logo') return removeImageFiles(storage, [url]);
  const key = url.startsWith(`/uploads/${PDF_FOLDER}/`) ? url.slice('/uploads/'.length) : null;
  if (key && /^settings\/[0-9a-f]{32}\.pdf$/.test(key)) await storage.remove('public', key);
}

async function readOneFile(request: FastifyRequest): Promise<Buffer> {
  const body = await readMultipart(request, SITE_FILE_FIELD, 1);
  const refuse = (code: 'fileRequired' | 'tooManyFiles') =>
    new AppError(422, code, undefined, { [SITE_FILE_FIELD]: [code] });
  const first = body.files[0];
  if (body.fileCount === 0 || !first || first.data.length === 0) throw refuse('fileRequired');
  if (body.fileCount > 1) throw refuse('tooManyFiles');
  return first.data;
}

/**
 * The settings tabs' API (SPEC 2 settings/*): the company profile, the site settings and their
 * files, the theme wizard's palettes and the payment transactions. Contract: docs/api/settings.md.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; deployment: DeploymentConfig }> = async (
  app,
  { db, deployment },
) => {
  // Scoped to this plugin: multipart bodies are read only by the file routes.
  await app.register(multipart, {
    limits: { fileSize: SITE_FILE_MAX_BYTES, files: 3, fields: 5, fieldSize: 1000, parts: 10 },
  });

  app.get(
    '/settings/company-info',
    route.ok('The company profile, each text in both languages', companyInfoRecord),
    async () => ({ data: await getCompanyInfo(db, deployment) }),
  );

  app.put(
    '/settings/company-info',
    route.ok('Saves the company profile (every field; a language may be left empty)', companyInfoRecord, {
      body: companyInfoInput,
    }),
    async (request) =>
      withNotice(request, 'recordUpdated', await updateCompanyInfo(db, deployment, request.body)),
  );

  app.get(
    '/settings/site',
    route.ok(
      'The site settings: limits, refunds, columns, page sizes, colours and files',
      siteSettingsRecord,
    ),
    async () => ({ data: await getSiteSettings(db) }),
  );

  app.put(
    '/settings/site',
    route.ok('Saves the site settings (every field but the files)', siteSettingsRecord, {
      body: siteSettingsInput,
    }),
    async (request) =>
      withNotice(request, 'recordUpdated', await updateSiteSettings(db, deployment, request.body)),
  );

  app.put(
    '/settings/site/files/:file',
    {
      bodyLimit: SITE_FILE_MAX_BYTES + 64 * 1024,
      ...route.ok('Uploads the logo, the catalogue or the approval form', siteSettingsRecord, {
        params: siteFileParams,
        description:
          'multipart/form-data, one file in `file`, checked by content: the logo an image (jpeg, png, svg, webp), the others a PDF.',
        consumes: ['multipart/form-data'],
      }),
    },
    async (request) => {
      const { file } = request.params;
      const url = await storeSiteFile(request.server.storage, file, await readOneFile(request));
      let result: Awaited<ReturnType<typeof setSiteFile>>;
      try {
        result = await setSiteFile(db, deployment, file, url);
      } catch (error) {
        await removeSiteFile(request.server.storage, file, url);
        throw error;
      }
      await removeSiteFile(request.server.storage, file, result.previous);
      return withNotice(request, 'recordUpdated', result.record);
    },
  );

  app.delete(
    '/settings/site/files/:file',
    route.ok('Removes the logo, the catalogue or the approval form', siteSettingsRecord, {
      params: siteFileParams,
    }),
    async (request) => {
      const { file } = request.params;
      const result = await setSiteFile(db, deployment, file, null);
      await removeSiteFile(request.server.storage, file, result.previous);
      return withNotice(request, 'recordUpdated', result.record);
    },
  );

  app.get(
    '/settings/theme',
    route.ok("The theme wizard's light and dark palettes", themePalettesRecord),
    async () => ({ data: await getThemePalettes(db) }),
  );

  app.put(
    '/settings/theme',
    route.ok(
      'Saves the light and dark palettes; the storefront shows them on its next read',
      themePalettesRecord,
      {
        body: themePalettesInput,
      },
    ),
    async (request) =>
      withNotice(request, 'recordUpdated', await updateThemePalettes(db, deployment, request.body)),
  );

  app.get(
    '/settings/transactions',
    route.ok('Every payment event, newest first, filtered and paginated', transactionList, {
      querystring: transactionListQuery,
    }),
    async (request) => ({ data: await listTransactions(db, request.query) }),
  );
};
