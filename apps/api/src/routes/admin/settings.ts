import { companyInfoInput, companyInfoRecord, type DeploymentConfig } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getCompanyInfo, updateCompanyInfo } from '../../modules/settings/settings.service.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin settings');

/** settings/company-info (SPEC 2): the company profile the storefront shows in both languages. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; deployment: DeploymentConfig }> = async (
  app,
  { db, deployment },
) => {
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
};
