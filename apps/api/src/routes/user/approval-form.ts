import multipart from '@fastify/multipart';
import {
  APPROVAL_FORM_FILE_FIELD,
  APPROVAL_FORM_MAX_BYTES,
  approvalFormFields,
  approvalFormStatus,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { fieldErrors } from '../../lib/zod-messages.ts';
import {
  assertMaySubmitApprovalForm,
  getApprovalFormStatus,
  submitApprovalForm,
} from '../../modules/users/approval-form.service.ts';
import { getCustomer } from '../../modules/users/customer-accounts.service.ts';
import { principalOf } from '../../plugins/auth.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('customer approval form');

/** Reads the multipart body: the files (first kept, others counted) and the text fields. */
async function readForm(request: FastifyRequest) {
  const body = await readMultipart(request, APPROVAL_FORM_FILE_FIELD, 1);
  return { file: body.files[0]?.data ?? null, files: body.fileCount, fields: body.fields };
}

/** SPEC 4/5: the signed approval form (PDF) and its digits-only field, while awaiting approval. */
export const userApprovalFormRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Scoped to this plugin: multipart bodies are read only here.
  await app.register(multipart, {
    limits: { fileSize: APPROVAL_FORM_MAX_BYTES, files: 5, fields: 20, fieldSize: 10_000, parts: 30 },
  });

  app.get(
    '/approval-form',
    route.ok('The blank form to download and whether the signed one was sent', approvalFormStatus),
    async (request) => ({ data: await getApprovalFormStatus(db, principalOf(request).id) }),
  );

  app.post(
    '/approval-form',
    {
      // Room for the PDF plus the multipart framing.
      bodyLimit: APPROVAL_FORM_MAX_BYTES + 64 * 1024,
      ...route.ok(
        'Uploads the signed approval form: one PDF in `file`, plus `expectedMonthlySpend`',
        approvalFormStatus,
        {
          description: 'multipart/form-data; the file is checked by content (%PDF-), not by name.',
          consumes: ['multipart/form-data'],
        },
      ),
    },
    async (request) => {
      const userId = principalOf(request).id;
      // Refuse before reading a large body when the account may not send the form.
      assertMaySubmitApprovalForm(await getCustomer(db, userId));
      const form = await readForm(request);
      const parsed = approvalFormFields.safeParse(form.fields);
      const fieldProblems = parsed.success ? {} : fieldErrors(parsed.error.issues, request.lang);
      // Every problem at once: the file's and the fields'.
      const refuse = (code: 'fileRequired' | 'tooManyFiles') =>
        new AppError(422, code, undefined, { ...fieldProblems, [APPROVAL_FORM_FILE_FIELD]: [code] });
      if (form.files === 0 || !form.file || form.file.length === 0) throw refuse('fileRequired');
      if (form.files > 1) throw refuse('tooManyFiles');
      if (!parsed.success) throw new AppError(422, 'validation', undefined, fieldProblems);
      const data = await submitApprovalForm(db, request.server.storage, userId, {
        file: form.file,
        fields: parsed.data,
      });
      return withNotice(request, 'approvalFormSubmitted', data);
    },
  );
};
