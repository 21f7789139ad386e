import {
  companyInfoInput,
  companyInfoRecord,
  type DeploymentConfig,
  envelope,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getCompanyInfo, updateCompanyInfo } from '../../modules/settings/settings.service.ts';

const tags = ['admin settings'];
const security = [{ bearer: [] }];

/** settings/company-info (SPEC 2): the company profile the storefront shows in both languages. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; deployment: DeploymentConfig }> = async (
  app,
  { db, deployment },
) => {
  app.get(
    '/settings/company-info',
    {
      schema: {
        tags,
        security,
        summary: 'The company profile, each text in both languages',
        response: { 200: envelope(companyInfoRecord) },
      },
    },
    async () => ({ data: await getCompanyInfo(db, deployment) }),
  );

  app.put(
    '/settings/company-info',
    {
      schema: {
        tags,
        security,
        summary: 'Saves the company profile (every field; a language may be left empty)',
        body: companyInfoInput,
        response: { 200: envelope(companyInfoRecord) },
      },
    },
    async (request) => ({
      data: await updateCompanyInfo(db, deployment, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );
};
